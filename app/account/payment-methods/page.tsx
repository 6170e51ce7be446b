import type { Metadata } from "next";
import { PaymentMethods } from "@/components/account/payment-methods";
import { ServerData } from "@/components/providers/server-data";
import { prefetchAccountSections } from "@/lib/storefront/account";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Payment methods" };

export default async function PaymentMethodsPage() {
  const session = await requireSession("/account/payment-methods");
  // The cards and the boxes they pay are in the first HTML: nothing moves when "Pays for …" arrives.
  return (
    <ServerData state={await prefetchAccountSections(session, ["payment-methods", "subscriptions"])}>
      <PaymentMethods />
    </ServerData>
  );
}
