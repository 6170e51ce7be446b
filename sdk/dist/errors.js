/**
 * An answer other than 2xx. `status`, and from the body (every error body has the spec's shape): `message`, the
 * stable snake_case `code` (`out_of_stock`, `payment_declined`, `validation_failed`…) and a 422's field `errors`.
 * `body` is the whole parsed body; `retryAfter` is the Retry-After header in seconds, where the answer sent one.
 */
export class StorefrontApiError extends Error {
    status;
    code;
    errors;
    body;
    requestId;
    retryAfter;
    response;
    constructor(response, body) {
        const fields = body && typeof body === "object" ? body : {};
        super(typeof fields.message === "string" ? fields.message : `The request failed (${response.status}).`);
        this.name = "StorefrontApiError";
        this.status = response.status;
        this.code = typeof fields.code === "string" ? fields.code : undefined;
        this.errors = fields.errors && typeof fields.errors === "object" && !Array.isArray(fields.errors) ? fields.errors : {};
        this.body = body;
        this.requestId = response.headers.get("x-request-id") ?? undefined;
        const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
        this.retryAfter = Number.isFinite(retryAfter) ? retryAfter : undefined;
        this.response = response;
    }
}
export function isStorefrontApiError(error) {
    return error instanceof StorefrontApiError;
}
