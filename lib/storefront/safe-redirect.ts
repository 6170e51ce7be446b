/**
 * Where to go after sign-in: only a path on the store's own origin. The value is resolved the way a browser
 * resolves it (`new URL(value, origin)`), so tricks that a character check misses ("/%09/evil.example", whose
 * tab browsers drop; "/\\evil"; "//evil"; "javascript:") resolve to another origin or scheme and fall back.
 * The result is path + query + hash only, never an absolute URL.
 */
const base = "http://store.invalid";

/** C0 controls, DEL or a backslash (which browsers read as a slash). */
function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/account"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || v.length > 2048 || !v.startsWith("/")) return fallback;
  // Browsers drop tabs and newlines anywhere in a URL and read "\\" as "/": such values are refused outright, and
  // so is a value whose decoding hides them (percent-encoded controls, backslashes or a leading "//").
  if (hasControlOrBackslash(v)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(v);
  } catch {
    return fallback;
  }
  if (hasControlOrBackslash(decoded) || decoded.startsWith("//")) return fallback;
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
