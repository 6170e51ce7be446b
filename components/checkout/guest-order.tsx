"use client";

import Link from "@/components/ui/link";
import { OrderStatus } from "@/components/account/status-badges";
import { QueryState } from "@/components/ui/query-state";
import { useGuestOrder } from "@/hooks/use-guest-checkout";
import { ApiRequestError } from "@/lib/storefront/api-client";

/** The order page a guest reaches from the mail's link: status, lines, totals, tracking and refunds. */
export function GuestOrder({ orderId, accessToken }: { orderId: string; accessToken: string | null }) {
  const order = useGuestOrder(orderId, accessToken);
  const notFound = !accessToken || (order.error instanceof ApiRequestError && order.error.status === 404);
  if (notFound)
    return (
      <div className="grid" style={{ gap: "1rem" }}>
        <h1 style={{ margin: 0 }}>Order not found</h1>
        <p>
          This link does not open an order. Use the link in your order confirmation e-mail, or <Link href="/login">sign in</Link> to see
          your account&apos;s orders.
        </p>
      </div>
    );
  const o = order.data;
  return (
    <div className="grid" style={{ gap: "1.25rem" }}>
      <h1 style={{ margin: 0 }}>Order {orderId}</h1>
      <QueryState isPending={order.isPending} error={order.error} retry={() => void order.refetch()} label="your order">
        {o ? (
          <section className="card card-body grid" style={{ gap: "1rem" }} aria-labelledby="order-title" data-testid="guest-order">
            <h2 id="order-title" style={{ fontSize: "1.3rem", margin: 0 }}>
              <span data-testid="order-number">{o.orderId}</span> <OrderStatus status={o.status} />
            </h2>
            <p className="muted" style={{ margin: 0 }}>
              {o.status === "paid"
                ? `Thank you: your order is paid and being prepared. We sent the confirmation to ${o.email ?? "you"}.`
                : o.status === "cancelled"
                  ? "This order was cancelled and refunded."
                  : null}
            </p>
            <ul className="summary-lines">
              {o.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  <span>{line.displayLineTotal}</span>
                </li>
              ))}
              <li>
                <span>Subtotal</span>
                <span>{o.totals.displaySubtotal}</span>
              </li>
              {o.totals.discountTotal > 0 ? (
                <li>
                  <span>Discount</span>
                  <span>−{o.totals.displayDiscountTotal}</span>
                </li>
              ) : null}
              <li>
                <span>Delivery</span>
                <span>{o.totals.shipping === 0 ? "Free" : o.totals.displayShipping}</span>
              </li>
              {o.totals.taxTotal > 0 ? (
                <li>
                  <span>{o.totals.taxIncluded ? "Including tax" : "Tax"}</span>
                  <span>{o.totals.displayTaxTotal}</span>
                </li>
              ) : null}
            </ul>
            <div className="summary-total">
              <span>Total</span>
              <strong data-testid="order-total">{o.totals.displayTotal}</strong>
            </div>
            {o.fulfilments.length ? (
              <div data-testid="order-tracking">
                <h3 style={{ fontSize: "1.1rem" }}>Delivery</h3>
                <ul>
                  {o.fulfilments.map((f) => (
                    <li key={f.id}>
                      Sent with {f.carrier}: tracking number <strong>{f.trackingNumber}</strong>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {o.refunds.some((r) => r.status === "succeeded") ? (
              <div data-testid="order-refunds">
                <h3 style={{ fontSize: "1.1rem" }}>Refunds</h3>
                <ul>
                  {o.refunds
                    .filter((r) => r.status === "succeeded")
                    .map((r) => (
                      <li key={r.id}>
                        {r.displayAmount}
                        {r.reason ? ` (${r.reason})` : ""}
                      </li>
                    ))}
                </ul>
              </div>
            ) : null}
            <p className="muted small" style={{ margin: 0 }}>
              Keep this page&apos;s link: it is the key to your order. Creating an account later does not move guest orders into it.
            </p>
            <div className="button-row">
              <Link href="/" className="button">
                Continue shopping
              </Link>
            </div>
          </section>
        ) : null}
      </QueryState>
    </div>
  );
}
