import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { getEnv } from "../env";
import { messageError, validationError } from "../errors/schemas";
import { errorCodeStatus, errorDocPath, type ErrorCode } from "../errors/codes";
import { defaultErrorCodes } from "../http/errors";
import { declaredErrorCodesOf } from "./error-codes";
import type { AnyOperation } from "./operation";
import { describedOperationList as operationList } from "./described-operations";
import examples from "./examples.json";
import { derivedExamples } from "./derived-examples";
import { nameComponents } from "./openapi-components";
import { webhookEventTypes } from "../webhooks/events";
import { webhookPayloadName, webhookPayloads } from "./webhook-payloads";

/**
 * The OpenAPI 3.1 document, generated from the operation registry: the same zod schemas validate requests
 * and shape responses, and the same declarations feed the route files. Every body is a named component (names in
 * lib/api/openapi-components.ts), every error answer refers to a named error schema, and the answers every operation
 * of a kind can give (401, 429, 503, 304…) are reusable `components.responses`. tests/unit/openapi-names.test.ts
 * keeps it so.
 */
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
  Webhooks: "The events a store's webhook endpoints receive (the document's `webhooks` section), each a signed POST.",
  CMS: "Published CMS pages and blog posts.",
  Search: "Full-text search across the catalogue and content.",
  Catalog: "Products, collections and events.",
  Subscriptions: "Subscription packages and the customer's subscriptions.",
  Settings: "Store settings: the visitor's market.",
  Messaging: "Visitor messages (the contact form).",
  Forms: "Forms a store builds: the published definition with a proof-of-work challenge, and submissions.",
  Account: "Customer accounts: sign-in, profile, password reset, saved addresses.",
  Orders: "The customer's orders and buying again.",
  Carts: "The customer's cart.",
  Rewards: "The rewards programme's points.",
  Payments: "Saved payment methods and the hosted payment provider.",
  Analytics: "The storefront's beacon of page views and shopping steps (no cookie, no stored address).",
  Operator: "Content edits with a short-lived operator token (extension).",
  Events: "Tickets for events: seats held in carts, the customer's tickets, check-in at the door.",
  Platform: "The API's own description.",
};

const securityName = { api: "apiToken", account: "accountToken", operator: "operatorToken" } as const;

/** An error response's example from its description: its first sentence, and the first `snake_case` code it names. */
function errorExample(status: number, description: string): { message: string; code: string } {
  const named = /`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/.exec(description)?.[1];
  const sentence = description
    .replace(/\s*\(`[a-z_]+`\)/g, "")
    .replace(/`/g, "")
    .split(/(?<=\.)\s/)[0]!
    .trim();
  return { message: sentence.endsWith(".") ? sentence : `${sentence}.`, code: named ?? defaultErrorCodes[status] ?? "bad_request" };
}

const ref = (kind: "schemas" | "responses", name: string) => ({ $ref: `#/components/${kind}/${name}` });
const retryAfter = { "Retry-After": headerSchemas.retryAfter, "X-Request-Id": headerSchemas.requestId };

/**
 * The answers every operation of a kind can give, once (`#/components/responses/<Name>`), each with the named error
 * schema of its body and an example.
 */
