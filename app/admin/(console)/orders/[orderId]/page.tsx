import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { isNotFound } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { AdminField, AdminForm } from "../../../_components/admin-form";
import { addNote, cancel, fulfil, refund } from "./actions";
import { TableFrame } from "../../../_components/table-frame";

type Params = { orderId: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Order ${(await params).orderId}` };
}

const paymentLabels = {
  pending: "payment pending",
  paid: "paid",
  partially_refunded: "partially refunded",
  refunded: "refunded",
  voided: "voided",
} as const;

/** One order (GET /operator/orders/{orderId}): lines, totals, payment, shipments, refunds, and what staff can do next. */
export default async function AdminOrderPage({ params }: { params: Promise<Params> }) {
  const { orderId } = await params;
  const { caller, staff, csrfToken } = await requireStaff();
  const { data: store } = await caller.getStoreSettings();
  const when = (iso: string | null) => storeTime(iso, store.timezone);
  const order = await caller
    .getOperatorOrder({ params: { orderId } })
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      if (isNotFound(error)) notFound();
      throw error;
    });
  const canShip = order.status === "paid";
  const canCancel = order.status === "paid";
  const canRefund = ["paid", "fulfilled", "partially_refunded"].includes(order.status);
  const address = order.shippingAddress;
  return (
    <>
      <h1>
        Order {order.orderId} <span className="admin-badge">{paymentLabels[order.paymentStatus]}</span>{" "}
        <span className="admin-badge">{order.fulfilmentStatus}</span>
        {order.status === "cancelled" && (
          <>
            {" "}
            <span className="admin-badge">cancelled</span>
          </>
        )}
      </h1>
      <div className="admin-grid-2">
        <section aria-labelledby="summary">
          <h2 id="summary">Summary</h2>
          <dl className="admin-dl">
            <dt>Customer</dt>
            <dd>
              {order.customerId ? (
                <Link href={`/admin/customers/${order.customerId}`}>{order.email ?? "Customer"}</Link>
              ) : (
                (order.email ?? "—")
              )}{" "}
              {order.guest && <span className="admin-badge">guest</span>}
            </dd>
            <dt>Placed</dt>
            <dd>{when(order.createdAt)}</dd>
            <dt>Paid</dt>
            <dd>{when(order.paidAt)}</dd>
            <dt>Shipped</dt>
            <dd>{when(order.fulfilledAt)}</dd>
            <dt>Cancelled</dt>
            <dd>{when(order.cancelledAt)}</dd>
            <dt>Payment</dt>
            <dd>{order.paymentMethod ? `${order.paymentMethod.cardType} ending ${order.paymentMethod.cardLast4}` : "—"}</dd>
            <dt>Deliver to</dt>
            <dd>
              {address
                ? [
                    `${address.firstName} ${address.lastName}`,
                    address.company,
                    address.line1,
                    address.line2,
                    `${address.postalCode} ${address.city}`,
                    address.region,
                    address.countryCode,
                  ]
                    .filter(Boolean)
                    .join(", ")
                : "—"}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="lines">
          <h2 id="lines">Lines</h2>
          <TableFrame labelledBy="lines">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Item</th>
                  <th className="num">Qty</th>
                  <th className="num">Price</th>
                  <th className="num">Discount</th>
                  <th className="num">Total</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <td>{line.name}</td>
                    <td className="num" data-label="Qty">
                      {line.quantity}
                    </td>
                    <td className="num" data-label="Price">
                      {line.displayUnitPrice}
                      {line.quantity > 1 && <div className="admin-muted">{line.displayLineSubtotal}</div>}
                    </td>
                    <td className="num" data-label="Discount">
                      {line.discount === null ? "—" : line.discount > 0 ? `−${line.displayDiscount}` : ""}
                    </td>
                    <td className="num" data-label="Total">
                      {line.displayLineTotal}
                    </td>
                  </tr>
                ))}
                {order.summary.map((row) => (
                  <tr key={`${row.kind}-${row.label}`} className={row.included ? "admin-muted" : undefined}>
                    <td colSpan={4}>{row.label}</td>
                    <td className="num">{row.amount < 0 ? `−${row.displayAmount.replace(/^-/, "")}` : row.displayAmount}</td>
                  </tr>
                ))}
                <tr>
                  <th colSpan={4}>Total</th>
                  <th className="num">{order.displayTotal}</th>
                </tr>
                {order.totals.refunded > 0 && (
                  <>
                    <tr>
                      <td colSpan={4}>Refunded</td>
                      <td className="num">−{order.totals.displayRefunded}</td>
                    </tr>
                    <tr>
                      <th colSpan={4}>Net paid</th>
                      <th className="num">{order.displayNetPaid}</th>
                    </tr>
                  </>
                )}
              </tbody>
            </table>
          </TableFrame>
        </section>
      </div>

      <h2>Shipments</h2>
      {order.fulfilments.length === 0 ? (
        <p className="admin-muted">Not shipped.</p>
      ) : (
        <ul>
          {order.fulfilments.map((f) => (
            <li key={f.id}>
              {f.carrier} {f.trackingNumber} · {when(f.createdAt)}
            </li>
          ))}
        </ul>
      )}
      <h2>Refunds</h2>
      {order.refunds.length === 0 ? (
        <p className="admin-muted">None.</p>
      ) : (
        <ul>
          {order.refunds.map((r) => (
            <li key={r.id}>
              {r.displayAmount} · {r.status} · {r.reason} · {when(r.createdAt)}
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="timeline">
        <h2 id="timeline">Timeline</h2>
        <AdminForm action={addNote.bind(null, order.orderId)} csrfToken={csrfToken} submit="Add note" label="Add a note to this order">
          <AdminField name="body" label="Note (staff only)" rows={2} required />
        </AdminForm>
        <ol className="admin-timeline">
          {order.timeline.map((e, i) => (
            <li key={`${e.kind}-${e.at}-${i}`}>
              <span className="admin-muted">
                <time dateTime={e.at}>{when(e.at)}</time>
                {e.author && <> · {e.author}</>}
              </span>
              <div style={{ whiteSpace: e.kind === "note" ? "pre-wrap" : undefined }}>{e.text}</div>
            </li>
          ))}
        </ol>
      </section>

      <div className="admin-grid-2">
        {canShip && (
          <section aria-labelledby="ship">
            <h2 id="ship">Ship</h2>
            <AdminForm action={fulfil.bind(null, order.orderId)} csrfToken={csrfToken} submit="Mark as shipped" label="Ship this order">
              <AdminField name="carrier" label="Carrier" required />
              <AdminField name="trackingNumber" label="Tracking number" required />
            </AdminForm>
          </section>
        )}
        {canRefund && staff.role === "owner" && (
          <section aria-labelledby="refund">
            <h2 id="refund">Refund</h2>
            <AdminForm
              action={refund.bind(null, order.orderId)}
              csrfToken={csrfToken}
              submit="Refund"
              tone="danger"
              label="Refund part of this order"
            >
              <AdminField name="amount" label={`Amount (${order.currencyCode})`} type="number" step="0.01" required />
              <AdminField name="reason" label="Reason" required />
            </AdminForm>
          </section>
        )}
        {canCancel && (
          <section aria-labelledby="cancel">
            <h2 id="cancel">Cancel</h2>
            <AdminForm
              action={cancel.bind(null, order.orderId)}
              csrfToken={csrfToken}
              submit="Cancel order"
              tone="danger"
              label="Cancel this order"
            >
              <p className="admin-muted">Refunds the payment in full and puts the stock back.</p>
              <AdminField
                name="confirm"
                label="Confirm"
                options={[
                  { value: "", label: "Choose…" },
                  { value: "yes", label: "Yes, cancel this order" },
                ]}
              />
            </AdminForm>
          </section>
        )}
      </div>
    </>
  );
}
