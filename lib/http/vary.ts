/**
 * Adds header names to a response's Vary, keeping the ones already there (case-insensitively, once each).
 * A cacheable answer that varies by Authorization (the tenant) must keep it when CORS adds Origin, or a
 * shared cache keying on URL + Origin could serve one store's content to another.
 */
export function mergeVary(headers: Headers, ...names: string[]): void {
  const current = (headers.get("vary") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (current.includes("*")) return;
  const seen = new Set(current.map((s) => s.toLowerCase()));
  for (const name of names
    .flatMap((n) => n.split(","))
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (name === "*") {
      headers.set("vary", "*");
      return;
    }
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      current.push(name);
    }
  }
  if (current.length) headers.set("vary", current.join(", "));
}

/** Sets headers on a response, merging Vary instead of replacing it. */
export function applyHeaders(headers: Headers, extra: Record<string, string>): void {
  for (const [k, v] of Object.entries(extra)) {
    if (k.toLowerCase() === "vary") mergeVary(headers, v);
    else headers.set(k, v);
  }
}
