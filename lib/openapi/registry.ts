import { OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/** One registry: every operation registers its zod request and response schemas here. */
export const registry = new OpenAPIRegistry();

export const apiTokenAuth = registry.registerComponent("securitySchemes", "apiToken", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
  description: "API token identifying the store (tenant). Issued by the seed or `npm run cli -- token create`.",
});

export const accountTokenAuth = registry.registerComponent("securitySchemes", "accountToken", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
  description: "Account token of a signed-in customer, from POST /account/login or /account/register.",
});

export const operatorTokenAuth = registry.registerComponent("securitySchemes", "operatorToken", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
  description: "Short-lived operator token for content edits, from `npm run cli -- operator-token create --tenant <id>`.",
});

export const messageError = z.object({ message: z.string() });
export const validationError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });

export const responses = {
  ok: (schema: z.ZodType, description = "Success.") => ({ 200: json(schema, description) }),
  created: (schema: z.ZodType, description = "Created.") => ({ 201: json(schema, description) }),
  unauthenticated: { 401: json(messageError, "Missing, invalid, expired, revoked or wrong-kind token: `{message: \"Unauthenticated.\"}`.") },
  notFound: (description = "Not found.") => ({ 404: json(messageError, description) }),
  validation: { 422: json(validationError, "Validation failed; `message` names the first failing field.") },
  malformed: {
    400: json(messageError, "The body is not valid JSON."),
    413: json(messageError, "The body is larger than 64 KiB."),
  },
  rateLimited: { 429: json(messageError, "Too many requests; see the Retry-After header.") },
  json,
};

/** `shopper`: either the API token (a guest) or an account token (a customer), like the carts. */
type Operation = Omit<RouteConfig, "security"> & { auth: "api" | "account" | "operator" | "shopper" | "none"; extension?: boolean };

const retryAfter = { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" as const } } };
/** Every operation: the database unreachable or the request past its deadline (docs/RELIABILITY.md). */
const unavailable = { 503: { ...json(messageError, "Temporarily unavailable (database unreachable or too slow); retry after Retry-After."), headers: retryAfter } };
/** Every POST with a token: Idempotency-Key (lib/idempotency). */
const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .describe("Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours.");
const inProgress = { 409: { ...json(messageError, "A request with this Idempotency-Key is still running; retry after Retry-After."), headers: retryAfter } };

/** Registers an operation; `extension: true` marks operations beyond the spec (DESIGN.md). */
export function operation({ auth, extension = false, ...config }: Operation): void {
  const idempotent = config.method === "post" && auth !== "none";
  registry.registerPath({
    ...config,
    request: idempotent ? { ...config.request, headers: z.object({ "Idempotency-Key": idempotencyKey }) } : config.request,
    responses: { ...config.responses, ...(idempotent ? inProgress : {}), ...(auth !== "none" ? unavailable : {}) },
    security: auth === "none" ? [] : auth === "shopper" ? [{ apiToken: [] }, { accountToken: [] }] : [{ [`${auth}Token`]: [] }],
    ...(extension ? { "x-storefront-extension": true } : {}),
  });
}
