/**
 * @storefront/sdk: a typed client of the Storefront API. The types are generated from the API's OpenAPI document
 * (src/generated/, by `npm run sdk:generate` in the repository); requests go through openapi-fetch with a small
 * layer for tokens, idempotency keys and retries (client.ts).
 */
export { createStorefrontClient } from "./client.ts";
export type { RequestBody, ResponseData, StorefrontClient, StorefrontClientOptions, StorefrontMethod, Success } from "./client.ts";
export { StorefrontApiError, errorDocUrl, errorOf, isDeclaredCode, isStorefrontApiError } from "./errors.ts";
export type { ErrorCode, ErrorCodeOf, FieldErrors, OperationKey } from "./errors.ts";
export { operationErrorCodes } from "./generated/error-codes.ts";
export { retryAfterMs } from "./retry.ts";
export { sandboxCardToken } from "./sandbox.ts";
export { verifyWebhook, WebhookVerificationError } from "./webhooks.ts";
export type { VerifyWebhookOptions, WebhookEvent, WebhookEventOf, WebhookEventType } from "./webhooks.ts";
export type { SandboxCard } from "./sandbox.ts";
export type { RetryOptions } from "./retry.ts";
export type { components, operations, paths, webhooks } from "./generated/openapi.ts";
export type * from "./generated/schemas.ts";
export { operationTokens } from "./generated/tokens.ts";
export type { TokenKind } from "./generated/tokens.ts";
