/** Only same-site paths ("/account/orders"), never "//evil.example" or "https://…", may be returned to after sign-in. */
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/account"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || /[\r\n]/.test(v)) return fallback;
  if (v.startsWith("/login") || v.startsWith("/register") || v.startsWith("/api/")) return fallback;
  return v;
}
