"use client";

import { useRouter } from "next/navigation";
import type { ChangeEvent, ReactNode } from "react";

/**
 * The collection's sort order, applied as soon as it is chosen (no separate button). Without JavaScript the form's
 * own submit button (in <noscript>) does the same as a plain GET.
 */
export function SortSelect({ defaultValue, basePath, children }: { defaultValue: string; basePath: string; children: ReactNode }) {
  const router = useRouter();
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.currentTarget.value;
    // A new order starts again at page 1.
    router.push(value === "featured" ? basePath : `${basePath}?${new URLSearchParams({ sort: value })}`, { scroll: false });
  }
  return (
    <select name="sort" defaultValue={defaultValue} data-testid="sort-select" onChange={onChange}>
      {children}
    </select>
  );
}
