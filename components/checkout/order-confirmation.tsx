"use client";

import Link from "@/components/ui/link";
import { useQueryClient } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { useAccountApi } from "@/hooks/use-api";
import { useOrders } from "@/hooks/use-orders";
import type { PlacedOrder } from "@/lib/checkout/schemas";
import { formatMajorUnits } from "@/lib/money";

/** The confirmation after checkout: the placed order as checkout answered it, else as the order list has it. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const { customerId } = useAccountApi();
  const client = useQueryClient();
  const placed = client.getQueryData<PlacedOrder>(["account", customerId, "placed-order", orderId]);
  const orders = useOrders(1);
  const listed = orders.data?.data.find((o) => o.orderId === orderId);
  const order = placed ?? listed;
  return (
    <div className="grid" style={{ gap: "1.25rem" }}>
      <h1 style={{ margin: 0 }}>Thank you for your order</h1>
      <QueryState
        isPending={!placed && orders.isPending}
        error={placed ? null : orders.error}
        retry={() => void orders.refetch()}
        label="your order"
      >
        {order ? (
          <section className="card card-body" aria-labelledby="order-title" data-testid="order-confirmation">
            <h2 id="order-title" style={{ fontSize: "1.3rem" }}>
              Order <span data-testid="order-number">{order.orderId}</span>
            </h2>
            <p className="muted">We have e-mailed you a confirmation. Your order is paid and being prepared.</p>
            <ul className="summary-lines">
              {order.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  <span>{formatMajorUnits(line.lineTotal, order.currencyCode)}</span>
                </li>
              ))}
              {placed ? (
                <li>
                  <span>Delivery</span>
                  <span>{placed.shipping === 0 ? "Free" : placed.displayShipping}</span>
                </li>
              ) : null}
            </ul>
            <div className="summary-total">
              <span>Total</span>
              <strong data-testid="order-total">{formatMajorUnits(order.total, order.currencyCode)}</strong>
            </div>
            {placed && placed.pointsEarned > 0 ? (
              <p data-testid="points-earned">
                You earned <strong>{placed.pointsEarned} points</strong> with this order.
              </p>
            ) : null}
            <div className="button-row">
              <Link href="/account/orders" className="button">
                View your orders
              </Link>
              <Link href="/" className="button button-ghost">
                Continue shopping
              </Link>
            </div>
          </section>
        ) : (
          <p>
            Order {orderId} is not in your recent orders. <Link href="/account/orders">See all your orders</Link>.
          </p>
        )}
      </QueryState>
    </div>
  );
}
