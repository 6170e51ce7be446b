"use client";

import Link from "@/components/ui/link";
import { OrderStatus } from "@/components/account/status-badges";
import { QueryState } from "@/components/ui/query-state";
import { useGuestOrder } from "@/hooks/use-guest-checkout";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { OrderDetails } from "./order-details";
import { OrderNotFound } from "./order-not-found";

/** The order page a guest reaches from the mail's link: status, lines, totals, tracking and refunds. */
export function GuestOrder({ orderId, accessToken }: { orderId: string; accessToken: string | null }) {
  const order = useGuestOrder(orderId, accessToken);
  const notFound = !accessToken || (order.error instanceof ApiRequestError && order.error.status === 404);
  if (notFound) return <OrderNotFound />;
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
            <OrderDetails order={o} guest />
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