const sharedResponses = {
  InvalidJson: {
    status: 400,
    description: "The body is not valid JSON.",
    example: { message: "The request body is not valid JSON.", code: "invalid_json" },
  },
  Unauthenticated: {
    status: 401,
    description: "Missing, invalid, expired, revoked or wrong-kind token.",
    example: { message: "Unauthenticated.", code: "unauthenticated" },
  },
  OwnerOnly: {
    status: 403,
    description: "A staff member's back-office session at an operation only the store's owners may use (`owner_only`).",
    example: { message: "Only the store's owners may do this.", code: "owner_only" },
  },
  NotFound: {
    status: 404,
    description: "Nothing of this store (or this customer) has that id.",
    example: { message: "Not found.", code: "not_found" },
  },
  IdempotencyInFlight: {
    status: 409,
    description: "A request with this Idempotency-Key is still running; retry after Retry-After.",
    example: { message: "A request with this Idempotency-Key is still being processed. Retry shortly.", code: "idempotency_in_flight" },
    headers: retryAfter,
  },
  PayloadTooLarge: {
    status: 413,
    description: "The body is larger than 64 KiB.",
    example: { message: "The request body is too large (limit 64 KiB).", code: "body_too_large" },
  },
  UnsupportedMediaType: {
    status: 415,
    description: "A body sent with a Content-Type other than `application/json` (or a `+json` type).",
    example: { message: "The request body must be JSON, sent with Content-Type: application/json.", code: "unsupported_media_type" },
  },
  ValidationFailed: {
    status: 422,
    description: "Validation failed; `message` names the first failing field, `errors` lists every field's messages.",
    schema: "ValidationError",
    example: {
      message: "The email field must be a valid email address.",
      errors: { email: ["The email field must be a valid email address."] },
      code: "validation_failed",
    },
  },
  TooManyRequests: {
    status: 429,
    description: "Too many requests; retry after Retry-After.",
    example: { message: "Too many requests. Please try again later.", code: "rate_limited" },
    headers: retryAfter,
  },
  Unavailable: {
    status: 503,
    description: "Temporarily unavailable (database unreachable or too slow); retry after Retry-After.",
    example: { message: "The service is temporarily unavailable. Please try again shortly.", code: "service_unavailable" },
    headers: retryAfter,
  },
  ServerError: {
    status: 500,
    description: "Any other error: an unexpected fault, logged under the X-Request-Id (quote it when reporting it).",
    example: { message: "Server error. Please try again later.", code: "server_error" },
  },
} satisfies Record<string, { status: number; description: string; example: unknown; schema?: string; headers?: object }>;

type SharedResponse = keyof typeof sharedResponses;

/** The shared responses some operation refers to (only those are registered: an unused component is a lint warning). */
const usedResponses = new Set<string>();

function registerSharedResponses(registry: OpenAPIRegistry): void {
  for (const [name, r] of Object.entries(sharedResponses)) {
    if (!usedResponses.has(name)) continue;
    const schema = "schema" in r ? r.schema : "MessageError";
    registry.registerComponent("responses", name, {
      description: r.description,
      headers: "headers" in r ? r.headers : { "X-Request-Id": headerSchemas.requestId },
      content: { "application/json": { schema: withCodes(ref("schemas", schema), [r.example.code as ErrorCode]), example: r.example } },
    });
  }
  if (usedResponses.has("NotModified"))
    registry.registerComponent("responses", "NotModified", {
      description: "Not Modified: the `If-None-Match` you sent matches; use the copy you have (no body).",
      headers: { ETag: headerSchemas.etag, "X-Request-Id": headerSchemas.requestId },
    });
}

/** An error body's schema with its `code` closed to the codes this answer can carry. */
function withCodes(schema: object, codes: ErrorCode[]): object {
  return { allOf: [schema, { type: "object", required: ["code"], properties: { code: { type: "string", enum: codes } } }] };
}

/** A schema without the narrowing withCodes added (a shared response's, when an operation answers more codes). */
function unnarrowed(schema: unknown): object | undefined {
  const allOf = (schema as { allOf?: { properties?: { code?: unknown } }[] } | undefined)?.allOf;
  return allOf?.length === 2 && allOf[1]?.properties?.code ? allOf[0] : (schema as object | undefined);
}

type DocResponse = { $ref?: string; description?: string; headers?: object; content?: Record<string, Media> };

/**
 * Closes each error response's `code` to the codes the operation declares for that status (lib/api/error-codes.ts),
 * adds a response for a status only its declared codes name, and keeps a shared response where the operation's
 * codes of its status are exactly the shared one's. An answered status with no declared code is a mistake of the
 * declarations: generating the document throws.
 */
