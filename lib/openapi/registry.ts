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

type Operation = Omit<RouteConfig, "security"> & { auth: "api" | "account" | "operator" | "none"; extension?: boolean };

/** Registers an operation; `extension: true` marks operations beyond the spec (DESIGN.md). */
export function operation({ auth, extension = false, ...config }: Operation): void {
  registry.registerPath({
    ...config,
    security: auth === "none" ? [] : [{ [`${auth}Token`]: [] }],
    ...(extension ? { "x-storefront-extension": true } : {}),
  });
}
