/**
 * @storefront/sdk: a typed client of the Storefront API. The types are generated from the API's OpenAPI document
 * (src/generated/, by `npm run sdk:generate` in the repository); requests go through openapi-fetch with a small
 * layer for tokens, idempotency keys and retries (client.ts).
 */
export { createStorefrontClient } from "./client.js";
export { StorefrontApiError, errorDocUrl, errorOf, isDeclaredCode, isStorefrontApiError } from "./errors.js";
export { operationErrorCodes } from "./generated/error-codes.js";
export { retryAfterMs } from "./retry.js";
export { sandboxCardToken } from "./sandbox.js";
export { verifyWebhook, WebhookVerificationError } from "./webhooks.js";
export { operationTokens } from "./generated/tokens.js";
