import { AddressLines } from "@/components/account/address-lines";
import Link from "@/components/ui/link";
import { TicketList } from "@/components/events/ticket-list";
import { cardLabel } from "@/lib/storefront/format";
import { OrderSummaryLines } from "./order-summary";
import type { OrderDetail } from "@storefront/sdk";

/**
 * One order as the server answered it (GET /account/orders/{orderId}): lines and totals as charged, where it goes,
 * the card that paid, tracking and refunds. No hooks and no fetching: the confirmation and the account's order page
 * render it on the server. A guest earns no points: they are offered an account instead.
 */
export function OrderDetails({ order, guest = false }: { order: OrderDetail; guest?: boolean }) {
  const address = order.shippingAddress;
  const refunds = order.refunds.filter((r) => r.status === "succeeded");
  return (
    <div className="grid" style={{ gap: "1rem" }}>
      <OrderSummaryLines lines={order.lines} totals={order.totals} displaySubtotal={order.totals.displaySubtotal} testIdPrefix="order" />
      {order.tickets.length ? (
        <section aria-labelledby="order-tickets" data-testid="order-tickets">
          <h3 id="order-tickets">Your tickets</h3>
          <p className="muted small">Show the QR code (or read out its code) at the door. Each ticket admits one person once.</p>
          <TicketList tickets={order.tickets} />
        </section>
      ) : null}
      {order.pointsEarned > 0 && guest ? (
        <p data-testid="points-offer" style={{ margin: 0 }}>
          With an account this order would have earned <strong>{order.pointsEarned} points</strong>.{" "}
          <Link href="/register">Create an account</Link> to collect points on your next orders.
        </p>
      ) : order.pointsEarned > 0 ? (
        <p data-testid="points-earned" style={{ margin: 0 }}>
          You earned <strong>{order.pointsEarned} points</strong> with this order.
        </p>
      ) : null}
      <div className="order-facts">
        {address ? (
          <div data-testid="order-address">
            <h3>Delivery address</h3>
            <p style={{ margin: 0 }}>
              {address.firstName} {address.lastName}
            </p>
            <AddressLines address={address} />
          </div>
        ) : null}
        {order.paymentMethod ? (
          <div data-testid="order-payment">
            <h3>Paid with</h3>
            <p style={{ margin: 0 }}>{cardLabel(order.paymentMethod)}</p>
          </div>
        ) : null}
      </div>
      {order.fulfilments.length ? (
        <div data-testid="order-tracking">
          <h3>Delivery</h3>
          <ul>
            {order.fulfilments.map((f) => (
              <li key={f.id}>
                Sent with {f.carrier}: tracking number <strong>{f.trackingNumber}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {refunds.length ? (
        <div data-testid="order-refunds">
          <h3>Refunds</h3>
          <ul>
            {refunds.map((r) => (
              <li key={r.id}>
                {r.displayAmount}
                {r.reason ? ` (${r.reason})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
