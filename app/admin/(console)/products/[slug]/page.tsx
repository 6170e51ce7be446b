import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { toMajorUnits } from "@/lib/money";
import { AdminField, AdminForm } from "../../../_components/admin-form";
import { ProductImages } from "../../../_components/product-images";
import { archiveProduct, saveProduct, type ProductFormMarkets } from "./actions";

type Params = { slug: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Product ${(await params).slug}` };
}

/**
 * One product (GET /operator/products/{slug}). Owners edit it (PATCH …: title, slug, SKU, status, description, price
 * and sale price per market, stock, tax class, weight, SEO, collections) and archive it (DELETE …); staff see it.
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
  const primary = product.prices.find((m) => m.primary);
  const others = product.prices.filter((m) => !m.primary);
  const primaryCurrency = primary?.currencyCode ?? "GBP";
  const markets: ProductFormMarkets = {
    primaryCurrency,
    others: others.map((m) => ({ marketId: m.marketId, currencyCode: m.currencyCode })),
  };
  const major = (minor: number | null, currency: string) => (minor === null ? "" : String(toMajorUnits(minor, currency)));
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
        </>
      ) : (
        <>
          <AdminForm
            action={saveProduct.bind(null, product.slug, markets)}
            csrfToken={csrfToken}
            submit="Save product"
            label="Edit product"
          >
            <AdminField name="title" label="Title" defaultValue={product.title} required />
            <AdminField name="slug" label="Slug (its address in the shop)" defaultValue={product.slug} required />
            <AdminField name="sku" label="SKU" defaultValue={product.sku} />
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
            <ProductImages initial={product.images} csrfToken={csrfToken} />
            <AdminField name="stock" label="Stock" type="number" step="1" defaultValue={product.stock} required />
            <AdminField name="maxQuantity" label="Most per order" type="number" step="1" defaultValue={product.maxQuantity} required />
            <AdminField
              name="taxClass"
              label="Tax class"
              defaultValue={product.taxClass}
              options={[
                { value: "standard", label: "Standard rate" },
                { value: "reduced", label: "Reduced rate" },
                { value: "zero", label: "Zero rate" },
              ]}
            />
            <AdminField
              name="weightGrams"
              label="Weight in grams (blank: none)"
              type="number"
              step="1"
              defaultValue={product.weightGrams ?? ""}
            />
            {collections.data.length > 0 && (
              <>
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
              </>
            )}
            <fieldset className="admin-field">
              <legend>
                {primary?.marketName ?? "Primary market"} ({primaryCurrency}): the store&apos;s own price
              </legend>
              <AdminField
                name="price"
                label={`Price (${primaryCurrency})`}
                type="number"
                step="0.01"
                defaultValue={major(product.price, primaryCurrency)}
                required
              />
              <AdminField
                name="salePrice"
                label={`Sale price (${primaryCurrency}, blank: no sale)`}
                type="number"
                step="0.01"
                defaultValue={major(product.salePrice, primaryCurrency)}
              />
            </fieldset>
            {others.map((m, i) => (
              <fieldset key={m.marketId} className="admin-field">
                <legend>
                  {m.marketName} ({m.currencyCode}): {m.fixed ? "fixed price" : `converted now: ${m.displayPrice}`}
                </legend>
                <AdminField
                  name={`price-${m.marketId}`}
                  errorKey={`marketPrices.${i}.price`}
                  label={`Fixed price (${m.currencyCode}, blank: converted)`}
                  type="number"
                  step="0.01"
                  defaultValue={m.fixed ? major(m.price, m.currencyCode) : ""}
                />
                <AdminField
                  name={`salePrice-${m.marketId}`}
                  errorKey={`marketPrices.${i}.salePrice`}
                  label={`Fixed sale price (${m.currencyCode}, blank: no sale)`}
                  type="number"
                  step="0.01"
                  defaultValue={m.fixed ? major(m.salePrice, m.currencyCode) : ""}
                />
              </fieldset>
            ))}
            <fieldset className="admin-field">
              <legend>Search engines (blank: the title and the description&apos;s opening words)</legend>
              <AdminField name="seoTitle" errorKey="seo.title" label="SEO title" defaultValue={product.seo.title ?? ""} />
              <AdminField
                name="seoDescription"
                errorKey="seo.description"
                label="SEO description"
                rows={2}
                defaultValue={product.seo.description ?? ""}
              />
            </fieldset>
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
