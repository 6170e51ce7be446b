"use client";

import Link from "@/components/ui/link";
import { useEffect } from "react";

/** The body of every error.tsx: a calm message, a retry and a way home. */
export function ErrorView({
  error,
  reset,
  title = "Something went wrong",
}: {
  error: Error & { digest?: string };
  reset: () => void;
  title?: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container section">
      <div className="empty-state" role="alert">
        <h1>{title}</h1>
        <p className="muted">We could not load this page just now. Please try again in a moment.</p>
        {error.digest ? <p className="small muted">Reference: {error.digest}</p> : null}
        <div className="button-row">
          <button type="button" className="button" onClick={() => reset()}>
            Try again
          </button>
          <Link href="/" className="button button-ghost">
            Back to the shop
          </Link>
        </div>
      </div>
    </div>
  );
}
