import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderConfirmation } from "@/components/checkout/order-confirmation";
import { callOperation, isNotFound } from "@/lib/api/caller";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Order confirmed" };

type Props = { params: Promise<{ orderId: string }> };

export default async function ConfirmationPage({ params }: Props) {
  const orderId = decodeURIComponent((await params).orderId);
  const session = await requireSession(`/checkout/confirmation/${encodeURIComponent(orderId)}`);
  // Only one of the customer's own orders confirms: a made-up or someone else's number is a real 404.
  const order = await callOperation("getAccountOrder", { params: { orderId } }, { as: { accountToken: session.accountToken } }).catch(
    (error: unknown) => {
      if (isNotFound(error)) notFound();
      throw error;
    },
  );
  return (
    <div className="container section-tight">
      <OrderConfirmation order={order.data} />
    </div>
  );
}
