import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Dashboard" };

/** What needs doing today (GET /operator/dashboard): orders and revenue per currency, orders to ship, past-due boxes, messages. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<{ denied?: string }> }) {
  const { caller, staff } = await requireStaff();
  const denied = (await searchParams).denied === "owner";
  const { data } = await caller.getOperatorDashboard();
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
          <span className="admin-figure">{data.ordersToday}</span>
          orders paid today ({data.date}, UTC)
        </div>
        {data.revenueToday.map((r) => (
          <div className="admin-card" key={r.currencyCode}>
            <span className="admin-figure">{r.displayRevenue}</span>
            revenue today in {r.currencyCode}
          </div>
        ))}
        <div className="admin-card">
          <span className="admin-figure">{data.ordersToFulfil}</span>
          <Link href="/admin/orders?status=paid">orders to ship</Link>
        </div>
        <div className="admin-card">
          <span className="admin-figure">{data.pastDueSubscriptions}</span>
          <Link href="/admin/subscriptions">past-due subscriptions</Link>
        </div>
        <div className="admin-card">
          <span className="admin-figure">{data.unhandledMessages}</span>
          <Link href="/admin/messages">unread messages</Link>
        </div>
      </div>
    </>
  );
}
