import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { operationList } from "@/lib/api/registry";
import { gatewayNames } from "@/lib/payments/gateways";
import { paymentProvider } from "@/lib/payments/schemas";

/**
 * Checked on the generated OpenAPI document (no server: the document is built from the registry), so it holds for
 * operations added later too: every request, response, envelope and error body is a named component; every error
 * response refers to a named error schema; every JSON response has an example, and every example fits its schema;
 * 401/404/422/429/503 are declared where they can happen; cacheable reads declare If-None-Match, ETag and 304; closed
 * sets are enums and no field is left untyped.
 */
type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Media = { schema?: Schema; example?: unknown };
type Response = { $ref?: string; description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
};

let doc: Document;
const operations: { label: string; path: string; method: string; op: Operation }[] = [];

beforeAll(() => {
  doc = structuredClone(openApiDocument()) as unknown as Document;
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) operations.push({ label: `${method.toUpperCase()} ${path}`, path, method, op });
});

const refName = (ref: string) => ref.split("/").pop()!;
const resolve = (response: Response): Response => (response.$ref ? doc.components.responses[refName(response.$ref)]! : response);
/**
 * The named schemas a body refers to: itself, or the members of a union of named schemas; null when inline. An error
 * body's schema with its `code` closed to the operation's codes (`allOf: [named, {code: enum}]`) names its first part.
 */
function namesOf(schema: Schema | undefined): string[] | null {
  if (!schema) return null;
  if (schema.$ref) return [refName(schema.$ref)];
  const parts = schema.allOf;
  if (parts?.length === 2 && parts[1]?.properties?.code?.enum) return namesOf(parts[0]);
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.every((m) => m.$ref)) return members.map((m) => refName(m.$ref!));
  return null;
}
const isErrorSchema = (name: string) => /(Error|Failed)$/.test(name) && name in doc.components.schemas;
const declared = (op: Operation, status: string) => status in op.responses;
const registered = (label: string) => operationList.find((o) => `${o.method} ${o.path}` === label);

