/**
 * Where to go after sign-in: only a path on the store's own origin. The value is resolved the way a browser
 * resolves it (`new URL(value, origin)`), so tricks that a character check misses ("/%09/evil.example", whose
 * tab browsers drop; "/\\evil"; "//evil"; "javascript:") resolve to another origin or scheme and fall back.
 * The result is path + query + hash only, never an absolute URL.
 */
const base = "http://store.invalid";

export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/account"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || v.length > 2048 || !v.startsWith("/")) return fallback;
  // Browsers strip tabs and newlines anywhere in a URL and leading/trailing C0 controls and spaces; so do we,
  // before resolving; and a value whose decoding changes meaning (percent-encoded controls or slashes) is refused.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(v)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(v);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- as above
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(v, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.protocol !== "http:") return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (!result.startsWith("/") || result.startsWith("//")) return fallback;
  if (/^\/(login|register)(\/|\?|#|$)/.test(url.pathname) || url.pathname.startsWith("/api/")) return fallback;
  return result;
}
