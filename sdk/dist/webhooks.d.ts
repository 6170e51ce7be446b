import type { webhooks } from "./generated/openapi.ts";
/** The event types a store's webhook endpoints can subscribe to. */
export type WebhookEventType = keyof webhooks;
/** A delivery's body, by type: `{id, type, createdAt, data}` with the data that event carries. */
export type WebhookEventOf<T extends WebhookEventType> = webhooks[T]["post"] extends {
    requestBody: {
        content: {
            "application/json": infer Body;
        };
    };
} ? Body : never;
/** Any delivery's body: switch on `type` and `data` is typed. */
export type WebhookEvent = {
    [T in WebhookEventType]: WebhookEventOf<T>;
}[WebhookEventType];
/** Why a delivery was refused: no or a malformed signature, one outside the tolerance, or one that does not match. */
export declare class WebhookVerificationError extends Error {
    readonly reason: "malformed" | "too_old" | "mismatch" | "invalid_body";
    constructor(reason: "malformed" | "too_old" | "mismatch" | "invalid_body", message: string);
}
export type VerifyWebhookOptions = {
    /** How far the signature's time may be from now, in seconds (300 unless said): an older capture is not replayed. */
    toleranceSeconds?: number;
    /** Now, in milliseconds since the epoch (tests). */
    now?: number;
};
type HeaderSource = Headers | Record<string, string | string[] | undefined>;
/**
 * Checks a webhook delivery and returns its typed event: the `Storefront-Signature` header (`t=<unix>,v1=<hex>`,
 * several `v1` allowed while a secret rotates) must carry an HMAC-SHA256 of `"<t>.<raw body>"` made with the
 * endpoint's secret (checked by Web Crypto's constant-time verify), and `t` must be within the tolerance. Pass the
 * body exactly as received (before any JSON parsing). Throws WebhookVerificationError otherwise. Works in Node 20+,
 * browsers, Deno and workers.
 */
export declare function verifyWebhook(secret: string, headers: HeaderSource, rawBody: string, { toleranceSeconds, now }?: VerifyWebhookOptions): Promise<WebhookEvent>;
export {};