describe("the OpenAPI document names everything", () => {
  it("describes every operation of the registry but its own", () => {
    expect(operations.length).toBe(operationList.length - 1);
  });

  it("every request body is a named schema ($ref), never inline", () => {
    const inline = operations
      .filter(
        ({ op }) =>
          op.requestBody && !(op.requestBody.content["application/json"] ?? op.requestBody.content["multipart/form-data"])?.schema?.$ref,
      )
      .map(({ label }) => label);
    expect(inline).toEqual([]);
  });

  it("every JSON response body is a named schema (or a union of named ones), never inline", () => {
    const inline: string[] = [];
    for (const { label, op } of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        const media = resolve(response).content?.["application/json"];
        if (media && !namesOf(media.schema)) inline.push(`${label} ${status}`);
      }
    expect(inline).toEqual([]);
  });

  it("every object with properties inside a body or a component is itself a named component", () => {
    // An error body's `code` closed to the operation's codes (`allOf: [named error, {code: enum}]`) narrows a named
    // schema; it is the one inline object the document keeps.
    const isCodeNarrowing = (schema: Schema) =>
      schema.allOf?.length === 2 && namesOf(schema.allOf[0]) !== null && Object.keys(schema.allOf[1]?.properties ?? {}).join() === "code";
    const inline: string[] = [];
    const visit = (schema: Schema | undefined, path: string, named: boolean) => {
      if (!schema || typeof schema !== "object" || schema.$ref) return;
      if (isCodeNarrowing(schema)) return;
      if (!named && Object.keys(schema.properties ?? {}).length) inline.push(path);
      for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${path}.${name}`, false);
      visit(schema.items, `${path}[]`, false);
      if (typeof schema.additionalProperties === "object") visit(schema.additionalProperties as Schema, `${path}{}`, false);
      for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(member, path, false);
      for (const member of schema.allOf ?? []) visit(member, path, named);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, name, true);
    for (const [name, response] of Object.entries(doc.components.responses))
      for (const media of Object.values(response.content ?? {})) visit(media.schema, `responses.${name}`, false);
    for (const { label, op } of operations) {
      for (const media of Object.values(op.requestBody?.content ?? {})) visit(media.schema, `${label} body`, false);
      for (const [status, response] of Object.entries(op.responses))
        for (const media of Object.values(response.content ?? {})) visit(media.schema, `${label} ${status}`, false);
    }
    const webhooks = (doc as unknown as { webhooks: Record<string, Record<string, Operation>> }).webhooks;
    for (const [event, item] of Object.entries(webhooks))
      for (const op of Object.values(item))
        for (const media of Object.values(op.requestBody?.content ?? {})) visit(media.schema, `webhook ${event}`, false);
    expect(inline).toEqual([]);
  });

  it("no schema an answer can carry has a default: a default only ever makes a request's field optional", () => {
    // The SDK's types take a property with a default as optional (defaultNonNullable off): an answer's always-present
    // field with a default would lose its certainty there.
    const answers = new Set<string>();
    const queue: string[] = [];
    const collect = (value: unknown) => {
      for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) queue.push(name!);
    };
    for (const { op } of operations) for (const response of Object.values(op.responses)) collect(resolve(response));
    collect((doc as unknown as { webhooks: unknown }).webhooks);
    while (queue.length) {
      const name = queue.pop()!;
      if (answers.has(name)) continue;
      answers.add(name);
      collect(doc.components.schemas[name]);
    }
    const defaulted = [...answers].filter((name) => /"default":/.test(JSON.stringify(doc.components.schemas[name]?.properties ?? {})));
    // `default` as a property's name (a saved card's) is no default.
    const withDefault = defaulted.filter((name) =>
      Object.values(doc.components.schemas[name]!.properties ?? {}).some((property) => "default" in property),
    );
    expect(withDefault).toEqual([]);
  });

  it("the guest checkout's answer always carries its access token", () => {
    expect(doc.paths["/checkout"]!.post!.responses["201"]!.content!["application/json"]!.schema!.$ref).toBe(
      "#/components/schemas/GuestCheckoutOrderResponse",
    );
    expect(doc.components.schemas.GuestCheckoutOrder!.required).toContain("accessToken");
    expect(doc.components.schemas.CheckoutOrder!.properties).not.toHaveProperty("accessToken");
  });

  it("every error response refers to named error schemas (…Error, or the spec's BuyAgainFailed)", () => {
    const unnamed: string[] = [];
    for (const { label, op } of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        if (status !== "default" && Number(status) < 400) continue;
        const names = namesOf(resolve(response).content?.["application/json"]?.schema);
        if (!names || !names.every(isErrorSchema)) unnamed.push(`${label} ${status}: ${names?.join(", ") ?? "inline"}`);
      }
    expect(unnamed).toEqual([]);
    for (const name of ["MessageError", "ValidationError", "SubscriptionNotFoundError"]) {
      const schema = doc.components.schemas[name]!;
      expect((schema.required as string[] | undefined) ?? [], name).toContain("code");
    }
  });

  it("every JSON response has an example, and every example fits its schema", { timeout: 60_000 }, () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components });
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    /** One validator per distinct schema (most are one $ref shared by many responses). */
    const validator = (schema: Schema) => {
      const key = JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"doc#/');
      let validate = compiled.get(key);
      if (!validate) compiled.set(key, (validate = ajv.compile(JSON.parse(key) as object)));
      return validate;
    };
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const { label, op } of operations) {
      const media: [string, Media][] = Object.entries(op.responses).flatMap(([status, r]) => {
        const m = resolve(r).content?.["application/json"];
        return m ? [[status, m] as [string, Media]] : [];
      });
      const body = op.requestBody?.content["application/json"];
      if (body) media.push(["request", body]);
      for (const [status, m] of media) {
        if (m.example === undefined) {
          if (status !== "request") missing.push(`${label} ${status}`);
          continue;
        }
        // A recorded request body may be one the operation refuses (its sample's 4xx answer is the example).
        if (status === "request") continue;
        const validate = validator(m.schema!);
        if (!validate(m.example))
          wrong.push(`${label} ${status}: ${(validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}`).join("; ")}`);
      }
    }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("declares 401 for token operations, 404 for path parameters, 422 for input, 429 for limits, 503 and a default everywhere", () => {
    const gaps: string[] = [];
    for (const { label, op } of operations) {
      const def = registered(label);
      if (!def) {
        gaps.push(`${label}: not in the registry`);
        continue;
      }
      const want: string[] = ["503", "default"];
      if (def.token !== "public") want.push("401");
      if (op.parameters?.some((p) => p.in === "path")) want.push("404");
      if (def.body || def.query) want.push("422");
      if (def.rateLimit) want.push("429");
      for (const status of want) if (!declared(op, status)) gaps.push(`${label} ${status}`);
      for (const status of ["401", "404", "422", "429", "503"])
        if (declared(op, status) && !namesOf(resolve(op.responses[status]!).content?.["application/json"]?.schema))
          gaps.push(`${label} ${status} has no named body`);
      for (const status of ["429", "503"])
        if (declared(op, status) && !resolve(op.responses[status]!).headers?.["Retry-After"]) gaps.push(`${label} ${status} Retry-After`);
    }
    expect(gaps).toEqual([]);
    // The counts the issue asked for, from nothing.
    expect(operations.filter(({ op }) => declared(op, "429")).length).toBeGreaterThanOrEqual(10);
    expect(operations.every(({ op }) => declared(op, "503"))).toBe(true);
  });

  it("declares conditional requests: If-None-Match, ETag and 304 on every cached read", () => {
    const gaps: string[] = [];
    for (const { label, op } of operations) {
      const def = registered(label);
      if (!def || def.method !== "GET") continue;
      const conditional = Boolean(def.responseCache) || /\bpublic\b/.test(def.cache?.["cache-control"] ?? "");
      if (!conditional) continue;
      if (!op.parameters?.some((p) => p.in === "header" && p.name === "If-None-Match")) gaps.push(`${label} If-None-Match`);
      if (!resolve(op.responses[String(def.status ?? 200)]!).headers?.ETag) gaps.push(`${label} ETag`);
      if (!declared(op, "304")) gaps.push(`${label} 304`);
    }
    expect(gaps).toEqual([]);
    const cached = operationList.filter((o) => o.responseCache && o.operationId !== "getOpenApiDocument");
    expect(cached.length).toBeGreaterThan(5);
  });
});

describe("closed sets are enums, and nothing is untyped", () => {
  /** Every string field, anywhere in the components, whose name says it is one of a few values. */
  const closedNames = /^(status|kind|type|cardType|provider|paymentMethod|pricingType|subscriptionType|outcome|finalAction|failureCode)$/;

  /** The schema itself: a $ref followed, an `allOf` (a named schema with its own description) merged. */
  function deref(schema: Schema): Schema {
    if (schema.$ref) return deref(doc.components.schemas[refName(schema.$ref)]!);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(deref), { ...schema, allOf: undefined }) as Schema;
    return schema;
  }

  function enumerated(schema: Schema): boolean {
    const s = deref(schema);
    if (s.enum || "const" in s) return true;
    const members = s.anyOf ?? s.oneOf;
    if (members) return members.every((m) => m.type === "null" || enumerated(m));
    return false;
  }

  /** Walks a schema, calling `visit` on every property (and a map's values, `{}`) with its dotted path. */
  function walk(schema: Schema, path: string, visit: (path: string, name: string, property: Schema) => void): void {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      visit(`${path}.${name}`, name, property);
      walk(property, `${path}.${name}`, visit);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
      visit(`${path}{}`, "{}", schema.additionalProperties as Schema);
      walk(schema.additionalProperties as Schema, `${path}{}`, visit);
    }
    if (schema.items) walk(schema.items, `${path}[]`, visit);
    for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(member, path, visit);
  }

  const isString = (schema: Schema): boolean => {
    const s = deref(schema);
    const members = s.anyOf ?? s.oneOf;
    if (members) return members.some(isString);
    return s.type === "string" || (Array.isArray(s.type) && s.type.includes("string"));
  };

  it("every status, kind, type, card type, provider … field of a response is an enum", () => {
    const plain: string[] = [];
    for (const [component, schema] of Object.entries(doc.components.schemas)) {
      if (/(Input|Patch)$/.test(component)) continue;
      walk(schema, component, (path, name, property) => {
        if (closedNames.test(name) && isString(property) && !enumerated(property)) plain.push(path);
      });
    }
    expect(plain).toEqual([]);
  });

  it("the fields the issue named are enums", () => {
    const field = (component: string, ...path: string[]) => {
      let schema = doc.components.schemas[component]!;
      for (const key of path) {
        schema = deref(key === "[]" ? schema.items! : schema.properties![key]!);
        const members = schema.anyOf?.filter((m) => m.type !== "null");
        if (members?.length === 1) schema = deref(members[0]!);
      }
      return schema;
    };
    const named: [string, ...string[]][] = [
      ["Subscription", "status"],
      ["OrderLine", "kind"],
      ["OrderSummary", "status"],
      ["OrderDetail", "kind"],
      ["OrderDetail", "status"],
      ["OrderDetailLine", "kind"],
      ["OperatorOrderSummary", "status"],
      ["PointsTransaction", "type"],
      ["SavedPaymentMethod", "cardType"],
      ["SavedPaymentMethod", "provider"],
      ["SavedPaymentMethod", "paymentMethod"],
      ["SubscriptionCard", "cardType"],
      ["OrderCard", "cardType"],
      ["SubscriptionConfiguration", "subscriptionType"],
      ["SubscriptionConfiguration", "pricingType"],
      ["OperatorSubscription", "status"],
      ["Renewal", "failureCode"],
      ["RenewalAttempt", "code"],
      ["Ticket", "status"],
      ["OperatorProduct", "status"],
    ];
    const plain = named.filter(([component, ...path]) => !field(component, ...path).enum).map((p) => p.join("."));
    expect(plain).toEqual([]);
    expect(field("PointsTransaction", "metadata").type).toContain("object");
    // The providers are the gateways there are.
    expect([...paymentProvider.options].sort()).toEqual([...gatewayNames].sort());
  });

  it("no field of a body is untyped (`{}`, what z.unknown() gives)", () => {
    const untyped: string[] = [];
    const typed = (s: Schema) =>
      Boolean(s.type || s.$ref || s.anyOf || s.oneOf || s.allOf || s.enum || "const" in s || s.not || s.additionalProperties);
    for (const [component, schema] of Object.entries(doc.components.schemas))
      walk(schema, component, (path, _name, property) => {
        if (!typed(property)) untyped.push(path);
      });
    expect(untyped).toEqual([]);
    // The ones the issue found: an audit line's snapshots are JSON objects, and cancelling answers an empty object.
    for (const field of ["request", "before", "after"])
      expect(doc.components.schemas.AuditEntry!.properties![field], field).toEqual({
        anyOf: [{ $ref: "#/components/schemas/JsonObject" }, { type: "null" }],
      });
    expect(doc.components.schemas.JsonObject!.additionalProperties).toEqual({ $ref: "#/components/schemas/JsonValue" });
    expect(doc.components.schemas.SubscriptionCancelled).toMatchObject({ type: "object", additionalProperties: false, maxProperties: 0 });
  });
});
