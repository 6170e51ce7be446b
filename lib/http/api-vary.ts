import { addSetHeaderHook } from "./set-header-hooks";

/**
 * Next.js puts `Vary: rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch` (and
 * `next-url` on paths an interception route could match) on every App Router answer, route handlers included:
 * base-server's setVaryHeader appends them to the Node response before the handler runs, and the handler's own
 * Vary is appended after them when the Response is copied over (send-response). They tell the router's RSC payloads
 * from HTML; an API answer is neither, and a client or cache reading our Vary (Authorization, Origin,
 * Accept-Encoding) should not have to key on them. No route handler can remove them (they are not on its
 * Response), so `installApiVary` (instrumentation.ts, the built server) drops them where Next sets them: in
 * `setHeader("vary", …)` of a response to an `/api/` path. Pages keep them.
 */
export const nextInternalVary = new Set([
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
]);

/** A Vary value (a string, or the list Next builds) without Next's internal names; undefined when nothing is left. */
export function withoutInternalVary(value: number | string | readonly string[]): string[] | undefined {
  const names = (Array.isArray(value) ? (value as readonly string[]) : [String(value)])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "" && !nextInternalVary.has(s.toLowerCase()));
  return names.length ? [names.join(", ")] : undefined;
}

export function installApiVary(): void {
  addSetHeaderHook("api-vary", (res, name, value) => {
    if (name.toLowerCase() !== "vary" || !res.req?.url?.startsWith("/api/")) return undefined;
    const kept = withoutInternalVary(value);
    return kept ? { name, value: kept } : "remove";
  });
}
