import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { saveCollection } from "./actions";

export const metadata: Metadata = { title: "Edit collection" };

/** One collection's edit form (PATCH /operator/collections/{slug}): title, description, status. */
export default async function AdminCollectionPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { caller, csrfToken } = await requireStaff();
  const collection = (await caller.listOperatorCollections()).data.find((c) => c.slug === slug);
  if (!collection) notFound();
  return (
    <>
      <p>
        <Link href="/admin/products#collections">← Products and collections</Link>
      </p>
      <h1>
        {collection.title} <span className="admin-badge">{collection.status}</span>
      </h1>
      <p className="admin-muted">{collection.productCount} products</p>
      <AdminForm action={saveCollection.bind(null, collection.slug)} csrfToken={csrfToken} submit="Save collection" label="Edit collection">
        <AdminField name="title" label="Title" defaultValue={collection.title} required />
        <AdminField name="description" label="Description (HTML)" rows={5} defaultValue={collection.description} />
        <AdminField
          name="status"
          label="Status"
          defaultValue={collection.status}
          options={[
            { value: "active", label: "Active (in the shop)" },
            { value: "draft", label: "Draft" },
          ]}
        />
      </AdminForm>
    </>
  );
}
