import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { isNotFound } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { TableFrame } from "../../../_components/table-frame";

export const metadata: Metadata = { title: "Customer" };

/** One customer (GET /operator/customers/{id}): orders, subscriptions, points, addresses, marketing consent. */
export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller } = await requireStaff();
  const [customer, { data: store }] = await Promise.all([
    caller
      .getOperatorCustomer({ params: { id } })
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        if (isNotFound(error)) notFound();
        throw error;
      }),
    caller.getStoreSettings(),
  ]);
  const when = (iso: string | null) => storeTime(iso, store.timezone);
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email;
  return (
    <>
      <h1>
        {name} {!customer.registered && <span className="admin-badge">no account</span>}
      </h1>
      <div className="admin-grid-2">
        <section aria-labelledby="contact">
          <h2 id="contact">Contact</h2>
          <dl className="admin-dl">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{customer.phone ?? "—"}</dd>
            <dt>Customer since</dt>
            <dd>{when(customer.createdAt)}</dd>
            <dt>Orders</dt>
            <dd>{customer.ordersCount}</dd>
            <dt>Spent</dt>
            <dd>{customer.totalSpent.map((t) => t.displayAmount).join(" + ") || "—"}</dd>
            <dt>Points</dt>
            <dd>{customer.rewardsEnabled ? customer.pointsBalance.toLocaleString("en-GB") : "Rewards are off"}</dd>
            <dt>Marketing</dt>
            <dd>
              {customer.marketingConsent.given ? "Consented" : "No consent given"}
              <ul>
                <li>
                  {customer.marketingConsent.account.accepted
                    ? `News and offers by e-mail: agreed in their account · ${when(customer.marketingConsent.account.at)}`
                    : "News and offers by e-mail: not agreed in their account"}
                </li>
                {customer.marketingConsent.consents.map((c, i) => (
                  <li key={i}>
                    {c.accepted ? "Accepted" : "Declined"} “{c.text}” on {c.form}
                    {c.at && <> · {when(c.at)}</>}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="addresses">
          <h2 id="addresses">Addresses</h2>
          {customer.addresses.length === 0 ? (
            <p className="admin-muted">None saved.</p>
          ) : (
            <ul>
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  {[`${a.firstName} ${a.lastName}`, a.company, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.region, a.countryCode]
                    .filter(Boolean)
                    .join(", ")}
                  {a.isDefault && <span className="admin-badge">default</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <h2 id="orders">Orders</h2>
      <TableFrame labelledBy="orders">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Order</th>
              <th>Placed</th>
              <th>Status</th>
              <th className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {customer.orders.map((o) => (
              <tr key={o.orderId}>
                <td>
                  <Link href={`/admin/orders/${encodeURIComponent(o.orderId)}`}>{o.orderId}</Link>
                </td>
                <td data-label="Placed">{when(o.createdAt)}</td>
                <td data-label="Status">
                  <span className="admin-badge">{o.status.replace(/_/g, " ")}</span>
                </td>
                <td className="num" data-label="Total">
                  {o.displayTotal}
                </td>
              </tr>
            ))}
            {customer.orders.length === 0 && (
              <tr>
                <td colSpan={4} className="admin-muted">
                  No orders yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>

      <h2 id="subscriptions">Subscriptions</h2>
      {customer.subscriptions.length === 0 ? (
        <p className="admin-muted">None.</p>
      ) : (
        <TableFrame labelledBy="subscriptions">
          <table className="admin-table">
            <thead>
              <tr>
                <th>Box</th>
                <th>Status</th>
                <th>Every</th>
                <th>Next billing</th>
                <th className="num">Price</th>
              </tr>
            </thead>
            <tbody>
              {customer.subscriptions.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td data-label="Status">
                    <span className="admin-badge">{s.status.replace(/_/g, " ")}</span>
                  </td>
                  <td data-label="Every">
                    {s.frequencyWeeks} week{s.frequencyWeeks === 1 ? "" : "s"}
                  </td>
                  <td data-label="Next billing">{s.nextBillingDate ?? "—"}</td>
                  <td className="num" data-label="Price">
                    {s.displayPrice}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </>
  );
}