function closeErrorCodes(document: { paths?: object; components?: { responses?: object } }): void {
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, DocResponse> }>>;
  const sharedByName = (document.components?.responses ?? {}) as Record<string, DocResponse>;
  for (const op of operationList) {
    const entry = paths[op.path]?.[op.method.toLowerCase()];
    if (!entry) continue;
    const statuses = new Set(
      [...Object.keys(entry.responses).filter((key) => key === "default" || Number(key) >= 400), ...declaredStatuses(op)].map((key) =>
        key === "default" ? "default" : String(key),
      ),
    );
    for (const key of statuses) {
      const codes = declaredErrorCodesOf(op, key === "default" ? 500 : Number(key));
      if (codes.length === 0)
        throw new Error(`${op.operationId} answers ${key} but declares no code of it (lib/api/operation-error-codes.ts).`);
      const response = entry.responses[key];
      const sharedName = response?.$ref?.split("/").pop();
      const shared = sharedName ? sharedByName[sharedName] : undefined;
      const sharedCode = shared?.content?.["application/json"]?.example as { code?: string } | undefined;
      if (shared && codes.length === 1 && codes[0] === sharedCode?.code) continue;
      const base = shared ?? response;
      const media = base?.content?.["application/json"];
      const list = codes.map((code) => `\`${code}\``).join(", ");
      entry.responses[key] = {
        description: base ? `${base.description} Codes: ${list}.` : `Codes: ${list} (docs/errors.md says what each means).`,
        headers: base?.headers ?? { "X-Request-Id": headerSchemas.requestId },
        content: {
          "application/json": {
            schema: withCodes(
              unnarrowed(media?.schema) ??
                ref("schemas", codes.includes("validation_failed") && codes.length === 1 ? "ValidationError" : "MessageError"),
              codes,
            ),
            example:
              media?.example !== undefined && codes.includes((media.example as { code?: ErrorCode }).code!)
                ? media.example
                : exampleOf(codes[0]!),
          },
        },
      };
    }
  }
}

/**
 * Removes the shared responses no operation refers to any more: closing the codes gives an operation whose codes of a
 * status differ from the shared response's its own response (an unused component is a lint warning).
 */
function dropUnreferencedResponses(document: { components?: { responses?: object } }): void {
  const responses = document.components?.responses as Record<string, unknown> | undefined;
  if (!responses) return;
  const { responses: _own, ...rest } = document.components!;
  const referenced = new Set(
    [...JSON.stringify({ ...document, components: rest }).matchAll(/"#\/components\/responses\/([A-Za-z0-9_]+)"/g)].map((m) => m[1]),
  );
  for (const name of Object.keys(responses)) if (!referenced.has(name)) delete responses[name];
}

/** An example body of a code the operation's recorded examples do not show. */
function exampleOf(code: ErrorCode): object {
  const message = `An error of code ${code} (docs/errors.md).`;
  return code === "validation_failed" ? { message, errors: { field: [message] }, code } : { message, code };
}

function declaredStatuses(op: AnyOperation & { operationId: string }): string[] {
  const statuses = new Set<number>();
  for (const status of Object.values(errorCodeStatus)) if (declaredErrorCodesOf(op, status).length) statuses.add(status);
  return [...statuses].map((status) => (status === 500 ? "default" : String(status)));
}

/** The `ErrorCode` component as one `const` per code, each with its entry on the errors page (`externalDocs`). */
function documentErrorCodes(document: { components?: { schemas?: Record<string, unknown> } }): void {
  const schemas = document.components?.schemas;
  const current = schemas?.ErrorCode as { description?: string } | undefined;
  if (!schemas || !current) return;
  schemas.ErrorCode = {
    type: "string",
    description: current.description,
    oneOf: (Object.keys(errorCodeStatus) as ErrorCode[]).map((code) => ({
      const: code,
      description: `HTTP ${errorCodeStatus[code]}.`,
      externalDocs: { url: `${getEnv().APP_URL}${errorDocPath(code)}` },
    })),
  };
}

/** A GET whose answer carries an ETag (kept serialized, or shared-cacheable): it honours If-None-Match with 304. */
const isConditional = (op: AnyOperation) =>
  op.method === "GET" && Boolean(op.responseCache || /\bpublic\b/.test(op.cache?.["cache-control"] ?? ""));

