import type { Metadata } from "next";
import { SubscriptionList } from "@/components/account/subscription-list";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Subscriptions" };

export default async function SubscriptionsPage() {
  await requireSession("/account/subscriptions");
  return <SubscriptionList />;
}
