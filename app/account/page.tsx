import type { Metadata } from "next";
import { AccountOverview } from "@/components/account/account-overview";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  await requireSession("/account");
  return <AccountOverview />;
}
