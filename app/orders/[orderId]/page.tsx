import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GuestOrder } from "@/components/checkout/guest-order";
import { shop } from "@/lib/storefront/shop";

export const metadata: Metadata = { title: "Your order", robots: { index: false } };

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<{ token?: string | string[] }> };

/**
 * A guest's order, opened from the confirmation mail's link (or after a guest checkout): the token is the key.
 * Without it, or with a token that opens no order, the page answers 404 as the API does.
 */
export default async function GuestOrderPage({ params, searchParams }: Props) {
  const orderId = decodeURIComponent((await params).orderId);
  const { token } = await searchParams;
  if (typeof token !== "string" || token === "") notFound();
  if (!(await shop.guestOrder(orderId, token))) notFound();
  return (
    <div className="container section-tight">
      <GuestOrder orderId={orderId} accessToken={token} />
    </div>
  );
}
