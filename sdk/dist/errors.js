import { operationErrorCodes } from "./generated/error-codes.js";
/**
 * An answer other than 2xx. `status`, and from the body (every error body has the spec's shape): `message`, the
 * stable snake_case `code` (`out_of_stock`, `payment_declined`, `validation_failed`…) and a 422's field `errors`.
 * `body` is the whole parsed body; `retryAfter` is the Retry-After header in seconds, where the answer sent one.
 * `operation` is the call that failed (`POST /checkout`); `errorOf` narrows `code` to that operation's codes.
 * `docUrl` is the code's entry on the deployment's errors page.
 */
export class StorefrontApiError extends Error {
    status;
    /** Undefined only when the body was not the API's (a proxy's HTML page). */
    code;
    errors;
    body;
    requestId;
    retryAfter;
    response;
    operation;
    docUrl;
    constructor(response, body, operation) {
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
        this.operation = operation;
        this.docUrl = this.code ? errorDocUrl(this.code, response.url) : undefined;
    }
}
/** A code's entry on the errors page of the deployment that answered (`https://shop.example/docs/errors#out_of_stock`). */
export function errorDocUrl(code, answeredUrl) {
    try {
        return new URL(`/docs/errors#${code}`, answeredUrl).href;
    }
    catch {
        return undefined;
    }
}
export function isStorefrontApiError(error) {
    return error instanceof StorefrontApiError;
}
/**
 * The error of one operation, its `code` typed with that operation's codes, so that a `switch` on it can be checked
 * exhaustive; undefined for anything else (another operation's error, a network failure).
 *
 * ```ts
 * const failure = errorOf(error, "POST /checkout");
 * switch (failure?.code) { case "out_of_stock": …; case "payment_declined": …; }
 * ```
 */
export function errorOf(error, operation) {
    return error instanceof StorefrontApiError && error.operation === operation
        ? error
        : undefined;
}
/** Whether a code is one the operation declares (a code a newer server added is not, until the SDK is regenerated). */
export function isDeclaredCode(operation, code) {
    return operationErrorCodes[operation].includes(code);
}
