import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm, AdminSection } from "../../../_components/admin-form";
import { ProductImages } from "../../../_components/product-images";
import { VariantList } from "../../../_components/variant-list";
import { VariantMatrix } from "../../../_components/variant-matrix";
import { archiveProduct, saveProduct } from "./actions";
import { taxClassOptions } from "../product-options";

type Params = { slug: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Product ${(await params).slug}` };
}

/**
 * One product (GET /operator/products/{slug}). Owners edit it (PATCH …: title, slug, status, description, tax class,
 * SEO, collections, and its options and variants with the variant editor: SKU, stock, weight, prices per market) and archive it (DELETE …); staff see it.
 */
export default async function AdminProductPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const { caller, csrfToken, staff } = await requireStaff();
  if (slug.length > 200) notFound();
  const [product, collections] = await Promise.all([
    caller
      .getOperatorProduct({ params: { slug } })
      .then((r) => r.data)
      .catch((error: unknown) => {
        if (error instanceof OperationError && error.status === 404) return undefined;
        throw error;
      }),
    caller.listOperatorCollections(),
  ]);
  if (!product) notFound();
  const owner = staff.role === "owner";
  const markets = product.prices.map((m) => ({ id: m.marketId, name: m.marketName, currencyCode: m.currencyCode, primary: m.primary }));
  const price = (m: (typeof product.prices)[number]) =>
    m.displaySalePrice ? `${m.displaySalePrice} (was ${m.displayPrice})` : m.displayPrice;
  return (
    <>
      <p>
        <Link href="/admin/products">← Products</Link>
      </p>
      <h1>
        {product.title} <span className="admin-badge">{product.status}</span>
      </h1>
      <p className="admin-muted">
        {product.sku || "no SKU"} · {product.kind === "product" ? "product" : "subscription box"} ·{" "}
        {product.status === "active" ? <a href={`/products/${encodeURIComponent(product.slug)}`}>view in the shop</a> : "not in the shop"}
      </p>
      {!owner ? (
        <>
          <p className="admin-muted">You can see this product; only the store&apos;s owners can change it.</p>
          <dl className="admin-dl">
            <dt>Slug</dt>
            <dd>{product.slug}</dd>
            <dt>Stock</dt>
            <dd>{product.stock}</dd>
            <dt>Most per order</dt>
            <dd>{product.maxQuantity}</dd>
            <dt>Tax class</dt>
            <dd>{product.taxClass}</dd>
            {product.prices.map((m) => (
              <div key={m.marketId}>
                <dt>
                  {m.marketName} ({m.currencyCode})
                </dt>
                <dd>
                  {price(m)}
                  {!m.primary && (m.fixed ? " · fixed" : " · converted")}
                </dd>
              </div>
            ))}
            <dt>Collections</dt>
            <dd>{product.collections.map((c) => c.title).join(", ") || "—"}</dd>
            <dt>Weight</dt>
            <dd>{product.weightGrams === null ? "—" : `${product.weightGrams} g`}</dd>
          </dl>
          <VariantList markets={markets} options={product.options} variants={product.variants} />
        </>
      ) : (
        <>
          <AdminForm action={saveProduct.bind(null, product.slug)} csrfToken={csrfToken} submit="Save product" label="Edit product">
            <AdminSection title="Title and description">
              <AdminField name="title" label="Title" defaultValue={product.title} required />
              <AdminField name="slug" label="Slug (its address in the shop)" defaultValue={product.slug} required />
              <AdminField
                name="status"
                label="Status"
                defaultValue={product.status}
                options={[
                  { value: "active", label: "Active (in the shop)" },
                  { value: "draft", label: "Draft" },
                  { value: "archived", label: "Archived" },
                ]}
              />
              <AdminField name="description" label="Description (HTML)" rows={5} defaultValue={product.description} />
            </AdminSection>
            <AdminSection title="Images">
              <ProductImages initial={product.images} csrfToken={csrfToken} />
            </AdminSection>
            <AdminSection title="Variants, prices and stock">
              <VariantMatrix markets={markets} options={product.options} variants={product.variants} />
            </AdminSection>
            <AdminSection title="Tax and limits">
              <AdminField name="maxQuantity" label="Most per order" type="number" step="1" defaultValue={product.maxQuantity} required />
              <AdminField name="taxClass" label="Tax class" defaultValue={product.taxClass} options={taxClassOptions} />
            </AdminSection>
            {collections.data.length > 0 && (
              <AdminSection title="Where it shows">
                {/* Tells the action the list was shown, so choosing none clears the product's collections. */}
                <input type="hidden" name="collectionsShown" value="1" />
                <AdminField
                  name="collections"
                  label="Collections"
                  multiple
                  size={Math.min(6, Math.max(3, collections.data.length))}
                  options={collections.data.map((c) => ({ value: c.slug, label: c.title }))}
                  defaultValue={product.collections.map((c) => c.slug)}
                />
              </AdminSection>
            )}
            <AdminSection title="Search engines" hint="Blank: the title and the description's opening words.">
              <AdminField name="seoTitle" errorKey="seo.title" label="SEO title" defaultValue={product.seo.title ?? ""} />
              <AdminField
                name="seoDescription"
                errorKey="seo.description"
                label="SEO description"
                rows={2}
                defaultValue={product.seo.description ?? ""}
              />
            </AdminSection>
          </AdminForm>
          {product.status !== "archived" && (
            <section aria-labelledby="archive-product">
              <h2 id="archive-product">Archive</h2>
              <p className="admin-muted">
                It leaves the shop and search; orders and subscriptions keep it. Set it active again to bring it back.
              </p>
              <AdminForm
                action={archiveProduct.bind(null, product.slug)}
                csrfToken={csrfToken}
                submit="Archive product"
                tone="danger"
                label="Archive product"
              />
            </section>
          )}
        </>
      )}
    </>
  );
}
