import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { getEnv } from "../env";
import type { AnyOperation } from "./operation";
import { operationList } from "./registry";
import { nameComponents } from "./openapi-components";

/**
 * The OpenAPI 3.1 document, generated from the operation registry: the same zod schemas validate requests
 * and shape responses, and the same declarations feed the route files.
 */
const messageError = z.object({ message: z.string() });
const validationError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

const headerSchemas = {
  retryAfter: { description: "Seconds to wait before retrying.", schema: { type: "integer" as const, minimum: 1 } },
  requestId: { description: "The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem.", schema: { type: "string" as const } },
  cacheControl: { description: "How long the answer may be cached.", schema: { type: "string" as const } },
  replayed: { description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key.", schema: { type: "string" as const, enum: ["true"] } },
  xCache: { description: "Whether the answer came from the server's cache: `hit`, `stale` (being refreshed) or `miss`.", schema: { type: "string" as const, enum: ["hit", "stale", "miss"] } },
};

const securityName = { api: "apiToken", account: "accountToken", operator: "operatorToken" } as const;

function jsonContent(schema: z.ZodType, description: string, headers: ResponseConfig["headers"] = {}): ResponseConfig {
  return { description, headers, content: { "application/json": { schema } } };
}

function responsesOf(op: AnyOperation): Record<number, ResponseConfig> {
  const common = { "X-Request-Id": headerSchemas.requestId };
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  const successHeaders: ResponseConfig["headers"] = { ...common, "Cache-Control": headerSchemas.cacheControl };
  if (idempotent) successHeaders["Idempotent-Replayed"] = headerSchemas.replayed;
  if (op.cacheStatus) successHeaders["X-Cache"] = headerSchemas.xCache;
  const responses: Record<number, ResponseConfig> = {
    [op.status ?? 200]: op.contentType
      ? { description: op.summary, headers: successHeaders, content: { [op.contentType]: { schema: op.output } } }
      : jsonContent(op.output, op.status === 201 ? "Created." : "Success.", successHeaders),
  };
  const add = (status: number, description: string, schema: z.ZodType = messageError, headers: ResponseConfig["headers"] = {}) => {
    responses[status] = jsonContent(schema, description, { ...common, ...headers });
  };
  if (op.body) {
    add(400, "The body is not valid JSON.");
    add(413, "The body is larger than 64 KiB.");
  }
  if (op.token !== "public") add(401, 'Missing, invalid, expired, revoked or wrong-kind token: `{message: "Unauthenticated."}`.');
  if (op.body || op.query) add(422, "Validation failed; `message` names the first failing field, `errors` lists every field's messages.", validationError);
  if (op.rateLimit) add(429, "Too many requests; retry after Retry-After.", messageError, { "Retry-After": headerSchemas.retryAfter });
  if (idempotent) add(409, "A request with this Idempotency-Key is still running; retry after Retry-After.", messageError, { "Retry-After": headerSchemas.retryAfter });
  for (const [status, spec] of Object.entries(op.errors ?? {})) {
    if (!spec) continue;
    if (typeof spec === "string") add(Number(status), spec);
    else add(Number(status), spec.description, spec.schema);
  }
  if (op.token !== "public")
    add(503, "Temporarily unavailable (database unreachable or too slow); retry after Retry-After.", messageError, { "Retry-After": headerSchemas.retryAfter });
  return responses;
}

function routeConfigOf(op: AnyOperation & { operationId: string }): RouteConfig {
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  const request: RouteConfig["request"] = {};
  if (op.params) request.params = op.params as RouteConfig["request"] extends { params?: infer P } ? P : never;
  if (op.query) request.query = op.query as never;
  if (op.body) request.body = { required: true, content: { "application/json": { schema: op.body } } };
  if (idempotent)
    request.headers = z.object({
      "Idempotency-Key": z
        .string()
        .min(1)
        .max(255)
        .optional()
        .describe(
          "Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours.",
        ),
    });
  return {
    method: op.method.toLowerCase() as RouteConfig["method"],
    path: op.path,
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    request,
    responses: responsesOf(op),
    security: op.token === "public" ? [] : [{ [securityName[op.token]]: [] }],
    ...(op.extension ? { "x-storefront-extension": true } : {}),
  };
}

/**
 * zod-to-openapi renders a nullable named schema as `allOf: [{$ref}, {type: [object, null]}]`, which no null
 * satisfies (allOf needs the $ref too): rewrite it as `anyOf: [{$ref}, {type: null}]`.
 */
function fixNullableRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fixNullableRefs);
  if (!value || typeof value !== "object") return value;
  const node = value as Record<string, unknown>;
  const allOf = node.allOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(allOf) && allOf.length === 2 && typeof allOf[0]?.$ref === "string" && Array.isArray(allOf[1]?.type) && (allOf[1].type as string[]).includes("null")) {
    const { allOf: _, ...rest } = node;
    return { ...rest, anyOf: [allOf[0], { type: "null" }] };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fixNullableRefs(v)]));
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  nameComponents();
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiToken", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "API token identifying the store (tenant). Issued by the seed or `npm run cli -- token create`.",
  });
  registry.registerComponent("securitySchemes", "accountToken", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Account token of a signed-in customer, from POST /account/login or /account/register.",
  });
  registry.registerComponent("securitySchemes", "operatorToken", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Short-lived operator token for content edits, from `npm run cli -- operator-token create --tenant <id>`.",
  });
  for (const op of operationList) {
    if (op.path === "/openapi.json") continue;
    registry.registerPath(routeConfigOf(op));
  }
  const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Storefront API",
      version: "1.0.0",
      description:
        "Tenant-scoped storefront API. Operations marked `x-storefront-extension: true` go beyond the published specification (account sign-in, lists the storefront needs, the sandbox payment provider).",
    },
    servers: [{ url: `${getEnv().APP_URL}/api/v1` }],
  });
  cached = fixNullableRefs(generated) as typeof generated;
  return cached;
}
