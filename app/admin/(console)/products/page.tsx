import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { productStatus } from "@/lib/catalog/schemas";
import { AdminField, AdminForm, AdminSection } from "../../_components/admin-form";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";
import { VariantMatrix } from "../../_components/variant-matrix";
import { addCollection, addProduct, importProductsCsv } from "./actions";
import { taxClassOptions } from "./product-options";

export const metadata: Metadata = { title: "Products" };

type Search = { q?: string; status?: string; page?: string };
const statuses = productStatus.options;

/**
 * Every product of the store (GET /operator/products): search, status filter, price per market, stock; links to edit.
 * Owners also get the "New product" and "New collection" forms (POST /operator/products, /operator/collections).
 */
export default async function AdminProductsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller, csrfToken, staff } = await requireStaff();
  const owner = staff.role === "owner";
  const search = await searchParams;
  const q = search.q?.trim().slice(0, 200) || undefined;
  const status = statuses.find((s) => s === search.status);
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const [{ data, meta }, collections, { data: storeMarkets }] = await Promise.all([
    caller.listOperatorProducts({ query: { q, status, page: String(page), perPage: "25" } }),
    caller.listOperatorCollections(),
    caller.listMarkets(),
  ]);
  const primary = storeMarkets.find((m) => m.primary);
  const markets = data[0]?.prices ?? [];
  const marketLabel = (id: string) => {
    const m = markets.find((x) => x.marketId === id);
    return m ? `${m.marketName} (${m.currencyCode})` : undefined;
  };
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (status) params.set("status", status);
    params.set("page", String(n));
    return `/admin/products?${params}`;
  };
  return (
    <>
      <h1>Products</h1>
      {owner ? (
        <p>
          <a href="#new-product">New product</a> · <a href="#new-collection">New collection</a> · <a href="#import-csv">Import CSV</a> ·{" "}
          <a href="/admin/products/export.csv" download>
            Export CSV
          </a>
        </p>
      ) : (
        <p className="admin-muted">
          You can see the catalogue; only the store&apos;s owners can change it.{" "}
          <a href="/admin/products/export.csv" download>
            Export CSV
          </a>
        </p>
      )}
      <form className="admin-toolbar" method="get" role="search" aria-label="Find products">
        <label className="admin-field">
          <span>Title, SKU or slug</span>
          <input name="q" type="search" defaultValue={q ?? ""} />
        </label>
        <label className="admin-field">
          <span>Status</span>
          <select name="status" defaultValue={status ?? ""}>
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button className="admin-button secondary" type="submit">
          Search
        </button>
      </form>
      <TableFrame label="Products">
        <table className="admin-table fixed-columns">
          <colgroup>
            <col className="wide" />
            <col className="medium" />
            <col className="narrow" />
            <col className="narrow" />
            {markets.map((m) => (
              <col key={m.marketId} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th>Product</th>
              <th>SKU</th>
              <th>Status</th>
              <th className="num">Stock</th>
              {markets.map((m) => (
                <th key={m.marketId} className="num">
                  {m.marketName} ({m.currencyCode})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.id}>
                <td>
                  <a href={`/admin/products/${encodeURIComponent(p.slug)}`}>{p.title}</a>
                  {p.kind !== "product" && <span className="admin-muted"> · box</span>}
                </td>
                <td data-label="SKU">{p.sku}</td>
                <td data-label="Status">
                  <span className="admin-badge">{p.status}</span>
                </td>
                <td className="num" data-label="Stock">
                  {p.stock}
                </td>
                {p.prices.map((m) => (
                  <td key={m.marketId} className="num" data-label={marketLabel(m.marketId)}>
                    {m.displaySalePrice ? (
                      <>
                        <s>{m.displayPrice}</s> {m.displaySalePrice}
                      </>
                    ) : (
                      m.displayPrice
                    )}
                    {!m.primary && <span className="admin-muted">{m.fixed ? " · fixed" : " · converted"}</span>}
                  </td>
                ))}
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={4 + markets.length} className="admin-muted">
                  No products match.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager currentPage={meta.currentPage} lastPage={meta.lastPage} summary={`${meta.total} products`} href={pageLink} />

      <h2 id="collections">Collections</h2>
      <TableFrame labelledBy="collections">
        <table className="admin-table" aria-labelledby="collections">
          <thead>
            <tr>
              <th>Collection</th>
              <th>Status</th>
              <th className="num">Products</th>
            </tr>
          </thead>
          <tbody>
            {collections.data.map((c) => (
              <tr key={c.id}>
                <td>
                  <a href={`/admin/products/collections/${encodeURIComponent(c.slug)}`}>{c.title}</a>
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{c.status}</span>
                </td>
                <td className="num" data-label="Products">
                  {c.productCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {owner && (
        <section aria-labelledby="new-product">
          <h2 id="new-product">New product</h2>
          {primary ? (
            <AdminForm action={addProduct} csrfToken={csrfToken} submit="Add product" label="New product">
              <AdminSection title="Title and description">
                <AdminField name="title" label="Title" required />
                <AdminField name="slug" label="Slug (blank: from the title)" errorKey="slug" placeholder="blue-mug" />
                <AdminField name="description" label="Description (HTML)" rows={4} />
              </AdminSection>
              <AdminSection title="Variants, prices and stock">
                <VariantMatrix
                  markets={storeMarkets.map((m) => ({ id: m.id, name: m.name, currencyCode: m.currencyCode, primary: m.primary }))}
                  resetOnSuccess
                />
              </AdminSection>
              <AdminSection title="Tax">
                <AdminField name="taxClass" label="Tax class" defaultValue="standard" options={taxClassOptions} />
              </AdminSection>
              <AdminSection title="Where it shows">
                <AdminField
                  name="status"
                  label="Status"
                  defaultValue="draft"
                  options={[
                    { value: "draft", label: "Draft (not in the shop yet)" },
                    { value: "active", label: "Active (in the shop)" },
                    { value: "archived", label: "Archived" },
                  ]}
                />
                {collections.data.length > 0 && (
                  <AdminField
                    name="collections"
                    label="Collections"
                    multiple
                    size={Math.min(6, Math.max(3, collections.data.length))}
                    options={collections.data.map((c) => ({ value: c.slug, label: c.title }))}
                    defaultValue={[]}
                  />
                )}
              </AdminSection>
            </AdminForm>
          ) : (
            <p className="admin-muted">
              Add a market first (<Link href="/admin/store/markets">Store &amp; markets</Link>): a product&apos;s price is in the primary
              market&apos;s currency.
            </p>
          )}
        </section>
      )}
      {owner && (
        <section aria-labelledby="import-csv">
          <h2 id="import-csv">Import CSV</h2>
          <p className="admin-muted">
            A product CSV with Shopify&apos;s columns (as Export CSV writes it, or Shopify&apos;s own export): a row whose Handle is a
            product&apos;s slug changes that product, any other adds one. Prices are in{" "}
            {primary ? `${primary.name}'s ${primary.currencyCode}.` : "the primary market's currency."} The rows are imported in the
            background; the next page shows how far it got and any row it refused.
          </p>
          <AdminForm action={importProductsCsv} csrfToken={csrfToken} submit="Import" label="Import CSV">
            <AdminField name="file" type="file" label="Product CSV (at most 10 MiB)" required />
          </AdminForm>
        </section>
      )}
      {owner && (
        <section aria-labelledby="new-collection">
          <h2 id="new-collection">New collection</h2>
          <AdminForm action={addCollection} csrfToken={csrfToken} submit="Add collection" label="New collection">
            <AdminField name="title" label="Title" required />
            <AdminField name="slug" label="Slug (blank: from the title)" placeholder="gifts" />
            <AdminField name="description" label="Description (HTML)" rows={3} />
            <AdminField
              name="status"
              label="Status"
              defaultValue="active"
              options={[
                { value: "active", label: "Active (in the shop)" },
                { value: "draft", label: "Draft" },
              ]}
            />
            <AdminField name="products" label="Products (slugs, one per line)" rows={4} placeholder="burr-grinder" />
          </AdminForm>
        </section>
      )}
    </>
  );
}
