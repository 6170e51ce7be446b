const publicDirective = /(^|,)\s*public\s*(,|$)/i;

/**
 * Tells a shared cache in front of the API (nginx's proxy_cache, docs/DEPLOY.md) to keep a public answer only until
 * the end of the current second: `X-Accel-Expires` with an absolute time, which nginx honours to the second and
 * strips before answering. Its own `proxy_cache_valid 1s` counts whole seconds and so kept answers up to two seconds;
 * this way an operator edit, which reaches every instance's cache within a second, shows through nginx within one.
 * Browsers and CDNs still follow `Cache-Control` (the spec's `s-maxage` windows).
 */
export function markSharedCacheExpiry(method: string, headers: Headers, nowMs: number = Date.now()): void {
  if (method !== "GET" && method !== "HEAD") return;
  if (!publicDirective.test(headers.get("cache-control") ?? "")) return;
  headers.set("x-accel-expires", `@${Math.floor(nowMs / 1000)}`);
}
