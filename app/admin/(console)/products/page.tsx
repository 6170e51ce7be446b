import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { productStatus } from "@/lib/catalog/schemas";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Products" };

type Search = { q?: string; status?: string; page?: string };
const statuses = productStatus.options;

/** Every product of the store (GET /operator/products): search, status filter, price per market, stock; links to edit. */
export default async function AdminProductsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller } = await requireStaff();
  const search = await searchParams;
  const q = search.q?.trim().slice(0, 200) || undefined;
  const status = statuses.find((s) => s === search.status);
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const [{ data, meta }, collections] = await Promise.all([
    caller.listOperatorProducts({ query: { q, status, page: String(page), perPage: "25" } }),
    caller.listOperatorCollections(),
  ]);
  const markets = data[0]?.prices ?? [];
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
                <td>{p.sku}</td>
                <td>
                  <span className="admin-badge">{p.status}</span>
                </td>
                <td className="num">{p.stock}</td>
                {p.prices.map((m) => (
                  <td key={m.marketId} className="num">
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
                <td>
                  <span className="admin-badge">{c.status}</span>
                </td>
                <td className="num">{c.productCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
