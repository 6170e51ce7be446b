/**
 * The server's own cache for public storefront reads (blog posts, package configuration): in process memory,
 * keyed by tenant, with tags for invalidation and stale-while-revalidate windows like the HTTP headers'.
 *
 * Why not Next's `unstable_cache` (measured with autocannon on the built server, see docs/content-api.md): it served
 * the same requests per second within the noise of a shared machine, but it writes every entry to .next/cache, so
 * entries outlive a restart and a database reset (a re-seeded store would be served yesterday's posts), its tag
 * manifest is per process anyway, and Next 16 documents it as replaced by `use cache`, which needs
 * `cacheComponents` (not enabled, as it changes every page of the storefront). Here invalidation is immediate in
 * this process, and with REDIS_URL set it reaches every other instance too (lib/cache/invalidation-bus.ts).
 */
import { onRemoteInvalidation, publishInvalidation } from "./invalidation-bus";
import { revalidatePages } from "./revalidate-pages";

export type CachePolicy = {
  /** Seconds an entry is served without a look-up. */
  fresh: number;
  /** Further seconds a stale entry may be served while one background refresh runs. */
  stale: number;
};

type Entry = { value: unknown; freshUntil: number; expiresAt: number; tags: string[] };

const maxEntries = 10_000;

type State = {
  entries: Map<string, Entry>;
  keysByTag: Map<string, Set<string>>;
  /** Bumped on invalidation, so a load that started before it does not store what it read. */
  tagGenerations: Map<string, number>;
  inFlight: Map<string, Promise<unknown>>;
};

// One cache per process, shared by every route bundle (route modules may be instantiated separately).
const stateKey = Symbol.for("storefront.tenant-cache");
const g = globalThis as typeof globalThis & { [stateKey]?: State };
const state: State = (g[stateKey] ??= {
  entries: new Map<string, Entry>(),
  keysByTag: new Map<string, Set<string>>(),
  tagGenerations: new Map<string, number>(),
  inFlight: new Map<string, Promise<unknown>>(),
});
const { entries, keysByTag, tagGenerations, inFlight } = state;

/** Tags and keys always start with the tenant id, so no entry or invalidation can cross tenants. */
export function tenantTag(tenantId: string, ...parts: string[]): string {
  return `${tenantId}:${parts.join(":")}`;
}

function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  for (const tag of entry.tags) {
    const keys = keysByTag.get(tag);
    keys?.delete(key);
    if (keys && keys.size === 0) keysByTag.delete(tag);
  }
}

function store(key: string, value: unknown, tags: string[], policy: CachePolicy): void {
  forget(key);
  if (entries.size >= maxEntries) {
    // Oldest first: Map keeps insertion order.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) forget(oldest);
  }
  const now = Date.now();
  entries.set(key, { value, freshUntil: now + policy.fresh * 1000, expiresAt: now + (policy.fresh + policy.stale) * 1000, tags });
  for (const tag of tags) {
    let keys = keysByTag.get(tag);
    if (!keys) keysByTag.set(tag, (keys = new Set()));
    keys.add(key);
  }
}

function generationsOf(tags: string[]): number[] {
  return tags.map((t) => tagGenerations.get(t) ?? 0);
}

function load<T>(key: string, tags: string[], policy: CachePolicy, loader: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const before = generationsOf(tags);
  const promise = (async () => {
    try {
      const value = await loader();
      const after = generationsOf(tags);
      // Undefined results (not found) are not kept: unknown keys must not fill the cache.
      if (value !== undefined && before.every((g, i) => g === after[i])) store(key, value, tags, policy);
      return value;
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, promise);
  return promise;
}

/** How a read was served: from a fresh entry, from a stale one (refresh started), or loaded. Sent as `x-cache`. */
export type CacheStatus = "hit" | "stale" | "miss";

/**
 * Returns the cached value for the tenant's key, loading it on a miss (one load per key at a time).
 * A stale entry is returned at once while one background load refreshes it.
 */
export async function cachedWithStatus<T>(
  { tenantId, key, tags, policy }: { tenantId: string; key: string[]; tags: string[]; policy: CachePolicy },
  loader: () => Promise<T>,
): Promise<{ value: T; status: CacheStatus }> {
  const fullKey = tenantTag(tenantId, ...key);
  const fullTags = [tenantTag(tenantId, "*"), ...tags.map((t) => tenantTag(tenantId, t))];
  const hit = entries.get(fullKey);
  const now = Date.now();
  if (hit && now < hit.freshUntil) return { value: hit.value as T, status: "hit" };
  if (hit && now < hit.expiresAt) {
    load(fullKey, fullTags, policy, loader).catch(() => {});
    return { value: hit.value as T, status: "stale" };
  }
  return { value: await load(fullKey, fullTags, policy, loader), status: "miss" };
}

export async function cached<T>(
  options: { tenantId: string; key: string[]; tags: string[]; policy: CachePolicy },
  loader: () => Promise<T>,
): Promise<T> {
  return (await cachedWithStatus(options, loader)).value;
}

/** Drops every entry of the tenant carrying one of the tags, and the cached pages showing them; the next read loads afresh. */
export function invalidateTags(tenantId: string, tags: string[]): void {
  for (const tag of tags) {
    const full = tenantTag(tenantId, tag);
    tagGenerations.set(full, (tagGenerations.get(full) ?? 0) + 1);
    for (const key of [...(keysByTag.get(full) ?? [])]) forget(key);
  }
  revalidatePages(tags.map((tag) => tenantTag(tenantId, tag)));
  publishInvalidation(tenantId, tags);
}

// Other instances' invalidations arrive through the same function (entries dropped, pages revalidated; not published again).
onRemoteInvalidation(invalidateTags);

/** A fresh entry's value without loading anything (for callers that load many keys in one query). */
export function peekCached<T>({ tenantId, key }: { tenantId: string; key: string[] }): T | undefined {
  const hit = entries.get(tenantTag(tenantId, ...key));
  return hit && Date.now() < hit.freshUntil ? (hit.value as T) : undefined;
}

/** Stores a value loaded elsewhere (see peekCached). */
export function putCached<T>({
  tenantId,
  key,
  tags,
  policy,
  value,
}: {
  tenantId: string;
  key: string[];
  tags: string[];
  policy: CachePolicy;
  value: T;
}): void {
  store(tenantTag(tenantId, ...key), value, [tenantTag(tenantId, "*"), ...tags.map((t) => tenantTag(tenantId, t))], policy);
}
