"use client";

import { hydrate, useQueryClient, type DehydratedState } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";

const ServerDataContext = createContext(false);

/**
 * Queries the server already read for this page (lib/storefront/account.ts, cart.ts), put into React Query before
 * its sections render: the server's HTML shows the data, and the browser's first render shows the same.
 * (Not HydrationBoundary: it defers queries that already exist, and the header's cart link has made the cart's.)
 */
export function ServerData({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const client = useQueryClient();
  // Once, before the children render; hydrate() keeps whatever the cache holds that is newer.
  useState(() => hydrate(client, state));
  return <ServerDataContext.Provider value={true}>{children}</ServerDataContext.Provider>;
}

/** True inside <ServerData>: what a query holds at hydration came from the server, so the server rendered it too. */
export function useServerData(): boolean {
  return useContext(ServerDataContext);
}
