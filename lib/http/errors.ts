import type { ZodError } from "zod";
import {
  ConflictError,
  DomainError,
  ExpiredError,
  ForbiddenError,
  InvalidInputError,
  MovedError,
  NotFoundError,
  NothingToReorderError,
  NotConfiguredError,
  DependencyUnavailableError,
  PaymentDeclinedError,
  RateLimitedError,
  StillRunningError,
  StoreNotReadyError,
  SubscriptionNotFoundError,
  UnauthenticatedError,
} from "../errors/domain";

/** Every error body the API answers, one member per shape (spec section 3 and the operations' own). */
export type ErrorBody = MessageBody | ValidationBody | ErrorKeyBody | ReorderFailedBody;
/** Most errors: `{message}`. */
export type MessageBody = { message: string; code?: string; redirectTo?: string };
/** 422 validation: the first message, and every field's messages. */
export type ValidationBody = { message: string; errors: Record<string, string[]>; code?: string };
/** The payment setup's unknown subscription (spec 4.10): `{error}`. */
export type ErrorKeyBody = { error: string; code?: string };
/** Buy again with nothing to add (spec 4.7). */
export type ReorderFailedBody = { success: false; message: string; itemsAdded: 0; itemsSkipped: number; code?: string };

/**
 * The code an error answer carries when the code that threw it named none: one per status, so every error body has a
 * `code` a client can branch on (docs/errors.md lists them all, with the specific ones domain code sets).
 */
export const defaultErrorCodes: Record<number, string> = {
  400: "bad_request",
  401: "unauthenticated",
  402: "payment_declined",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "expired",
  413: "body_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "rate_limited",
  500: "server_error",
  503: "service_unavailable",
};

/** The body with its `code`: the one it has, else the status's (spec shapes unchanged; `code` is an addition). */
export function withErrorCode<B extends ErrorBody>(status: number, body: B): B {
  if (body.code) return body;
  return { ...body, code: defaultErrorCodes[status] ?? (status >= 500 ? "server_error" : "bad_request") };
}

/** The one error type handlers throw; `respond` turns it into the spec's shapes. */
export class ApiError extends Error {
  readonly body: ErrorBody;
  constructor(
    readonly status: number,
    body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super("message" in body ? body.message : body.error);
    this.body = withErrorCode(status, body);
    this.name = "ApiError";
  }

  static unauthenticated() {
    return new ApiError(401, { message: "Unauthenticated." });
  }

  static notFound(message: string) {
    return new ApiError(404, { message });
  }

  static badRequest(message: string) {
    return new ApiError(400, { message });
  }

  static validation(errors: Record<string, string[]>) {
    const fields = Object.keys(errors);
    const first = errors[fields[0] ?? ""]?.[0] ?? "The given data was invalid.";
    const more = fields.reduce((n, f) => n + (errors[f]?.length ?? 0), 0) - 1;
    const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
    return new ApiError(422, { message, errors });
  }

  static tooManyRequests(retryAfterSeconds: number, message = "Too many requests. Please try again later.") {
    return new ApiError(429, { message }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }

  static unavailable() {
    return new ApiError(503, { message: "The service is temporarily unavailable. Please try again shortly." }, { "Retry-After": "5" });
  }
}

/** "returnUrl" → "return url", "items.0.quantity" → "items.0.quantity" as Laravel-style field names. */
export function attributeName(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
}

export function zodIssuesToErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    const attr = attributeName(field);
    let message = issue.message;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case "invalid_type":
        message =
          input === undefined || input === null
            ? `The ${attr} field is required.`
            : `The ${attr} field must be ${issue.expected === "object" ? "an object" : issue.expected === "int" ? "an integer" : issue.expected === "array" ? "an array" : `a ${issue.expected}`}.`;
        break;
      case "too_small":
        if (issue.origin === "string")
          message =
            Number(issue.minimum) <= 1
              ? `The ${attr} field is required.`
              : `The ${attr} field must be at least ${issue.minimum} characters.`;
        else if (issue.origin === "number" || issue.origin === "int") message = `The ${attr} field must be at least ${issue.minimum}.`;
        else message = `The ${attr} field must have at least ${issue.minimum} items.`;
        break;
      case "too_big":
        if (issue.origin === "string") message = `The ${attr} field must not be greater than ${issue.maximum} characters.`;
        else if (issue.origin === "number" || issue.origin === "int")
          message = `The ${attr} field must not be greater than ${issue.maximum}.`;
        else message = `The ${attr} field must not have more than ${issue.maximum} items.`;
        break;
      case "invalid_format":
        message =
          issue.format === "email"
            ? `The ${attr} field must be a valid email address.`
            : issue.format === "uuid"
              ? `The ${attr} field must be a valid UUID.`
              : issue.format === "url"
                ? `The ${attr} field must be a valid URL.`
                : `The ${attr} field format is invalid.`;
        break;
      case "invalid_value":
        message = `The selected ${attr} is invalid.`;
        break;
      case "unrecognized_keys":
        message = `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`;
        break;
      default:
        break;
    }
    (errors[field] ??= []).push(message);
  }
  return errors;
}

