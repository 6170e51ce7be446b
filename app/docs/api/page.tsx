import { ApiReference } from "@/components/api-reference/api-reference";
import { openApiDocument } from "@/lib/api/openapi";
import "./api-reference.css";

export const dynamic = "force-dynamic";
export const metadata = { title: "API reference · Storefront" };

export default function ApiReferencePage() {
  return (
    <main className="api-reference-page">
      <ApiReference document={openApiDocument() as never} />
    </main>
  );
}
