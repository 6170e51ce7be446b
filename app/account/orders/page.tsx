import type { Metadata } from "next";
import { OrderList } from "@/components/account/order-list";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage() {
  await requireSession("/account/orders");
  return <OrderList />;
}
