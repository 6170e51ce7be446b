"use client";

import { ErrorView } from "@/components/ui/error-view";

/** The one error boundary of the storefront's pages (the root layout's own errors go to global-error.tsx). */
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView error={error} reset={reset} />;
}
