"use client";

import { useEffect, useRef } from "react";

/**
 * The outcome of the shopper's action (saved, removed, refused), announced and focused when it appears or
 * changes, so keyboard and screen-reader users land on the result rather than where the button was.
 */
export function ResultAlert({ tone, message, testId }: { tone: "success" | "error"; message: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After this commit's other effects: a closing dialog first hands focus back to its opener.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [message]);
  return (
    <div ref={ref} className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"} tabIndex={-1} data-testid={testId}>
      <p>{message}</p>
    </div>
  );
}
