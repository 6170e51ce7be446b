import Link from "@/components/ui/link";
import { OrderDetails } from "./order-details";
import type { OrderDetail } from "@storefront/sdk";

/** The confirmation after checkout, rendered on the server from the placed order (GET /account/orders/{orderId}). */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  return (
    <div className="grid" style={{ gap: "1.25rem" }}>
      <h1 style={{ margin: 0 }}>Thank you for your order</h1>
      <section className="card card-body grid" style={{ gap: "1rem" }} aria-labelledby="order-title" data-testid="order-confirmation">
        <h2 id="order-title" style={{ fontSize: "1.3rem", margin: 0 }}>
          Order <span data-testid="order-number">{order.orderId}</span>
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          We have e-mailed you a confirmation. Your order is paid and being prepared.
        </p>
        <OrderDetails order={order} />
        <div className="button-row">
          <Link href="/account/orders" className="button">
            View your orders
          </Link>
          <Link href="/" className="button button-ghost">
            Continue shopping
          </Link>
        </div>
      </section>
    </div>
  );
}
