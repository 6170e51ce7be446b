import type { webhooks } from "./generated/openapi.ts";

/** The event types a store's webhook endpoints can subscribe to. */
export type WebhookEventType = keyof webhooks;

/** A delivery's body, by type: `{id, type, createdAt, data}` with the data that event carries. */
export type WebhookEventOf<T extends WebhookEventType> = webhooks[T]["post"] extends {
  requestBody: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

/** Any delivery's body: switch on `type` and `data` is typed. */
export type WebhookEvent = { [T in WebhookEventType]: WebhookEventOf<T> }[WebhookEventType];

/** Why a delivery was refused: no or a malformed signature, one outside the tolerance, or one that does not match. */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: "malformed" | "too_old" | "mismatch" | "invalid_body",
    message: string,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export type VerifyWebhookOptions = {
  /** How far the signature's time may be from now, in seconds (300 unless said): an older capture is not replayed. */
  toleranceSeconds?: number;
  /** Now, in milliseconds since the epoch (tests). */
  now?: number;
};

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function signatureHeader(headers: HeaderSource): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get("storefront-signature") ?? undefined;
  for (const [name, value] of Object.entries(headers as Record<string, string | string[] | undefined>))
    if (name.toLowerCase() === "storefront-signature") return Array.isArray(value) ? value.join(",") : value;
  return undefined;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Checks a webhook delivery and returns its typed event: the `Storefront-Signature` header (`t=<unix>,v1=<hex>`,
 * several `v1` allowed while a secret rotates) must carry an HMAC-SHA256 of `"<t>.<raw body>"` made with the
 * endpoint's secret (checked by Web Crypto's constant-time verify), and `t` must be within the tolerance. Pass the
 * body exactly as received (before any JSON parsing). Throws WebhookVerificationError otherwise. Works in Node 20+,
 * browsers, Deno and workers.
 */
export async function verifyWebhook(
  secret: string,
  headers: HeaderSource,
  rawBody: string,
  { toleranceSeconds = 300, now = Date.now() }: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const header = signatureHeader(headers);
  if (!header) throw new WebhookVerificationError("malformed", "No Storefront-Signature header.");
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0)
    throw new WebhookVerificationError("malformed", "The Storefront-Signature header is not t=<unix>,v1=<hex>.");
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds)
    throw new WebhookVerificationError("too_old", `The signature's time is more than ${toleranceSeconds} s from now.`);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const signed = encoder.encode(`${timestamp}.${rawBody}`);
  let matched = false;
  for (const signature of signatures) if (await crypto.subtle.verify("HMAC", key, hexToBytes(signature), signed)) matched = true;
  if (!matched) throw new WebhookVerificationError("mismatch", "The signature does not match this secret and body.");
  try {
    return JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError("invalid_body", "The body is not JSON.");
  }
}
