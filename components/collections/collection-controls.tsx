"use client";

import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";

/**
 * The collection's order and filters (availability, kind, price band), applied as soon as one changes: the form's values become
 * the page's query (page 1 again). Without JavaScript the form's own Apply button (in <noscript>) sends the same GET.
 */
export function CollectionControls({ basePath, children }: { basePath: string; children: ReactNode }) {
  const router = useRouter();
  function apply(event: FormEvent<HTMLFormElement>) {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value !== "string" || !value || (key === "sort" && value === "featured")) continue;
      query.set(key, value);
    }
    const search = query.toString();
    router.push(search ? `${basePath}?${search}` : basePath, { scroll: false });
  }
  return (
    <form
      method="get"
      action={basePath}
      className="collection-controls"
      aria-label="Sort and filter products"
      onChange={apply}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event);
      }}
    >
      {children}
      <noscript>
        <button type="submit" className="button button-secondary button-small">
          Apply
        </button>
      </noscript>
    </form>
  );
}
