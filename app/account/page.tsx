import type { Metadata } from "next";
import { AccountOverview } from "@/components/account/account-overview";
import { getAccountOverview } from "@/lib/storefront/account";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await requireSession("/account");
  return <AccountOverview overview={await getAccountOverview(session)} />;
}
