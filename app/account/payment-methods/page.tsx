import type { Metadata } from "next";
import { PaymentMethods } from "@/components/account/payment-methods";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Payment methods" };

export default async function PaymentMethodsPage() {
  await requireSession("/account/payment-methods");
  return <PaymentMethods />;
}
