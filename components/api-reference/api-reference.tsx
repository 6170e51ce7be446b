import { SchemaView } from "./schema-view";

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema; example?: unknown }> }>;
  operationId?: string;
  "x-storefront-extension"?: boolean;
};
type Document = {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Schema> };
};

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");

/**
 * Inlines `#/components/schemas/…` references (a few levels deep) so the field lists can show them, and the shared
 * `#/components/responses/…` (401, 429, 503…) so each operation lists them with their description and example.
 */
function inline(value: unknown, components: NonNullable<Document["components"]>, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(v, components, depth));
  if (!value || typeof value !== "object") return value;
  const node = value as Schema;
  if (typeof node.$ref === "string") {
    const [, kind, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(node.$ref) ?? [];
    const target = kind === "responses" ? components.responses?.[name!] : components.schemas?.[name!];
    return target && depth < 8 ? inline(target, components, depth + 1) : { type: node.$ref.split("/").pop() };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "example" ? v : inline(v, components, depth)]));
}

const tokenLabel: Record<string, string> = { apiToken: "API token", accountToken: "account token", operatorToken: "operator token" };

function Example({ value }: { value: unknown }) {
  if (value === undefined) return null;
  return (
    <details className="api-example">
      <summary>Example</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

/** Tokens, base URL, errors, pagination, rate limits and CORS: what a client needs before the first call. */
function GettingStarted({ baseUrl }: { baseUrl: string }) {
  return (
    <section className="api-getting-started" aria-labelledby="getting-started">
      <h2 id="getting-started">Getting started</h2>
      <h3>Base URL</h3>
      <p>
        Every operation lives under <code>{baseUrl}</code> on this deployment (for example <code>GET {baseUrl}/cms/pages</code>). Requests
        and answers are JSON (UTF-8); bodies are limited to 64 KiB.
      </p>
      <h3>Tokens</h3>
      <ul>
        <li>
          <strong>API token</strong> — names the store. Send <code>Authorization: Bearer &lt;API token&gt;</code> on storefront operations
          (content, search, market, sign-in). Create one with <code>npm run cli -- token create</code>.
        </li>
        <li>
          <strong>Account token</strong> — names a signed-in customer, from <code>POST /account/login</code> or{" "}
          <code>/account/register</code>. Send it instead of the API token on <code>/account/…</code> operations;{" "}
          <code>POST /account/logout</code> revokes it.
        </li>
        <li>
          <strong>Operator token</strong> — short-lived, for content edits under <code>/operator/…</code> (
          <code>npm run cli -- operator-token create</code>).
        </li>
      </ul>
      <p>
        A missing, invalid, expired, revoked or wrong kind of token answers <code>401 {`{"message": "Unauthenticated."}`}</code>.
      </p>
      <h3>Errors</h3>
      <p>
        Errors are JSON: <code>{`{"message": "…"}`}</code>; validation failures are <code>422</code> with{" "}
        <code>{`{"message", "errors": {field: [messages]}}`}</code>. Unknown routes answer <code>404</code>, unsupported methods{" "}
        <code>405</code> with <code>Allow</code>. Every answer carries <code>X-Request-Id</code> (send your own to correlate); quote it when
        reporting a problem. <code>503</code> with <code>Retry-After</code> means the service is briefly unavailable: retry after that many
        seconds.
      </p>
      <h3>Pagination</h3>
      <p>
        Lists that page take <code>page</code> (from 1) and <code>perPage</code> (integers; see each operation for its bounds and default)
        and answer <code>{`{"data": […], "meta": {"currentPage", "lastPage", "perPage", "total"}}`}</code>.
      </p>
      <h3>Rate limits and retries</h3>
      <p>
        Sign-in, registration, password reset, messages and search are limited per client address; a spent limit answers <code>429</code>{" "}
        with <code>Retry-After</code> (seconds). Every <code>POST</code> with a token accepts <code>Idempotency-Key</code>: a retry with the
        same key and body gets the first answer again with <code>Idempotent-Replayed: true</code>.
      </p>
      <h3>CORS</h3>
      <p>
        Browsers may call the API from the origins the deployment allows (<code>CORS_ORIGINS</code>); preflight <code>OPTIONS</code> answers
        with the allowed methods, and the <code>X-Request-Id</code>, <code>Retry-After</code> and <code>Idempotent-Replayed</code> headers
        are exposed to scripts.
      </p>
    </section>
  );
}

/** A readable API reference rendered on the server from the OpenAPI document. */
export function ApiReference({ document: original }: { document: Document }) {
  const document = inline({ ...original, components: undefined }, original.components ?? {}) as Document;
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? "Other"))];
  return (
    <div className="api-reference">
      <header>
        <h1>
          {document.info.title} <small>v{document.info.version}</small>
        </h1>
        <p>{document.info.description}</p>
        <p>
          Base URL: <code>{document.servers?.[0]?.url}</code> · Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a> ·{" "}
          <a href="#getting-started">Getting started</a>
        </p>
      </header>
      <GettingStarted baseUrl={document.servers?.[0]?.url ?? "/api/v1"} />
      <nav aria-label="Operations">
        {tags.map((tag) => (
          <div key={tag}>
            <h2>{tag}</h2>
            <ul>
              {operations
                .filter((o) => (o.op.tags?.[0] ?? "Other") === tag)
                .map(({ path, method, op }) => (
                  <li key={anchor(method, path)}>
                    <a href={`#${anchor(method, path)}`}>
                      <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span> {path}
                    </a>{" "}
                    {op["x-storefront-extension"] ? <span className="api-badge">extension</span> : null}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {operations.map(({ path, method, op }) => {
        const auth = (op.security?.[0] ? Object.keys(op.security[0])[0] : undefined) ?? "none";
        const body = op.requestBody?.content?.["application/json"]?.schema;
        const bodyExample = op.requestBody?.content?.["application/json"]?.example;
        return (
          <section key={anchor(method, path)} id={anchor(method, path)} className="api-operation">
            <h3>
              <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
              {op["x-storefront-extension"] ? <span className="api-badge">extension</span> : null}
            </h3>
            <p>{op.summary}</p>
            {op.description ? <p>{op.description}</p> : null}
            <p>
              Authorization: <code>{auth === "none" ? "none" : `Bearer <${tokenLabel[auth] ?? auth}>`}</code>
              {op.operationId ? (
                <>
                  {" "}
                  · operationId <code>{op.operationId}</code>
                </>
              ) : null}
            </p>
            {op.parameters?.length ? (
              <>
                <h4>Parameters</h4>
                <ul className="api-fields">
                  {op.parameters.map((p) => (
                    <li key={`${p.in}-${p.name}`}>
                      <code className="api-field">{p.name}</code> <span className="api-type">in {p.in}</span>
                      {p.required ? <span className="api-required">required</span> : null}{" "}
                      {p.schema ? <SchemaView schema={p.schema} /> : null}
                      {p.example !== undefined ? (
                        <>
                          {" "}
                          e.g. <code>{typeof p.example === "string" ? p.example : JSON.stringify(p.example)}</code>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {body ? (
              <>
                <h4>Request body</h4>
                <SchemaView schema={body} />
                <Example value={bodyExample} />
              </>
            ) : null}
            <h4>Responses</h4>
            <dl>
              {Object.entries(op.responses ?? {}).map(([status, r]) => (
                <div key={status}>
                  <dt>
                    <strong>{status}</strong> {r.description}
                  </dt>
                  <dd>
                    {r.content?.["application/json"]?.schema ? <SchemaView schema={r.content["application/json"].schema} /> : null}
                    <Example value={r.content?.["application/json"]?.example} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
