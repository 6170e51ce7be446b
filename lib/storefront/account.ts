import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { callOperation } from "@/lib/api/caller";

/**
 * The account overview's data, read on the server through the in-process caller with the shopper's account token
 * and handed to React Query under the keys its hooks use (hooks/use-profile.ts, use-orders.ts, …): the page's
 * HTML is complete and the browser renders it at once instead of asking six API calls after hydration (the
 * Lighthouse LCP of /account). A read that fails is left out; the hook then asks the API from the browser.
 */
export type AccountSection = "profile" | "subscriptions" | "points" | "payment-methods" | "addresses" | "orders";

const overviewSections: readonly AccountSection[] = ["profile", "subscriptions", "points", "payment-methods", "addresses", "orders"];

export function prefetchAccountOverview(session: Session): Promise<DehydratedState> {
  return prefetchAccountSections(session, overviewSections);
}

/** The same, for the sections one account page shows (e.g. the cards page: its cards and the boxes they pay). */
export async function prefetchAccountSections(session: Session, sections: readonly AccountSection[]): Promise<DehydratedState> {
  const as = { accountToken: session.accountToken };
  const id = session.customer?.id ?? null;
  // As the browser would receive it: plain JSON (dates as strings).
  const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const client = new QueryClient();
  const reads: Record<AccountSection, [readonly unknown[], () => Promise<unknown>]> = {
    profile: [["account", id, "profile"], () => callOperation("getAccount", {}, { as }).then((r) => r.data)],
    subscriptions: [["account", id, "subscriptions"], () => callOperation("listSubscriptions", {}, { as }).then((r) => r.data)],
    points: [["account", id, "points", 1, 1], () => callOperation("getPointsHistory", { query: { page: "1", perPage: "1" } }, { as })],
    "payment-methods": [["account", id, "payment-methods"], () => callOperation("listPaymentMethods", {}, { as })],
    addresses: [["account", id, "addresses"], () => callOperation("listAddresses", {}, { as }).then((r) => r.data)],
    orders: [["account", id, "orders", 1], () => callOperation("listOrders", { query: { page: "1", perPage: "10" } }, { as })],
  };
  await Promise.all(
    sections.map(async (section) => {
      const [key, read] = reads[section];
      try {
        client.setQueryData(key, wire(await read()));
      } catch {
        // Left to the browser (see above).
      }
    }),
  );
  return dehydrate(client);
}
