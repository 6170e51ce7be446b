import type { Metadata } from "next";
import { SubscriptionManager } from "@/components/account/subscription-manager";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Your subscription" };

type Props = {
  params: Promise<{ subscriptionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One subscription: what is in it, when and where it comes, which card pays; change, skip, pause, resume or cancel it. */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const { subscriptionId } = await params;
  await requireSession(`/account/subscriptions/${encodeURIComponent(subscriptionId)}`);
  const created = (await searchParams).created === "1";
  return <SubscriptionManager subscriptionId={subscriptionId} created={created} />;
}
