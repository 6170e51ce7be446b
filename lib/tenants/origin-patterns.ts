import { isIPv4 } from "node:net";

/**
 * Browser origins a store allows (tenants.cors_origins, `cli tenant set-cors`, PATCH /operator/settings/cors), and the
 * patterns among them. Pure: parsing and matching only; lib/http/cors.ts decides which lists apply to a request.
 *
 * An entry is an origin, `scheme://host[:port]` (http or https; no path, query, credentials or trailing slash), or a
 * pattern whose host starts with one or more `*` labels: `https://*.example.dev` matches `https://pr-1.example.dev`
 * and `https://a.b.example.dev` (one label or more in place of each `*`), never `https://example.dev`,
 * `http://pr-1.example.dev` or `https://evil-example.dev`. A `*` anywhere else (`https://pr-*.example.dev`,
 * `https://*`, `*`) is refused, and so is a pattern over fewer than two fixed labels (`https://*.dev`), or over an
 * IP address. Hosts are compared in lower case; a default port (`:443` for https, `:80` for http) is dropped, as
 * browsers never send it.
 */

export type OriginPattern = {
  /** The entry as stored: lower case, default port dropped. */
  value: string;
  scheme: "http" | "https";
  /** The fixed part of the host (after the `*` labels); the whole host for an exact origin. */
  host: string;
  /** How many `*` labels lead the host (0 for an exact origin): the origin needs at least this many more labels. */
  wildcards: number;
  /** The port as written (empty for the scheme's default). */
  port: string;
};

/** At most this many entries per store, each at most this long. */
export const originLimits = { entries: 50, length: 253 };

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type ParsedOrigin = { ok: true; pattern: OriginPattern } | { ok: false; reason: string };

/** One entry, checked: the normalised pattern, or why it is refused (a sentence for the 422 or the CLI). */
export function parseOriginPattern(input: string): ParsedOrigin {
  const refuse = (reason: string): ParsedOrigin => ({ ok: false, reason });
  const raw = input.trim();
  if (raw === "") return refuse("is empty");
  if (raw.length > originLimits.length) return refuse(`is longer than ${originLimits.length} characters`);
  const match = raw.match(/^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/);
  if (!match) return refuse("must be an origin: scheme://host[:port], e.g. https://shop.example.com");
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const rest = match[3]!;
  if (scheme !== "http" && scheme !== "https") return refuse("must start with https:// or http://");
  if (rest !== "") return refuse("must be an origin without a path, query or trailing slash (scheme://host[:port])");
  if (authority.includes("@")) return refuse("must not contain credentials");
  const hostPort = authority.match(/^(\[[0-9A-Fa-f:.]+\]|[^:]*)(?::(\d{1,5}))?$/);
  if (!hostPort) return refuse("has an invalid port");
  const host = hostPort[1]!.toLowerCase();
  let port = hostPort[2] ?? "";
  if (port !== "") {
    const n = Number(port);
    if (n < 1 || n > 65535) return refuse("has a port outside 1–65535");
    port = String(n);
    if ((scheme === "https" && n === 443) || (scheme === "http" && n === 80)) port = "";
  }
  if (host === "") return refuse("has no host");
  const value = `${scheme}://${host}${port ? `:${port}` : ""}`;
  if (host.startsWith("[")) {
    // An IPv6 literal: exact only.
    return { ok: true, pattern: { value, scheme, host, wildcards: 0, port } };
  }
  const labels = host.split(".");
  let wildcards = 0;
  while (labels[wildcards] === "*") wildcards++;
  const fixed = labels.slice(wildcards);
  if (fixed.some((l) => l.includes("*")) || fixed.length === 0)
    return refuse("may use * only as whole left-most labels of the host (https://*.example.dev)");
  if (!fixed.every((l) => label.test(l))) return refuse("has an invalid host name");
  const fixedHost = fixed.join(".");
  if (wildcards > 0) {
    if (isIPv4(fixedHost) || /^\d+$/.test(fixed[fixed.length - 1]!)) return refuse("may not use * with an IP address");
    if (fixed.length < 2) return refuse("must keep at least two labels after * (https://*.example.dev, not https://*.dev)");
  }
  return { ok: true, pattern: { value, scheme, host: fixedHost, wildcards, port } };
}

/** Whether a request's Origin header is one the pattern allows. `null` and anything not an origin never match. */
export function originMatches(origin: string, pattern: OriginPattern): boolean {
  const parsed = parseOriginPattern(origin);
  if (!parsed.ok || parsed.pattern.wildcards > 0) return false;
  return matchesParsed(parsed.pattern, pattern);
}

function matchesParsed(o: OriginPattern, pattern: OriginPattern): boolean {
  if (o.scheme !== pattern.scheme || o.port !== pattern.port) return false;
  if (pattern.wildcards === 0) return o.host === pattern.host;
  if (!o.host.endsWith(`.${pattern.host}`)) return false;
  const extra = o.host.slice(0, -(pattern.host.length + 1)).split(".");
  return extra.length >= pattern.wildcards;
}

/**
 * A list of entries compiled once (entries that do not parse are skipped: the environment's list may hold anything;
 * stores' lists are checked when saved): `allows(origin)` answers whether any entry matches.
 */
export type OriginList = { allows: (origin: string) => boolean; size: number };

const compiled = new WeakMap<readonly string[], OriginList>();

export function compileOrigins(entries: readonly string[]): OriginList {
  const hit = compiled.get(entries);
  if (hit) return hit;
  const exact = new Set<string>();
  const patterns: OriginPattern[] = [];
  for (const entry of entries) {
    const parsed = parseOriginPattern(entry);
    if (!parsed.ok) continue;
    if (parsed.pattern.wildcards === 0) exact.add(parsed.pattern.value);
    else patterns.push(parsed.pattern);
  }
  const list: OriginList = {
    size: exact.size + patterns.length,
    allows: (origin) => {
      if (exact.size === 0 && patterns.length === 0) return false;
      const parsed = parseOriginPattern(origin);
      if (!parsed.ok || parsed.pattern.wildcards > 0) return false;
      const o = parsed.pattern;
      return exact.has(o.value) || patterns.some((p) => matchesParsed(o, p));
    },
  };
  compiled.set(entries, list);
  return list;
}

/**
 * A store's list as sent (PATCH, CLI): each entry checked and normalised, duplicates dropped, at most
 * `originLimits.entries`. Errors are keyed by position (`origins.0`), Laravel-style.
 */
export function normaliseOriginList(
  entries: readonly string[],
  field = "origins",
): { ok: true; origins: string[] } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (entries.length > originLimits.entries)
    return { ok: false, errors: { [field]: [`The ${field} field must not have more than ${originLimits.entries} items.`] } };
  const origins: string[] = [];
  entries.forEach((entry, i) => {
    const parsed = parseOriginPattern(entry);
    if (!parsed.ok) errors[`${field}.${i}`] = [`The ${field}.${i} field ${parsed.reason}.`];
    else if (!origins.includes(parsed.pattern.value)) origins.push(parsed.pattern.value);
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, origins };
}
