"use client";

import Link from "@/components/ui/link";
import { QueryState } from "@/components/ui/query-state";
import { useAddresses } from "@/hooks/use-addresses";
import { useOrders } from "@/hooks/use-orders";
import { usePaymentMethods } from "@/hooks/use-payment-methods";
import { usePointsHistory } from "@/hooks/use-points";
import { useProfile } from "@/hooks/use-profile";
import { useSubscriptions } from "@/hooks/use-subscriptions";
import { formatDate } from "@/lib/storefront/format";
import { OrderStatus } from "./status-badges";

function Stat({ value, label, href, linkLabel }: { value: string | number | undefined; label: string; href: string; linkLabel: string }) {
  return (
    <div className="card stat">
      <div className="value">{value ?? "–"}</div>
      <div className="label">{label}</div>
      <Link href={href}>{linkLabel}</Link>
    </div>
  );
}

export function AccountOverview() {
  const profile = useProfile();
  const subscriptions = useSubscriptions();
  const points = usePointsHistory(1, 1);
  const cards = usePaymentMethods();
  const addresses = useAddresses();
  const orders = useOrders(1);
  const active = subscriptions.data?.filter((s) => s.status === "active").length;
  const balance = points.data?.enabled ? (points.data.data[0]?.balanceAfter ?? 0) : undefined;
  return (
    <div className="grid" style={{ gap: "2rem" }}>
      <QueryState isPending={profile.isPending} error={profile.error} retry={() => void profile.refetch()} label="your profile" rows={2}>
        <div>
          <h1>Hello{profile.data?.firstName ? `, ${profile.data.firstName}` : ""}</h1>
          <p className="muted">
            {profile.data?.email}
            {profile.data?.createdAt ? ` · Member since ${formatDate(profile.data.createdAt)}` : ""}
          </p>
        </div>
      </QueryState>
      <section aria-label="At a glance" className="stat-grid">
        <Stat value={active} label="Active subscriptions" href="/account/subscriptions" linkLabel="Manage subscriptions" />
        <Stat value={balance} label="Points balance" href="/account/points" linkLabel="Points history" />
        <Stat value={cards.data?.length} label="Saved cards" href="/account/payment-methods" linkLabel="Payment methods" />
        <Stat value={addresses.data?.length} label="Saved addresses" href="/account/addresses" linkLabel="Address book" />
      </section>
      <section aria-labelledby="recent-orders">
        <div className="section-head">
          <h2 id="recent-orders">Recent orders</h2>
          <Link href="/account/orders">All orders</Link>
        </div>
        <QueryState isPending={orders.isPending} error={orders.error} retry={() => void orders.refetch()} label="your orders">
          {orders.data?.data.length ? (
            <div className="card">
              {orders.data.data.slice(0, 3).map((o) => (
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
        </QueryState>
      </section>
    </div>
  );
}
