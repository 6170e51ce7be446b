import { Alert } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { formatDate } from "@/lib/storefront/format";
import type { AccountOverviewData } from "@/lib/storefront/account";
import { OrderStatus } from "./status-badges";

function Stat({ value, label, href, linkLabel }: { value: number | null; label: string; href: string; linkLabel: string }) {
  return (
    <div className="card stat">
      <div className="value">{value ?? "–"}</div>
      <div className="label">{label}</div>
      <Link href={href}>{linkLabel}</Link>
    </div>
  );
}

function NotLoaded({ what }: { what: string }) {
  return (
    <Alert tone="error" title={`We couldn't load ${what}`}>
      <p>
        Please <a href="/account">reload the page</a> in a moment.
      </p>
    </Alert>
  );
}

/** The account overview as server-rendered HTML: nothing here needs the browser, so nothing here is hydrated. */
export function AccountOverview({ overview }: { overview: AccountOverviewData }) {
  const { profile, recentOrders } = overview;
  return (
    <div className="grid" style={{ gap: "2rem" }}>
      {profile ? (
        <div>
          <h1>Hello{profile.firstName ? `, ${profile.firstName}` : ""}</h1>
          <p className="muted">
            {profile.email} · Member since {formatDate(profile.createdAt)}
          </p>
        </div>
      ) : (
        <div>
          <h1>Hello</h1>
          <NotLoaded what="your profile" />
        </div>
      )}
      <section aria-label="At a glance" className="stat-grid">
        <Stat
          value={overview.activeSubscriptions}
          label="Active subscriptions"
          href="/account/subscriptions"
          linkLabel="Manage subscriptions"
        />
        <Stat value={overview.pointsBalance} label="Points balance" href="/account/points" linkLabel="Points history" />
        <Stat value={overview.savedCards} label="Saved cards" href="/account/payment-methods" linkLabel="Payment methods" />
        <Stat value={overview.savedAddresses} label="Saved addresses" href="/account/addresses" linkLabel="Address book" />
      </section>
      <section aria-labelledby="recent-orders">
        <div className="section-head">
          <h2 id="recent-orders">Recent orders</h2>
          <Link href="/account/orders">All orders</Link>
        </div>
        {!recentOrders ? (
          <NotLoaded what="your orders" />
        ) : recentOrders.length ? (
          <div className="card">
            {recentOrders.map((o) => (
              <div className="list-row" key={o.id}>
                <div>
                  <h3>Order {o.orderId}</h3>
                  <p className="muted small" style={{ margin: 0 }}>
                    {formatDate(o.createdAt)} · {o.lines.length} {o.lines.length === 1 ? "item" : "items"}
                  </p>
                </div>
                <div style={{ textAlign: "right" }}>
                  <strong>{o.displayTotal}</strong>
                  <div>
                    <OrderStatus status={o.status} />
                  </div>
                </div>
              </div>
            ))}
          </div>
        ) : (
          <p className="muted">You haven&apos;t placed an order yet.</p>
        )}
      </section>
    </div>
  );
}
