/**
 * Errors that domain code (lib/<domain>) throws. They carry meaning, not HTTP: only lib/http maps them to
 * statuses and wire bodies (lib/http/errors.ts `toApiError`).
 */
export abstract class DomainError extends Error {}

/** The record does not exist for this tenant (or customer). → 404 {message} */
export class NotFoundError extends DomainError {
  override readonly name = "NotFoundError";
}

/** The record is in a state that refuses the change (cancelled subscription, stock taken by another buyer). → 409 {message} */
export class ConflictError extends DomainError {
  override readonly name = "ConflictError";
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
