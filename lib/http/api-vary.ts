import http from "node:http";

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

const installedKey = Symbol.for("storefront.api-vary");
type Flagged = typeof globalThis & { [installedKey]?: boolean };

export function installApiVary(): void {
  const g = globalThis as Flagged;
  if (g[installedKey]) return;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
  const original = http.ServerResponse.prototype.setHeader;
  http.ServerResponse.prototype.setHeader = function setHeader(
    this: http.ServerResponse,
    name: string,
    value: number | string | readonly string[],
  ) {
    if (name.toLowerCase() === "vary" && this.req?.url?.startsWith("/api/")) {
      const kept = withoutInternalVary(value);
      if (!kept) {
        this.removeHeader(name);
        return this;
      }
      return original.call(this, name, kept);
    }
    return original.call(this, name, value);
  } as typeof original;
  g[installedKey] = true;
}
