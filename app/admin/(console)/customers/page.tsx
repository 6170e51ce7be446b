import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Customers" };

type Search = { q?: string; page?: string };

/** The store's customers (GET /operator/customers): search by name or e-mail, orders and what they spent, pages. */
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller } = await requireStaff();
  const search = await searchParams;
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const q = search.q?.trim() || undefined;
  const [{ data, meta }, { data: store }] = await Promise.all([
    caller.listOperatorCustomers({ query: { q, page: String(page), perPage: "25" } }),
    caller.getStoreSettings(),
  ]);
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    params.set("page", String(n));
    return `/admin/customers?${params}`;
  };
  return (
    <>
      <h1>Customers</h1>
      <form className="admin-toolbar" method="get" role="search" aria-label="Find customers">
        <label className="admin-field">
          <span>Name or e-mail</span>
          <input name="q" defaultValue={q ?? ""} type="search" />
        </label>
        <button className="admin-button secondary" type="submit">
          Search
        </button>
      </form>
      <TableFrame label="Customers">
        <table className="admin-table fixed-columns">
          <colgroup>
            <col className="wide" />
            <col className="medium" />
            <col className="medium" />
            <col className="moment" />
          </colgroup>
          <thead>
            <tr>
              <th>Customer</th>
              <th className="num">Orders</th>
              <th className="num">Spent</th>
              <th>Since</th>
            </tr>
          </thead>
          <tbody>
            {data.map((c) => {
              const name = [c.firstName, c.lastName].filter(Boolean).join(" ");
              return (
                <tr key={c.id}>
                  <td>
                    <Link href={`/admin/customers/${c.id}`}>{name || c.email}</Link>
                    {name && <div className="admin-muted">{c.email}</div>}
                    {!c.registered && <span className="admin-badge">no account</span>}
                  </td>
                  <td className="num" data-label="Orders">
                    {c.ordersCount}
                  </td>
                  <td className="num" data-label="Spent">
                    {c.totalSpent.map((t) => t.displayAmount).join(" + ") || "—"}
                  </td>
                  <td data-label="Since">{storeTime(c.createdAt, store.timezone)}</td>
                </tr>
              );
            })}
            {data.length === 0 && (
              <tr>
                <td colSpan={4} className="admin-muted">
                  {q ? "No customers match." : "No customers yet."}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager currentPage={meta.currentPage} lastPage={meta.lastPage} summary={`${meta.total} customers`} href={pageLink} />
    </>
  );
}
