import type { Metadata } from "next";
import Link from "@/components/ui/link";
import type { OperationOutput } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Dashboard" };

type Setup = OperationOutput<"getOperatorDashboard">["data"]["setup"];

/** What a store needs to sell, in the order an owner sets it up, each with where to do it. */
const setupSteps: { key: keyof Setup; label: string; href?: string; how?: string }[] = [
  { key: "market", label: "A market: where you sell, in which currency", href: "/admin/store/markets" },
  { key: "taxRate", label: "A tax rate", href: "/admin/store/tax-rates" },
  { key: "shippingRate", label: "A delivery rate", href: "/admin/store/shipping-rates" },
  { key: "product", label: "A product", href: "/admin/products" },
  { key: "page", label: "A page (about us, delivery, returns)", href: "/admin/content" },
  { key: "payments", label: "Payments", how: 'a payment provider configured on the server (docs/commerce.md, "Gateways and the sandbox")' },
];

/** The setup checklist: shown until every step is done, each ticked from the store's data. */
function SetupChecklist({ setup }: { setup: Setup }) {
  if (setupSteps.every((s) => setup[s.key])) return null;
  const done = setupSteps.filter((s) => setup[s.key]).length;
  return (
    <section aria-labelledby="setup">
      <h2 id="setup">
        Set up your store ({done} of {setupSteps.length} done)
      </h2>
      <ul className="admin-checklist">
        {setupSteps.map((s) => (
          <li key={s.key} className={setup[s.key] ? "done" : undefined}>
            {s.href ? <Link href={s.href}>{s.label}</Link> : s.label}
            {s.how && !setup[s.key] && <span className="admin-muted">: {s.how}</span>}
            <span className="sr-only">{setup[s.key] ? " (done)" : " (to do)"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
      <SetupChecklist setup={data.setup} />
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
