import type { Metadata } from "next";
import { GuestOrder } from "@/components/checkout/guest-order";

export const metadata: Metadata = { title: "Your order", robots: { index: false } };

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<{ token?: string | string[] }> };

/** A guest's order, opened from the confirmation mail's link (or after a guest checkout): the token is the key. */
export default async function GuestOrderPage({ params, searchParams }: Props) {
  const { orderId } = await params;
  const { token } = await searchParams;
  return (
    <div className="container section-tight">
      <GuestOrder orderId={decodeURIComponent(orderId)} accessToken={typeof token === "string" ? token : null} />
    </div>
  );
}
