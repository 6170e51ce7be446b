import { SchemaView } from "./schema-view";

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  "x-storefront-extension"?: boolean;
};
type Document = { info: { title: string; version: string; description?: string }; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");

/** A readable API reference rendered on the server from the OpenAPI document. */
export function ApiReference({ document }: { document: Document }) {
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? "Other"))];
  return (
    <div className="api-reference">
      <header>
        <h1>{document.info.title} <small>v{document.info.version}</small></h1>
        <p>{document.info.description}</p>
        <p>
          Base URL: <code>{document.servers?.[0]?.url}</code> · Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a>
        </p>
      </header>
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
        const auth = op.security?.[0] ? Object.keys(op.security[0])[0] : "none";
        const body = op.requestBody?.content?.["application/json"]?.schema;
        return (
          <section key={anchor(method, path)} id={anchor(method, path)} className="api-operation">
            <h3>
              <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
              {op["x-storefront-extension"] ? <span className="api-badge">extension</span> : null}
            </h3>
            <p>{op.summary}</p>
            {op.description ? <p>{op.description}</p> : null}
            <p>
              Authorization: <code>{auth === "none" ? "none" : `Bearer <${auth === "apiToken" ? "API token" : "account token"}>`}</code>
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
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {body ? (
              <>
                <h4>Request body</h4>
                <SchemaView schema={body} />
              </>
            ) : null}
            <h4>Responses</h4>
            <dl>
              {Object.entries(op.responses ?? {}).map(([status, r]) => (
                <div key={status}>
                  <dt>
                    <strong>{status}</strong> {r.description}
                  </dt>
                  <dd>{r.content?.["application/json"]?.schema ? <SchemaView schema={r.content["application/json"].schema} /> : null}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
