import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { getEnv } from "../env";
import type { AnyOperation } from "./operation";
import { operationList } from "./registry";
import examples from "./examples.json";
import { nameComponents } from "./openapi-components";

/**
 * The OpenAPI 3.1 document, generated from the operation registry: the same zod schemas validate requests
 * and shape responses, and the same declarations feed the route files.
 */
const errorCode = z
  .string()
  .optional()
  .describe("A stable snake_case code where one status has several meanings (for example `out_of_stock`, `payment_declined`).");
const messageError = z.object({ message: z.string(), code: errorCode });
const validationError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), code: errorCode });

const headerSchemas = {
  retryAfter: { description: "Seconds to wait before retrying.", schema: { type: "integer" as const, minimum: 1 } },
  requestId: {
    description: "The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem.",
    schema: { type: "string" as const },
  },
  cacheControl: { description: "How long the answer may be cached.", schema: { type: "string" as const } },
  replayed: {
    description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key.",
    schema: { type: "string" as const, enum: ["true"] },
  },
  xCache: {
    description: "Whether the answer came from the server's cache: `hit`, `stale` (being refreshed) or `miss`.",
    schema: { type: "string" as const, enum: ["hit", "stale", "miss"] },
  },
  etag: {
    description:
      "A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed.",
    schema: { type: "string" as const },
  },
};

/** One tag per domain, in the order the reference shows them. */
const tagDescriptions: Record<string, string> = {
  CMS: "Published CMS pages and blog posts.",
  Search: "Full-text search across the catalogue and content.",
  Catalog: "Products, collections and events.",
  Subscriptions: "Subscription packages and the customer's subscriptions.",
  Settings: "Store settings: the visitor's market.",
  Messaging: "Visitor messages (the contact form).",
  Account: "Customer accounts: sign-in, profile, password reset, saved addresses.",
  Orders: "The customer's orders and buying again.",
  Carts: "The customer's cart.",
  Rewards: "The rewards programme's points.",
  Payments: "Saved payment methods and the hosted payment provider.",
  Operator: "Content edits with a short-lived operator token (extension).",
  Events: "Tickets for events: seats held in carts, the customer's tickets, check-in at the door.",
  Platform: "The API's own description.",
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
  if (op.method === "GET" && (op.responseCache || /\bpublic\b/.test(op.cache?.["cache-control"] ?? "")))
    successHeaders.ETag = headerSchemas.etag;
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
    add(415, "A body sent with a Content-Type other than `application/json` (or a `+json` type).");
  }
  if (op.token !== "public") add(401, 'Missing, invalid, expired, revoked or wrong-kind token: `{message: "Unauthenticated."}`.');
  if (op.body || op.query)
    add(422, "Validation failed; `message` names the first failing field, `errors` lists every field's messages.", validationError);
  if (op.rateLimit) add(429, "Too many requests; retry after Retry-After.", messageError, { "Retry-After": headerSchemas.retryAfter });
  if (idempotent)
    add(409, "A request with this Idempotency-Key is still running; retry after Retry-After.", messageError, {
      "Retry-After": headerSchemas.retryAfter,
    });
  for (const [status, spec] of Object.entries(op.errors ?? {})) {
    if (!spec) continue;
    if (typeof spec === "string") add(Number(status), spec);
    else add(Number(status), spec.description, spec.schema);
  }
  if (op.token !== "public")
    add(503, "Temporarily unavailable (database unreachable or too slow); retry after Retry-After.", messageError, {
      "Retry-After": headerSchemas.retryAfter,
    });
  return responses;
}

function routeConfigOf(op: AnyOperation & { operationId: string }): RouteConfig {
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  const request: RouteConfig["request"] = {};
  if (op.params) request.params = op.params as RouteConfig["request"] extends { params?: infer P } ? P : never;
  if (op.query) request.query = op.query as never;
  if (op.body) request.body = { required: true, content: { "application/json": { schema: op.body } } };
  request.headers = z.object({
    "X-Request-Id": z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,128}$/)
      .optional()
      .describe(
        "Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one.",
      ),
    ...(op.token !== "operator" &&
      op.token !== "public" && {
        "X-Buyer-IP": z
          .string()
          .optional()
          .describe(
            "With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token.",
          ),
      }),
    ...((op.token === "account" || op.token === "shopper") && {
      "X-Api-Token": z
        .string()
        .optional()
        .describe(
          "Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401.",
        ),
    }),
    ...(idempotent && {
      "Idempotency-Key": z
        .string()
        .min(1)
        .max(255)
        .optional()
        .describe(
          "Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours.",
        ),
    }),
  });
  return {
    method: op.method.toLowerCase() as RouteConfig["method"],
    path: op.path,
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    request,
    responses: responsesOf(op),
    security:
      op.token === "public" ? [] : op.token === "shopper" ? [{ apiToken: [] }, { accountToken: [] }] : [{ [securityName[op.token]]: [] }],
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
  if (
    Array.isArray(allOf) &&
    allOf.length === 2 &&
    typeof allOf[0]?.$ref === "string" &&
    Array.isArray(allOf[1]?.type) &&
    (allOf[1].type as string[]).includes("null")
  ) {
    const { allOf: _, ...rest } = node;
    return { ...rest, anyOf: [allOf[0], { type: "null" }] };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fixNullableRefs(v)]));
}

type Example = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; status: number; response: unknown };
type DocOperation = {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

/**
 * Attaches the demo store's examples (lib/api/examples.json, recorded by tests/api/platform/openapi-examples.test.ts)
 * to each operation's parameters, request body and the response it answered.
 */
function attachExamples(paths: Record<string, Record<string, DocOperation>>): void {
  const recorded = examples as Record<string, Example>;
  for (const op of operationList) {
    const example = recorded[op.operationId];
    const entry = paths[op.path]?.[op.method.toLowerCase()];
    if (!example || !entry) continue;
    for (const parameter of entry.parameters ?? []) {
      const value =
        parameter.in === "path" ? example.params?.[parameter.name] : parameter.in === "query" ? example.query?.[parameter.name] : undefined;
      if (value !== undefined) parameter.example = parameter.in === "query" && /^\d+$/.test(value) ? Number(value) : value;
    }
    const body = entry.requestBody?.content["application/json"];
    if (body && example.body !== undefined) body.example = example.body;
    const response = entry.responses[String(example.status)]?.content?.["application/json"];
    if (response) response.example = example.response;
  }
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
  const used = new Set(operationList.map((op) => op.tag));
  const tagList = Object.entries(tagDescriptions)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  for (const tag of used) if (!tagDescriptions[tag]) tagList.push({ name: tag, description: `${tag} operations.` });
  for (const op of operationList) {
    // The document does not describe itself.
    if (op.operationId === "getOpenApiDocument") continue;
    registry.registerPath(routeConfigOf(op));
  }
  const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Storefront API",
      version: "1.0.0",
      contact: { name: "Storefront API reference", url: `${getEnv().APP_URL}/docs/api` },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "Tenant-scoped storefront API. Operations marked `x-storefront-extension: true` go beyond the published specification (account sign-in, lists the storefront needs, the sandbox payment provider).",
    },
    // Relative to this document (served at /api/v1/openapi.json), so it is right on every deployment.
    servers: [{ url: "/api/v1", description: "This deployment" }],
    tags: tagList,
  });
  cached = fixNullableRefs(generated) as typeof generated;
  attachExamples(cached.paths as unknown as Record<string, Record<string, DocOperation>>);
  return cached;
}
