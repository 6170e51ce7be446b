import http from "node:http";

/**
 * Next.js drops `Content-Encoding` and `Content-Length` from a route handler's Response (it assumes the body may
 * have been decoded by fetch), so an answer cannot carry bytes compressed ahead of time. Route handlers name them
 * with these private headers instead, and `installEncodedAnswers` (instrumentation.ts, the built server) renames
 * them on the Node response as Next copies the headers over — before Next's own compression looks, so it sees the
 * body is already encoded and leaves it alone.
 */
export const encodingHeader = "x-storefront-content-encoding";
export const lengthHeader = "x-storefront-content-length";

const renamed: Record<string, string> = { [encodingHeader]: "content-encoding", [lengthHeader]: "content-length" };

const installedKey = Symbol.for("storefront.encoded-answers");
type Flagged = typeof globalThis & { [installedKey]?: boolean };

export function installEncodedAnswers(): void {
  const g = globalThis as Flagged;
  if (g[installedKey]) return;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
  const original = http.ServerResponse.prototype.setHeader;
  http.ServerResponse.prototype.setHeader = function setHeader(
    this: http.ServerResponse,
    name: string,
    value: number | string | readonly string[],
  ) {
    const target = renamed[name.toLowerCase()];
    if (target) return original.call(this, target, Array.isArray(value) ? String(value[value.length - 1]) : value);
    return original.call(this, name, value);
  } as typeof original;
  g[installedKey] = true;
}

/** Whether this process renames the private headers (the built server does; elsewhere answers are not pre-encoded). */
export function encodedAnswersInstalled(): boolean {
  return (globalThis as Flagged)[installedKey] === true;
}
