/**
 * Errors that domain code (lib/<domain>) throws. They carry meaning, not HTTP: only lib/http maps them to
 * statuses and wire bodies (lib/http/errors.ts `toApiError`).
 */
export abstract class DomainError extends Error {
  /**
   * A stable snake_case code for clients to branch on (docs/errors.md: `out_of_stock`, `payment_declined`,
   * `hold_expired`…). Optional: set it where one error status has several meanings; the wire body carries it as `code`.
   */
  code?: string;

  /** Sets `code` and returns the error, so a throw site reads `throw new ConflictError("…").withCode("out_of_stock")`. */
  withCode(code: string): this {
    this.code = code;
    return this;
  }
}

/** The record does not exist for this tenant (or customer). → 404 {message} */
export class NotFoundError extends DomainError {
  override readonly name: string = "NotFoundError";
}

/**
 * The page or post was renamed: its old slug answers 404 with `redirectTo`, the slug it has now, so a client can
 * follow it (the storefront answers 308). → 404 {message, redirectTo}
 */
export class MovedError extends NotFoundError {
  override readonly name = "MovedError";
  constructor(
    message: string,
    readonly redirectTo: string,
  ) {
    super(message);
  }
}

/** The record is in a state that refuses the change (cancelled subscription, stock taken by another buyer). → 409 {message} */
export class ConflictError extends DomainError {
  override readonly name = "ConflictError";
}

/**
 * The store lacks something every priced answer needs (a market: its currency, tax terms and countries), which only an
 * owner can add; the message names what is missing. → 409 {message, code: "store_not_ready"}
 */
export class StoreNotReadyError extends DomainError {
  override readonly name = "StoreNotReadyError";
}

/** The error a priced read or cart change throws in a store that has no market yet. */
export function noMarketYet(): StoreNotReadyError {
  return new StoreNotReadyError("The store has no market yet: an owner must add one.");
}

/** Input that is well-formed but breaks a rule; `errors` names each field. → 422 {message, errors} */
export class InvalidInputError extends DomainError {
  override readonly name = "InvalidInputError";
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? "The given data was invalid.");
  }
}

/** The payment gateway refused the charge. → 402 {message} */
export class PaymentDeclinedError extends DomainError {
  override readonly name = "PaymentDeclinedError";
}

/** The caller's credentials are missing, invalid, expired, revoked or of the wrong kind. → 401 {message: "Unauthenticated."} */
export class UnauthenticatedError extends DomainError {
  override readonly name = "UnauthenticatedError";
  constructor() {
    super("Unauthenticated.");
  }
}

/** The caller is who they say but may not do this (a staff member at an owner's operation). → 403 {message} */
export class ForbiddenError extends DomainError {
  override readonly name = "ForbiddenError";
}

/** The record existed but can no longer be used (an expired payment setup). → 410 {message} */
export class ExpiredError extends DomainError {
  override readonly name = "ExpiredError";
}

/** A request still running holds the resource (an Idempotency-Key in use); retry after a moment. → 409 {message} + Retry-After */
export class StillRunningError extends DomainError {
  override readonly name = "StillRunningError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Something this server needs is not set up (no payment provider): not a fault, nor over by retrying. → 503 {message} */
export class NotConfiguredError extends DomainError {
  override readonly name = "NotConfiguredError";
}

/** A service this server depends on (the media bucket) refused or failed; retrying later may succeed. → 503 + Retry-After */
export class DependencyUnavailableError extends DomainError {
  override readonly name = "DependencyUnavailableError";
}

/** A named rate limit is spent for this caller. → 429 {message} + Retry-After */
export class RateLimitedError extends DomainError {
  override readonly name = "RateLimitedError";
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests. Please try again later.",
  ) {
    super(message);
  }
}

/**
 * The subscription a payment setup names is not the caller's (or does not exist). The spec answers this one
 * with `{error}` rather than `{message}` (spec 4.10). → 404 {error}
 */
export class SubscriptionNotFoundError extends NotFoundError {
  override readonly name = "SubscriptionNotFoundError";
  constructor() {
    super("Subscription not found.");
  }
}

/** Buy again found nothing it could add to the cart; the outcome counts travel with it. → 422 {success: false, message, itemsAdded, itemsSkipped} */
export class NothingToReorderError extends DomainError {
  override readonly name = "NothingToReorderError";
  constructor(
    message: string,
    readonly itemsSkipped: number,
  ) {
    super(message);
  }
}
