import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Dashboard" };

/** What needs doing today: orders to ship, past-due subscriptions, today's orders and revenue per currency. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<{ denied?: string }> }) {
  const { caller, staff } = await requireStaff();
  const denied = (await searchParams).denied === "owner";
  const [toShip, pastDue, recent] = await Promise.all([
    caller.listOperatorOrders({ query: { status: "paid", perPage: "1" } }),
    caller.listOperatorSubscriptions({ query: { status: "past_due", perPage: 1 } }),
    caller.listOperatorOrders({ query: { perPage: "100" } }),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const todays = recent.data.filter((o) => o.createdAt.startsWith(today) && o.status !== "pending_payment" && o.status !== "cancelled");
  const revenue = new Map<string, number>();
  for (const o of todays) revenue.set(o.currencyCode, (revenue.get(o.currencyCode) ?? 0) + o.total - o.refunded);
  return (
    <>
      <h1>Good to see you, {staff.name.split(" ")[0]}</h1>
      {denied && (
        <p className="admin-notice error" role="alert">
          That page is for the store&apos;s owners.
        </p>
      )}
      <div className="admin-cards">
        <div className="admin-card">
          <span className="admin-figure">{todays.length}</span>
          orders today (UTC)
        </div>
        {[...revenue].map(([currency, amount]) => (
          <div className="admin-card" key={currency}>
            <span className="admin-figure">{new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount)}</span>
            revenue today
          </div>
        ))}
        <div className="admin-card">
          <span className="admin-figure">{toShip.meta.total}</span>
          <Link href="/admin/orders?status=paid">orders to ship</Link>
        </div>
        <div className="admin-card">
          <span className="admin-figure">{pastDue.meta.total}</span>
          <Link href="/admin/subscriptions">past-due subscriptions</Link>
        </div>
      </div>
    </>
  );
}