function responsesOf(op: AnyOperation): RouteConfig["responses"] {
  const common = { "X-Request-Id": headerSchemas.requestId };
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  const successHeaders: ResponseConfig["headers"] = { ...common, "Cache-Control": headerSchemas.cacheControl };
  if (idempotent) successHeaders["Idempotent-Replayed"] = headerSchemas.replayed;
  if (op.cacheStatus) successHeaders["X-Cache"] = headerSchemas.xCache;
  if (isConditional(op)) successHeaders.ETag = headerSchemas.etag;
  const success = op.status ?? 200;
  const responses: RouteConfig["responses"] = {
    [success]: {
      description: op.contentType ? op.summary : success === 201 ? "Created." : "Success.",
      headers: successHeaders,
      content: { [op.contentType ?? "application/json"]: { schema: op.output } },
    },
  };
  const shared = (name: SharedResponse) => (responses[sharedResponses[name].status] = ref("responses", name));
  if (isConditional(op)) responses[304] = ref("responses", "NotModified");
  if (op.body) {
    if (!op.multipart) shared("InvalidJson");
    shared("PayloadTooLarge");
    shared("UnsupportedMediaType");
  }
  if (op.token !== "public") shared("Unauthenticated");
  if (op.ownerOnly) shared("OwnerOnly");
  if (op.params) shared("NotFound");
  if (op.body || op.query) shared("ValidationFailed");
  if (op.rateLimit) shared("TooManyRequests");
  if (idempotent) shared("IdempotencyInFlight");
  for (const [key, spec] of Object.entries(op.errors ?? {})) {
    if (!spec) continue;
    const status = Number(key);
    const { description, schema, example } =
      typeof spec === "string" ? { description: spec, schema: messageError, example: undefined } : spec;
    // An operation's own 409 or 422 adds to the shared meaning of that status (one response per status).
    const also =
      status === 409 && idempotent
        ? ` Also \`idempotency_in_flight\` (with Retry-After): a request with this Idempotency-Key is still running.`
        : status === 422 && (op.body || op.query)
          ? " Also `validation_failed` (ValidationError) when the input is not valid."
          : "";
    const withValidation = status === 422 && (op.body || op.query) && schema !== validationError;
    responses[status] = {
      description: description + also,
      headers: (status === 409 && idempotent) || status === 429 ? retryAfter : common,
      content: {
        "application/json": {
          schema: withValidation ? z.union([schema, validationError]) : schema,
          example: example ?? (schema === messageError ? errorExample(status, description) : undefined),
        },
      },
    };
  }
  shared("Unavailable");
  responses.default = ref("responses", "ServerError");
  for (const response of Object.values(responses))
    if ("$ref" in response && typeof response.$ref === "string") usedResponses.add(response.$ref.split("/").pop()!);
  return responses;
}

function routeConfigOf(op: AnyOperation & { operationId: string }): RouteConfig {
  const idempotent = op.idempotent ?? (op.method === "POST" && op.token !== "public");
  const request: RouteConfig["request"] = {};
  if (op.params) request.params = op.params as RouteConfig["request"] extends { params?: infer P } ? P : never;
  if (op.query) request.query = op.query as never;
  if (op.body)
    request.body = {
      // An empty JSON body counts as {} (lib/http/body.ts): where {} is valid the body may be left out.
      required: Boolean(op.multipart) || !op.body.safeParse({}).success,
      content: { [op.multipart ? "multipart/form-data" : "application/json"]: { schema: op.body } },
    };
  request.headers = z.object({
    ...op.headers?.shape,
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
    ...(isConditional(op) && {
      "If-None-Match": z
        .string()
        .optional()
        .describe("The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body."),
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
  // A recursive schema that takes null itself (JsonValue) is rendered `oneOf: [{$ref}, {type: null}]`, which a null
  // matches twice (oneOf fails): either will do.
  const oneOf = node.oneOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(oneOf) && oneOf.length === 2 && typeof oneOf[0]?.$ref === "string" && oneOf[1]?.type === "null") {
    const { oneOf: _, ...rest } = node;
    return fixNullableRefs({ ...rest, anyOf: oneOf });
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fixNullableRefs(v)]));
}

type Example = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; status: number; response: unknown };
type Media = { schema?: { $ref?: string }; example?: unknown };
type DocOperation = {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};

/**
 * Attaches the demo store's examples (lib/api/examples.json, recorded by tests/api/platform/openapi-examples.test.ts)
 * to each operation's parameters, request body and the response it answered. A success response still without one
 * gets an example derived for it (lib/api/derived-examples.ts), else the recorded answer of another operation with the
 * same named body (every cart operation answers a CartResponse). Error responses carry theirs from responsesOf.
 */
