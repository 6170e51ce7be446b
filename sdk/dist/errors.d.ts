/** Field errors of a 422 answer, keyed by field (`items.0.quantity`), each with its messages. */
export type FieldErrors = Record<string, string[]>;
/**
 * An answer other than 2xx. `status`, and from the body (every error body has the spec's shape): `message`, the
 * stable snake_case `code` (`out_of_stock`, `payment_declined`, `validation_failed`…) and a 422's field `errors`.
 * `body` is the whole parsed body; `retryAfter` is the Retry-After header in seconds, where the answer sent one.
 */
export declare class StorefrontApiError extends Error {
    readonly status: number;
    readonly code: string | undefined;
    readonly errors: FieldErrors;
    readonly body: unknown;
    readonly requestId: string | undefined;
    readonly retryAfter: number | undefined;
    readonly response: Response;
    constructor(response: Response, body: unknown);
}
export declare function isStorefrontApiError(error: unknown): error is StorefrontApiError;
