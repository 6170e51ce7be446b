import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { removeCollection, saveCollection } from "./actions";

export const metadata: Metadata = { title: "Edit collection" };

/**
 * One collection (GET /operator/collections/{slug}). Owners edit it (PATCH …: title, slug, description, status, its
 * products) and remove it (DELETE …: its products stay); staff see it.
 */
export default async function AdminCollectionPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { caller, csrfToken, staff } = await requireStaff();
  if (slug.length > 200) notFound();
  const collection = await caller
    .getOperatorCollection({ params: { slug } })
    .then((r) => r.data)
    .catch((error: unknown) => {
      if (error instanceof OperationError && error.status === 404) return undefined;
      throw error;
    });
  if (!collection) notFound();
  const owner = staff.role === "owner";
  return (
    <>
      <p>
        <Link href="/admin/products#collections">← Products and collections</Link>
      </p>
      <h1>
        {collection.title} <span className="admin-badge">{collection.status}</span>
      </h1>
      <p className="admin-muted">{collection.productCount} products</p>
      {!owner ? (
        <>
          <p className="admin-muted">You can see this collection; only the store&apos;s owners can change it.</p>
          <dl className="admin-dl">
            <dt>Slug</dt>
            <dd>{collection.slug}</dd>
            <dt>Products</dt>
            <dd>{collection.products.join(", ") || "—"}</dd>
          </dl>
        </>
      ) : (
        <>
          <AdminForm
            action={saveCollection.bind(null, collection.slug)}
            csrfToken={csrfToken}
            submit="Save collection"
            label="Edit collection"
          >
            <AdminField name="title" label="Title" defaultValue={collection.title} required />
            <AdminField name="slug" label="Slug (its address in the shop)" defaultValue={collection.slug} required />
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
            <AdminField name="products" label="Products (slugs, one per line)" rows={6} defaultValue={collection.products.join("\n")} />
          </AdminForm>
          <section aria-labelledby="remove-collection">
            <h2 id="remove-collection">Remove</h2>
            <p className="admin-muted">The collection goes; its products stay in the shop and in their other collections.</p>
            <AdminForm
              action={removeCollection.bind(null, collection.slug)}
              csrfToken={csrfToken}
              submit="Remove collection"
              tone="danger"
              label="Remove collection"
            />
          </section>
        </>
      )}
    </>
  );
}
