import type { ReactNode } from "react";

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * A table's frame: on a narrow screen the table scrolls sideways inside it, so the frame takes keyboard focus (the
 * arrow keys scroll it) and is a named region, so a screen reader says what the focus landed on.
 */
export function TableFrame({ label, labelledBy, children }: Name & { children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
