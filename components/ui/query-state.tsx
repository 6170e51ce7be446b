"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { useServerData } from "@/components/providers/server-data";
import { Alert } from "./alert";
import { InlineSkeleton } from "./skeleton";

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards (and at once for pages opened in the browser).
 * Data that a query already holds when a later part of the page hydrates (another component fetched it first)
 * must not show before hydration ends, or the browser's first render differs from the server's (React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Loading and error states of a React Query section, so every section looks the same while it waits or fails. */
export function QueryState({
  isPending,
  error,
  retry,
  label,
  rows = 3,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  retry?: () => void;
  label: string;
  rows?: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // Inside <ServerData> the server read the queries too: its HTML and the first render already agree.
  const serverData = useServerData();
  if (!hydrated && !serverData) return <InlineSkeleton rows={rows} label={`Loading ${label}`} />;
  if (error) {
    return (
      <Alert tone="error" title={`We couldn't load ${label}`}>
        <p>{error.message}</p>
        {retry ? (
          <p>
            <button type="button" className="button button-small button-ghost" onClick={retry}>
              Try again
            </button>
          </p>
        ) : null}
      </Alert>
    );
  }
  if (isPending) return <InlineSkeleton rows={rows} label={`Loading ${label}`} />;
  return <>{children}</>;
}
