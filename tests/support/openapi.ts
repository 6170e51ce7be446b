import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { api, type ApiResponse } from "./http";

type Response = { $ref?: string; content?: Record<string, { schema: unknown }> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
};

let documentPromise: Promise<Document> | undefined;

export function openApiDocument(): Promise<Document> {
  documentPromise ??= api<Document>("GET", "/openapi.json").then((res) => {
    if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
    return res.body;
  });
  return documentPromise;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `openapi.json${v}` : rewriteRefs(v),
      ]),
    );
  }
  return value;
}

let ajvPromise: Promise<Ajv2020> | undefined;
async function validator(): Promise<Ajv2020> {
  ajvPromise ??= openApiDocument().then((doc) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: "openapi.json", components: rewriteRefs(doc.components ?? {}) });
    return ajv;
  });
  return ajvPromise;
}

/**
 * Checks a real response against the document: the operation (by path template and method) must
 * declare the status, and the body must match that status's schema. Returns the validation errors.
 */
export async function responseErrors(method: string, pathTemplate: string, res: ApiResponse): Promise<string[]> {
  const doc = await openApiDocument();
  const op = doc.paths[pathTemplate]?.[method.toLowerCase()];
  if (!op) return [`the document has no ${method} ${pathTemplate}`];
  let declared = op.responses[String(res.status)];
  // A shared response (401, 422, 429, 503…) is a reference to `#/components/responses/<Name>`.
  if (declared?.$ref) declared = doc.components?.responses?.[declared.$ref.split("/").pop()!];
  if (!declared) return [`${method} ${pathTemplate} does not declare status ${res.status}`];
  const schema = declared.content?.["application/json"]?.schema;
  if (!schema) return res.text ? [`${method} ${pathTemplate} ${res.status} declares no JSON body`] : [];
  const ajv = await validator();
  const validate = ajv.compile(rewriteRefs(schema) as object);
  if (validate(res.body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}`);
}
