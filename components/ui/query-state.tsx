"use client";

import type { ReactNode } from "react";
import { Alert } from "./alert";
import { InlineSkeleton } from "./skeleton";

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
