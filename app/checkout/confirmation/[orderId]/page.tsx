import type { Metadata } from "next";
import { OrderConfirmation } from "@/components/checkout/order-confirmation";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Order confirmed" };

type Props = { params: Promise<{ orderId: string }> };

export default async function ConfirmationPage({ params }: Props) {
  const { orderId } = await params;
  await requireSession(`/checkout/confirmation/${encodeURIComponent(orderId)}`);
  return (
    <div className="container section-tight">
      <OrderConfirmation orderId={decodeURIComponent(orderId)} />
    </div>
  );
}
