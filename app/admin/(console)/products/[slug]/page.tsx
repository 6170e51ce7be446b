import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/admin/session";
import { toMajorUnits } from "@/lib/money";
import { AdminField, AdminForm } from "../../../_components/admin-form";
import { saveProduct, type ProductFormMarkets } from "./actions";

type Params = { slug: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Product ${(await params).slug}` };
}

/** One product's edit form (PATCH /operator/products/{slug}): title, status, price and sale price per market, stock. */
export default async function AdminProductPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const { caller, csrfToken } = await requireStaff();
  if (slug.length > 200) notFound();
  const { data } = await caller.listOperatorProducts({ query: { q: slug, perPage: "100" } });
  const product = data.find((p) => p.slug === slug);
  if (!product) notFound();
  const primary = product.prices.find((m) => m.primary);
  const others = product.prices.filter((m) => !m.primary);
  const primaryCurrency = primary?.currencyCode ?? "GBP";
  const markets: ProductFormMarkets = {
    primaryCurrency,
    others: others.map((m) => ({ marketId: m.marketId, currencyCode: m.currencyCode })),
  };
  const major = (minor: number | null, currency: string) => (minor === null ? "" : String(toMajorUnits(minor, currency)));
  return (
    <>
      <p>
        <Link href="/admin/products">← Products</Link>
      </p>
      <h1>
        {product.title} <span className="admin-badge">{product.status}</span>
      </h1>
      <p className="admin-muted">
        {product.sku} · {product.kind === "product" ? "product" : "subscription box"} ·{" "}
        {product.status === "active" ? <a href={`/products/${encodeURIComponent(product.slug)}`}>view in the shop</a> : "not in the shop"}
      </p>
      <AdminForm action={saveProduct.bind(null, product.slug, markets)} csrfToken={csrfToken} submit="Save product" label="Edit product">
        <AdminField name="title" label="Title" defaultValue={product.title} required />
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
        <AdminField name="stock" label="Stock" type="number" step="1" defaultValue={product.stock} required />
        <AdminField name="maxQuantity" label="Most per order" type="number" step="1" defaultValue={product.maxQuantity} required />
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
      </AdminForm>
    </>
  );
}
