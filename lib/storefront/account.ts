import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { callOperation, type OperationOutput } from "@/lib/api/caller";

/**
 * An account page's data, read on the server through the in-process caller with the shopper's account token and
 * handed to React Query under the keys its hooks use (hooks/use-payment-methods.ts, use-subscriptions.ts, use-addresses.ts, use-points.ts): the
 * page's HTML is complete and the browser renders it at once instead of asking the API after hydration. A read that
 * fails is left out; the hook then asks the API from the browser.
 */
export type AccountSection = "subscriptions" | "payment-methods" | "addresses" | "rewards";

/** What the account overview shows, each part read on its own: a part that could not be read is null. */
export type AccountOverviewData = {
  profile: OperationOutput<"getAccount">["data"] | null;
  activeSubscriptions: number | null;
  /** Null when the store has no points programme or the history could not be read. */
  pointsBalance: number | null;
  savedCards: number | null;
  savedAddresses: number | null;
  recentOrders: OperationOutput<"listOrders">["data"] | null;
};

/**
 * The account overview's data, read on the server through the in-process caller for a page rendered as HTML only
 * (no client components to hydrate: the phone preset's blocking time). The session was checked just before
 * (requireSession), so a part that fails is shown as not loaded rather than ending the session.
 */
export async function getAccountOverview(session: Session): Promise<AccountOverviewData> {
  const as = { accountToken: session.accountToken };
  const settle = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);
  const [profile, subscriptions, points, cards, addresses, orders] = await Promise.all([
    settle(callOperation("getAccount", {}, { as })),
    settle(callOperation("listSubscriptions", {}, { as })),
    settle(callOperation("getPointsHistory", { query: { page: "1", perPage: "1" } }, { as })),
    settle(callOperation("listPaymentMethods", {}, { as })),
    settle(callOperation("listAddresses", {}, { as })),
    settle(callOperation("listOrders", { query: { page: "1", perPage: "3" } }, { as })),
  ]);
  return {
    profile: profile?.data ?? null,
    activeSubscriptions: subscriptions ? subscriptions.data.filter((s) => s.status === "active").length : null,
    pointsBalance: points?.enabled ? (points.data[0]?.balanceAfter ?? 0) : null,
    savedCards: cards ? cards.length : null,
    savedAddresses: addresses ? addresses.data.length : null,
    recentOrders: orders ? orders.data : null,
  };
}

export async function prefetchAccountSections(session: Session, sections: readonly AccountSection[]): Promise<DehydratedState> {
  const as = { accountToken: session.accountToken };
  const id = session.customer?.id ?? null;
  // As the browser would receive it: plain JSON (dates as strings).
  const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const client = new QueryClient();
  const reads: Record<AccountSection, [readonly unknown[], () => Promise<unknown>]> = {
    subscriptions: [["account", id, "subscriptions"], () => callOperation("listSubscriptions", {}, { as }).then((r) => r.data)],
    "payment-methods": [["account", id, "payment-methods"], () => callOperation("listPaymentMethods", {}, { as })],
    addresses: [["account", id, "addresses"], () => callOperation("listAddresses", {}, { as }).then((r) => r.data)],
    rewards: [["account", id, "rewards"], () => callOperation("getRewards", {}, { as }).then((r) => r.data)],
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