const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P02", "57P03", "53300"]);

/** The client closed the connection while its body was being read (Node's "aborted"): nothing failed on our side. */
export function isClientAbort(error: unknown): boolean {
  return error instanceof Error && error.message === "aborted" && (error as { code?: unknown }).code === "ECONNRESET";
}

/** True when the database could not be reached, so the caller gets 503 and a retry hint rather than 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
    const message = e instanceof Error ? e.message : "";
    if (
      /Connection terminated|timeout exceeded when trying to connect|Connection refused|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres refused the text itself (22021 invalid byte sequence, e.g. a NUL; 22P05 untranslatable character). */
export function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The database's own error (a SQLSTATE `code` of five characters) in an error's cause chain: drizzle wraps it. */
export function databaseErrorOf(
  error: unknown,
): { code: string; message: string; constraint?: string; table?: string; detail?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      const { constraint, table, detail } = e as { constraint?: unknown; table?: unknown; detail?: unknown };
      return {
        code,
        message: e instanceof Error ? e.message : "",
        ...(typeof constraint === "string" ? { constraint } : {}),
        ...(typeof table === "string" ? { table } : {}),
        ...(typeof detail === "string" ? { detail } : {}),
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a missing referenced row is called in a 404, by the table a foreign key points at. */
const referencedRecords: Record<string, string> = {
  payment_methods: "Payment method not found.",
  addresses: "Address not found.",
  products: "Product not found.",
  carts: "Cart not found.",
  orders: "Order not found.",
  subscriptions: "Subscription not found.",
  customers: "Account not found.",
};

/**
 * Backstop for a constraint the database enforced because a concurrent change got there first (domain code checks
 * and locks for the ordinary case): a foreign key whose row has just gone → 404 naming it; a row still referenced,
 * or a unique value just taken → 409. Anything else → undefined (a real fault: 500, logged).
 */
export function constraintViolation(error: unknown): ApiError | undefined {
  const db = databaseErrorOf(error);
  if (!db) return undefined;
  if (db.code === "23503") {
    if (/still referenced/i.test(`${db.detail ?? ""} ${db.message}`))
      return new ApiError(409, { message: "This record is still in use and cannot be removed.", code: "still_referenced" });
    // The detail names the referenced table; drizzle's constraint names end with it (`…_payment_methods_id_fk`).
    const table =
      /is not present in table "([^"]+)"/.exec(db.detail ?? "")?.[1] ??
      Object.keys(referencedRecords).find((t) => db.constraint?.endsWith(`_${t}_id_fk`));
    return new ApiError(404, {
      message: (table && referencedRecords[table]) ?? "A record this request refers to no longer exists.",
      code: "not_found",
    });
  }
  if (db.code === "23505")
    return new ApiError(409, {
      message: "This was changed by another request at the same moment. Reload and try again.",
      code: "concurrent_change",
    });
  return undefined;
}

/** The one place domain errors become HTTP answers; a domain error's `code` travels in `{message}` and 422 bodies. */
export function toApiError(error: DomainError): ApiError {
  const answer = statusAndBody(error);
  if (!error.code) return answer;
  return new ApiError(answer.status, { ...answer.body, code: error.code }, answer.headers);
}

function statusAndBody(error: DomainError): ApiError {
  if (error instanceof UnauthenticatedError) return ApiError.unauthenticated();
  if (error instanceof SubscriptionNotFoundError) return new ApiError(404, { error: error.message });
  if (error instanceof MovedError) return new ApiError(404, { message: error.message, redirectTo: error.redirectTo });
  if (error instanceof NotFoundError) return ApiError.notFound(error.message);
  if (error instanceof StillRunningError)
    return new ApiError(409, { message: error.message, code: "idempotency_in_flight" }, { "Retry-After": String(error.retryAfterSeconds) });
  if (error instanceof StoreNotReadyError) return new ApiError(409, { message: error.message, code: "store_not_ready" });
  if (error instanceof ConflictError) return new ApiError(409, { message: error.message });
  if (error instanceof ForbiddenError) return new ApiError(403, { message: error.message });
  if (error instanceof ExpiredError) return new ApiError(410, { message: error.message });
  if (error instanceof InvalidInputError) return ApiError.validation(error.errors);
  if (error instanceof NothingToReorderError)
    return new ApiError(422, {
      success: false,
      message: error.message,
      itemsAdded: 0,
      itemsSkipped: error.itemsSkipped,
      code: "nothing_to_reorder",
    });
  if (error instanceof PaymentDeclinedError) return new ApiError(402, { message: error.message });
  if (error instanceof RateLimitedError) return ApiError.tooManyRequests(error.retryAfterSeconds, error.message);
  // No Retry-After: waiting does not help until the server's settings change.
  if (error instanceof NotConfiguredError) return new ApiError(503, { message: error.message });
  if (error instanceof DependencyUnavailableError) return ApiError.unavailable();
  throw error;
}

export { DomainError };
