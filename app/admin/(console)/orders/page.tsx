import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { orderStatus } from "@/lib/orders/schemas";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

const orderStatuses = orderStatus.options;

export const metadata: Metadata = { title: "Orders" };

type Search = { status?: string; q?: string; page?: string };

const statusLabel = (s: string) => s.replace(/_/g, " ");

/** The store's orders (GET /operator/orders): status filter, search by number or e-mail, pages. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller } = await requireStaff();
  const search = await searchParams;
  const status = orderStatuses.find((s) => s === search.status);
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const q = search.q?.trim() || undefined;
  const [{ data, meta }, { data: store }] = await Promise.all([
    caller.listOperatorOrders({ query: { status, q, page: String(page), perPage: "25" } }),
    caller.getStoreSettings(),
  ]);
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (q) params.set("q", q);
    params.set("page", String(n));
    return `/admin/orders?${params}`;
  };
  return (
    <>
      <h1>Orders</h1>
      <form className="admin-toolbar" method="get" role="search" aria-label="Find orders">
        <label className="admin-field">
          <span>Status</span>
          <select name="status" defaultValue={status ?? ""}>
            <option value="">Any</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Order number or e-mail</span>
          <input name="q" defaultValue={q ?? ""} type="search" />
        </label>
        <button className="admin-button secondary" type="submit">
          Filter
        </button>
      </form>
      <TableFrame label="Orders">
        <table className="admin-table fixed-columns">
          <colgroup>
            <col className="medium" />
            <col className="moment" />
            <col className="wide" />
            <col className="medium" />
            <col className="medium" />
            <col className="medium" />
          </colgroup>
          <thead>
            <tr>
              <th>Order</th>
              <th>Placed</th>
              <th>Customer</th>
              <th>Status</th>
              <th className="num">Total</th>
              <th className="num">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {data.map((o) => (
              <tr key={o.id}>
                <td>
                  <a href={`/admin/orders/${encodeURIComponent(o.orderId)}`}>{o.orderId}</a>
                  {o.kind !== "order" && <span className="admin-muted"> · {o.kind}</span>}
                </td>
                <td data-label="Placed">{storeTime(o.createdAt, store.timezone)}</td>
                <td data-label="Customer">
                  {o.email ?? "—"}
                  {o.guest && <span className="admin-badge">guest</span>}
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{statusLabel(o.status)}</span>
                </td>
                <td className="num" data-label="Total" data-testid="order-total">
                  {o.displayTotal}
                </td>
                <td className="num" data-label="Refunded">
                  {o.refunded > 0 ? `${o.refunded.toFixed(2)} ${o.currencyCode}` : ""}
                </td>
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-muted">
                  No orders match.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager currentPage={meta.currentPage} lastPage={meta.lastPage} summary={`${meta.total} orders`} href={pageLink} />
    </>
  );
}
