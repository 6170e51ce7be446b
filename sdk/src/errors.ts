import type { components } from "./generated/openapi.ts";
import { operationErrorCodes, type OperationKey } from "./generated/error-codes.ts";

/** Field errors of a 422 answer, keyed by field (`items.0.quantity`), each with its messages. */
export type FieldErrors = Record<string, string[]>;

/** Every error code the API answers (docs/errors.md). */
export type ErrorCode = components["schemas"]["ErrorCode"];

/** The codes one operation can answer: `ErrorCodeOf<"POST /checkout">` (the document's closed list for it). */
export type ErrorCodeOf<Operation extends OperationKey> = (typeof operationErrorCodes)[Operation][number];

export type { OperationKey };

/**
 * An answer other than 2xx. `status`, and from the body (every error body has the spec's shape): `message`, the
 * stable snake_case `code` (`out_of_stock`, `payment_declined`, `validation_failed`…) and a 422's field `errors`.
 * `body` is the whole parsed body; `retryAfter` is the Retry-After header in seconds, where the answer sent one.
 * `operation` is the call that failed (`POST /checkout`); `errorOf` narrows `code` to that operation's codes.
 * `docUrl` is the code's entry on the deployment's errors page.
 */
export class StorefrontApiError<Code extends string = ErrorCode> extends Error {
  readonly status: number;
  /** Undefined only when the body was not the API's (a proxy's HTML page). */
  readonly code: Code | undefined;
  readonly errors: FieldErrors;
  readonly body: unknown;
  readonly requestId: string | undefined;
  readonly retryAfter: number | undefined;
  readonly response: Response;
  readonly operation: OperationKey | undefined;
  readonly docUrl: string | undefined;

  constructor(response: Response, body: unknown, operation?: OperationKey) {
    const fields = body && typeof body === "object" ? (body as { message?: unknown; code?: unknown; errors?: unknown }) : {};
    super(typeof fields.message === "string" ? fields.message : `The request failed (${response.status}).`);
    this.name = "StorefrontApiError";
    this.status = response.status;
    this.code = typeof fields.code === "string" ? (fields.code as Code) : undefined;
    this.errors = fields.errors && typeof fields.errors === "object" && !Array.isArray(fields.errors) ? (fields.errors as FieldErrors) : {};
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
export function errorDocUrl(code: string, answeredUrl: string): string | undefined {
  try {
    return new URL(`/docs/errors#${code}`, answeredUrl).href;
  } catch {
    return undefined;
  }
}

export function isStorefrontApiError(error: unknown): error is StorefrontApiError {
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
export function errorOf<Operation extends OperationKey>(
  error: unknown,
  operation: Operation,
): StorefrontApiError<ErrorCodeOf<Operation>> | undefined {
  return error instanceof StorefrontApiError && error.operation === operation
    ? (error as StorefrontApiError<ErrorCodeOf<Operation>>)
    : undefined;
}

/** Whether a code is one the operation declares (a code a newer server added is not, until the SDK is regenerated). */
export function isDeclaredCode<Operation extends OperationKey>(operation: Operation, code: unknown): code is ErrorCodeOf<Operation> {
  return (operationErrorCodes[operation] as readonly unknown[]).includes(code);
}