function attachExamples(paths: Record<string, Record<string, DocOperation>>): void {
  const recorded = examples as Record<string, Example>;
  const derived = derivedExamples(recorded);
  const json = (entry: DocOperation, status: number | string) => entry.responses[String(status)]?.content?.["application/json"];
  const byName = new Map<string, unknown>();
  for (const op of operationList) {
    const example = recorded[op.operationId];
    const entry = paths[op.path]?.[op.method.toLowerCase()];
    if (!example || !entry) continue;
    for (const parameter of entry.parameters ?? []) {
      const value =
        parameter.in === "path" ? example.params?.[parameter.name] : parameter.in === "query" ? example.query?.[parameter.name] : undefined;
      if (value !== undefined) parameter.example = parameter.in === "query" && /^\d+$/.test(value) ? Number(value) : value;
    }
    const body = entry.requestBody?.content["application/json"] ?? entry.requestBody?.content["multipart/form-data"];
    // A sample that must change nothing sends a body the schema refuses; its derived example gives a valid one.
    const requestExample = derived[op.operationId]?.body ?? example.body;
    if (body && requestExample !== undefined) body.example = requestExample;
    const response = json(entry, example.status);
    if (response) response.example = example.response;
    if (response?.schema?.$ref && example.status < 300) byName.set(response.schema.$ref, example.response);
  }
  for (const op of operationList) {
    const entry = paths[op.path]?.[op.method.toLowerCase()];
    const success = entry && json(entry, op.status ?? 200);
    if (!success || success.example !== undefined) continue;
    const mine = derived[op.operationId];
    if (mine && mine.status === (op.status ?? 200)) success.example = mine.response;
    else if (success.schema?.$ref && byName.has(success.schema.$ref)) success.example = byName.get(success.schema.$ref);
  }
}

/** Component names, each after the components it refers to (depth first). */
function dependenciesFirst(schemas: Record<string, unknown>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !(name in schemas)) return;
    seen.add(name);
    for (const [, ref] of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(ref!);
    order.push(name);
  };
  for (const name of Object.keys(schemas)) visit(name);
  return order;
}

/**
 * The `webhooks` section: each event the store's endpoints can subscribe to, as the POST it receives (its body, and
 * the signature and event-id headers), so a generated client types the deliveries (lib/api/webhook-payloads.ts).
 */
function registerWebhooks(registry: OpenAPIRegistry): void {
  for (const type of webhookEventTypes)
    registry.registerWebhook({
      method: "post",
      path: type,
      operationId: `webhook_${type.replace(/\./g, "_")}`,
      tags: ["Webhooks"],
      // Your endpoint takes no token of ours: the signature proves the sender.
      security: [],
      summary: `The ${type} event, delivered to each endpoint subscribed to it`,
      description:
        "Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.",
      request: {
        headers: z.object({
          "Storefront-Signature": z
            .string()
            .describe("`t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated."),
          "Storefront-Event-Id": z.uuid().describe("The event's id, as in the body: deduplicate retries by it."),
          "Storefront-Event-Type": z.enum(webhookEventTypes).describe("The event's type, as in the body."),
          "Storefront-Delivery-Id": z.uuid().describe("This delivery (one per endpoint and event), as in the deliveries log."),
        }),
        body: { required: true, content: { "application/json": { schema: webhookPayloads[type] } } },
      },
      responses: { 200: { description: "Any 2xx acknowledges the delivery." } },
    });
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const named = nameComponents(Object.fromEntries(webhookEventTypes.map((type) => [webhookPayloadName(type), webhookPayloads[type]])));
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
  // The document's own operation (tag Platform) is not described, but its tag is, as the document's subject.
  const used = new Set([...operationList.map((op) => op.tag), "Platform", "Webhooks"]);
  const tagList = Object.entries(tagDescriptions)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  for (const tag of used) if (!tagDescriptions[tag]) tagList.push({ name: tag, description: `${tag} operations.` });
  for (const op of operationList) registry.registerPath(routeConfigOf(op));
  registerWebhooks(registry);
  registerSharedResponses(registry);
  const config: Parameters<OpenApiGeneratorV31["generateDocument"]>[0] = {
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
  };
  // Every named schema as itself, before the routes (the error schemas the shared responses name included), and
  // each after the ones it refers to: a schema first met inside another's nullable field would become a nullable
  // component. The first pass finds who refers to whom; the second generates in that order.
  const generate = (schemas: z.ZodType[]) =>
    new OpenApiGeneratorV31([...schemas.map((schema) => ({ type: "schema" as const, schema })), ...registry.definitions]).generateDocument(
      config,
    );
  const first = generate(Object.values(named));
  const generated = generate(dependenciesFirst(first.components?.schemas ?? {}).flatMap((name) => (named[name] ? [named[name]] : [])));
  cached = fixNullableRefs(generated) as typeof generated;
  closeErrorCodes(cached);
  dropUnreferencedResponses(cached);
  documentErrorCodes(cached);
  attachExamples(cached.paths as unknown as Record<string, Record<string, DocOperation>>);
  return cached;
}
