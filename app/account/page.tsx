import type { Metadata } from "next";
import { ServerData } from "@/components/providers/server-data";
import { AccountOverview } from "@/components/account/account-overview";
import { prefetchAccountOverview } from "@/lib/storefront/account";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await requireSession("/account");
  // Rendered with its data on the server (no loading rows, then six API calls, in the browser).
  return (
    <ServerData state={await prefetchAccountOverview(session)}>
      <AccountOverview />
    </ServerData>
  );
}
