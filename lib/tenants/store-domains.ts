import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";

/** At most this many host names per store (a shop, its www name and a few campaign names). */
export const maxDomainsPerStore = 20;

/** A host name as the `Host` header and `store_domains` hold it: lower case, punycode, no port, no trailing dot. */
export function normaliseHost(input: string): string | undefined {
  const raw = input.trim().toLowerCase().replace(/\.$/, "");
  if (!raw || raw.length > 300 || /[/?#@\s\\]/.test(raw)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${raw}`).hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/\.$/, "");
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host)) return undefined; // an address, not a name
  const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
  return host.length <= 253 && new RegExp(`^${label}(?:\\.${label})*$`).test(host) ? host : undefined;
}

/** The host of a request's `Host` header without its port (`shop.example.com:3000` → `shop.example.com`). */
export function hostOfHeader(header: string | null | undefined): string | undefined {
  if (!header || header.length > 300) return undefined;
  return normaliseHost(header.replace(/:\d+$/, ""));
}

type HostEntry = { at: number; tenantId: Promise<string | undefined> };
/** How long a host's store is remembered; a change made by another process is seen within this. */
const hostTtlMs = 30_000;
const maxHosts = 1000;
const hosts = new Map<string, HostEntry>();

/** The store a host name belongs to, or undefined (cached briefly: every page request asks). */
export function tenantIdForHost(host: string): Promise<string | undefined> {
  const hit = hosts.get(host);
  if (hit && Date.now() - hit.at < hostTtlMs) return hit.tenantId;
  const tenantId = (async () => {
    const db = await getDb();
    const d = schema.storeDomains;
    const [row] = await db.select({ tenantId: d.tenantId }).from(d).where(eq(d.host, host)).limit(1);
    return row?.tenantId;
  })();
  tenantId.catch(() => hosts.delete(host));
  hosts.delete(host);
  if (hosts.size >= maxHosts) hosts.delete(hosts.keys().next().value!);
  hosts.set(host, { at: Date.now(), tenantId });
  return tenantId;
}

/** The host names of each store asked for, sorted. */
export async function storeDomainsOf(tenantIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(tenantIds.map((id) => [id, []]));
  if (tenantIds.length === 0) return out;
  const db = await getDb();
  const d = schema.storeDomains;
  const rows = await db
    .select({ host: d.host, tenantId: d.tenantId })
    .from(d)
    .where(inArray(d.tenantId, [...tenantIds]))
    .orderBy(asc(d.host));
  for (const r of rows) out.get(r.tenantId)?.push(r.host);
  return out;
}

/**
 * Replaces the host names a store answers on (`npm run cli -- tenant set-domains`): each must be a host name
 * (not an address) that no other store has; `[]` clears them. Nothing changes when one is refused.
 */
export async function setStoreDomains({ tenantId, domains }: { tenantId: string; domains: readonly string[] }): Promise<string[]> {
  const errors: string[] = [];
  const wanted = new Set<string>();
  for (const entry of domains) {
    if (entry.trim() === "") continue;
    const host = normaliseHost(entry);
    if (host) wanted.add(host);
    else errors.push(`"${entry}" is not a host name (like shop.example.com: no scheme, port, path or IP address).`);
  }
  if (wanted.size > maxDomainsPerStore) errors.push(`at most ${maxDomainsPerStore} host names per store.`);
  if (errors.length) throw new InvalidInputError({ domains: errors });
  const list = [...wanted].sort();
  const db = await getDb();
  const d = schema.storeDomains;
  await db.transaction(async (tx) => {
    const taken =
      list.length === 0
        ? []
        : await tx
            .select({ host: d.host })
            .from(d)
            .where(and(inArray(d.host, list), ne(d.tenantId, tenantId)));
    if (taken.length)
      throw new InvalidInputError({ domains: taken.map((t) => `"${t.host}" already belongs to another store of this deployment.`) });
    const before = await tx.select({ host: d.host }).from(d).where(eq(d.tenantId, tenantId));
    await tx.delete(d).where(eq(d.tenantId, tenantId));
    if (list.length) await tx.insert(d).values(list.map((host) => ({ host, tenantId })));
    for (const h of [...before.map((b) => b.host), ...list]) hosts.delete(h);
  });
  return list;
}
