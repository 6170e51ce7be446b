import { errorCodeStatus, type ErrorCode } from "../errors/codes";
import type { AnyOperation } from "./operation";
import { operationErrorCodes } from "./operation-error-codes";

/**
 * The codes an operation's error answers can carry: those every operation of its shape answers (from its token, body,
 * parameters, limits; below) and its own, declared by operationId in lib/api/operation-error-codes.ts. The OpenAPI
 * document closes each error response's `code` to these (lib/api/openapi.ts), the SDK types its errors with them, and
 * the API test suite fails on an error answer whose code its operation does not declare (tests/support/http.ts).
 */
export function commonErrorCodes(op: AnyOperation): ErrorCode[] {
  // Any path may arrive with broken percent-encoding, refused before it reaches an operation.
  const codes: ErrorCode[] = ["server_error", "service_unavailable", "malformed_path"];
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  if (op.token !== "public") codes.push("unauthenticated");
  // A private token's malformed X-Buyer-IP is a 422 naming the header.
  if (op.token !== "public" && op.token !== "operator") codes.push("validation_failed");
  if (op.ownerOnly) codes.push("owner_only");
  if (op.params) codes.push("not_found");
  if (op.body || op.query) codes.push("validation_failed");
  if (op.body && !op.multipart) codes.push("invalid_json", "body_too_large", "unsupported_media_type");
  if (op.multipart) codes.push("invalid_multipart", "file_too_large", "body_too_large", "unsupported_media_type");
  if (op.body) codes.push("bad_request");
  // Text Postgres cannot store (a NUL byte) in a path parameter, the query or the body.
  if (op.params || op.query || op.body) codes.push("unprocessable_text");
  // The server caps every request's body, whether the operation reads one or not.
  if (op.method !== "GET") codes.push("concurrent_change", "body_too_large");
  if (op.method === "DELETE") codes.push("still_referenced");
  if (op.rateLimit) codes.push("rate_limited");
  if (idempotent) codes.push("idempotency_in_flight", "idempotency_key_reused");
  return codes;
}

/** Every code the operation may answer, in the order of their statuses. */
export function declaredErrorCodes(op: AnyOperation & { operationId: string }): ErrorCode[] {
  const own = (operationErrorCodes as Record<string, readonly ErrorCode[] | undefined>)[op.operationId] ?? [];
  return [...new Set([...commonErrorCodes(op), ...own])].sort((a, b) => errorCodeStatus[a] - errorCodeStatus[b] || a.localeCompare(b));
}

/** The declared codes of one status (one error response of the document). */
export function declaredErrorCodesOf(op: AnyOperation & { operationId: string }, status: number): ErrorCode[] {
  return declaredErrorCodes(op).filter((code) => errorCodeStatus[code] === status);
}
