import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderStatus } from "@/components/account/status-badges";
import { OrderDetails } from "@/components/checkout/order-details";
import Link from "@/components/ui/link";
import { callOperation, isNotFound } from "@/lib/api/caller";
import { requireSession } from "@/lib/storefront/auth";
import { formatDate } from "@/lib/storefront/format";

type Props = { params: Promise<{ orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order ${decodeURIComponent((await params).orderId)}` };
}

/** One of the customer's orders: what it holds, where it goes, the card that paid, tracking and refunds. */
export default async function AccountOrderPage({ params }: Props) {
  const orderId = decodeURIComponent((await params).orderId);
  const session = await requireSession(`/account/orders/${encodeURIComponent(orderId)}`);
  const order = await callOperation("getAccountOrder", { params: { orderId } }, { as: { accountToken: session.accountToken } })
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      if (isNotFound(error)) notFound();
      throw error;
    });
  return (
    <section className="grid" style={{ gap: "1rem" }} aria-labelledby="order-title" data-testid="account-order">
      <p className="small" style={{ margin: 0 }}>
        <Link href="/account/orders">← All orders</Link>
      </p>
      <div>
        <h1 id="order-title" style={{ marginBottom: "0.25rem" }}>
          Order <span data-testid="order-number">{order.orderId}</span> <OrderStatus status={order.status} />
        </h1>
        <p className="muted small" style={{ margin: 0 }}>
          Placed {formatDate(order.createdAt)}
        </p>
      </div>
      <div className="card card-body">
        <OrderDetails order={order} />
      </div>
    </section>
  );
}
