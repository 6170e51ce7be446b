"use client";

import { useEffect } from "react";

/**
 * Moves focus to the element with this id when `signal` changes: the result of the shopper's action (the
 * results heading after a search) rather than the top of the page. The element needs tabIndex={-1}.
 */
export function FocusOnArrival({ targetId, signal }: { targetId: string; signal: string }) {
  useEffect(() => {
    const el = document.getElementById(targetId);
    if (el && document.activeElement !== el) el.focus();
  }, [targetId, signal]);
  return null;
}
