import { ApiReference } from "@/components/api-reference/api-reference";
import { callOperation } from "@/lib/api/caller";
import "./api-reference.css";

export const dynamic = "force-dynamic";
export const metadata = { title: "API reference · Storefront" };

/** The reference, rendered from the document the API serves (GET /openapi.json through the in-process caller). */
export default async function ApiReferencePage() {
  const document = await callOperation("getOpenApiDocument", {}, { as: "storefront" });
  return (
    <main className="api-reference-page">
      <ApiReference document={document as never} />
    </main>
  );
}
