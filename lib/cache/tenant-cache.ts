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
import { detachedFromTransaction } from "@/db/pglite-self-wait-guard";
import { getEnv } from "../env";
import { isPastLastPage } from "../pagination/schemas";
import { onRemoteInvalidation, publishInvalidation } from "./invalidation-bus";
import { revalidatePages } from "./revalidate-pages";

export type CachePolicy = {
  /** Seconds an entry is served without a look-up. */
  fresh: number;
  /** Further seconds a stale entry may be served while one background refresh runs. */
  stale: number;
};

type Entry = {
  value: unknown;
  freshUntil: number;
  expiresAt: number;
  tags: string[];
  bytes: number;
  /** Read since it was stored or last spared by an eviction (the second chance of CLOCK: a hit costs one write). */
  used: boolean;
};

/**
 * Bounds (docs/RELIABILITY.md, "The server's cache is bounded"). Entries are weighed in estimated bytes of memory (see
 * `estimateBytes`), not counted: a 100-product page and a store's settings are not the same size. Each tenant has its
 * own budget and its own least-recently-used order (approximately: CLOCK's second chance), so one tenant's callers (any
 * query string they like) evict only that tenant's entries; the process total is capped too, and when it is reached the
 * tenant holding the most gives way. Entries are dropped once expired (at the next read and by a sweep), answers for
 * pages past the last and "not found" results are never kept, and one entry may not take more than a quarter of a
 * tenant's budget.
 */
export const cacheLimits = {
  /** Every tenant's entries together, in estimated bytes. */
  totalBytes: 64 * 1024 * 1024,
  /** One tenant's entries. */
  tenantBytes: 16 * 1024 * 1024,
  /** One entry; larger values are served but not kept. */
  entryBytes: 4 * 1024 * 1024,
  /** How often expired entries are swept out (milliseconds). */
  sweepEvery: 30_000,
};

/** Fixed cost of an entry beyond its value: the maps' slots, the entry object, its tags. */
const entryOverhead = 256;

/**
 * An estimate of the memory a cached value holds: parsed JSON takes about three times its serialized length in
 * the heap (objects, property slots, strings). Only computed when an entry is stored (a miss), never on a hit.
 */
export function estimateBytes(value: unknown): number {
  try {
    return 3 * (JSON.stringify(value)?.length ?? 0);
  } catch {
    return cacheLimits.entryBytes; // not serializable (a cycle): as large as allowed
  }
}

type TenantEntries = { entries: Map<string, Entry>; bytes: number };

type State = {
  /** Each tenant's entries, oldest first (Map keeps insertion order; an eviction moves a used entry last). */
  tenants: Map<string, TenantEntries>;
  bytes: number;
  keysByTag: Map<string, Set<string>>;
  /** Bumped on invalidation, so a load that started before it does not store what it read. */
  tagGenerations: Map<string, number>;
  inFlight: Map<string, Promise<unknown>>;
  sweeper?: ReturnType<typeof setInterval>;
};

// One cache per process, shared by every route bundle (route modules may be instantiated separately).
const stateKey = Symbol.for("storefront.tenant-cache.v2");
const g = globalThis as typeof globalThis & { [stateKey]?: State };
const state: State = (g[stateKey] ??= {
  tenants: new Map<string, TenantEntries>(),
  bytes: 0,
  keysByTag: new Map<string, Set<string>>(),
  tagGenerations: new Map<string, number>(),
  inFlight: new Map<string, Promise<unknown>>(),
});
const { tenants, keysByTag, tagGenerations, inFlight } = state;

/** Tags and keys always start with the tenant id, so no entry or invalidation can cross tenants. */
export function tenantTag(tenantId: string, ...parts: string[]): string {
  return `${tenantId}:${parts.join(":")}`;
}

function forget(tenantId: string, key: string): void {
  const own = tenants.get(tenantId);
  const entry = own?.entries.get(key);
  if (!own || !entry) return;
  own.entries.delete(key);
  own.bytes -= entry.bytes;
  state.bytes -= entry.bytes;
  if (own.entries.size === 0) tenants.delete(tenantId);
  for (const tag of entry.tags) {
    const keys = keysByTag.get(tag);
    keys?.delete(key);
    if (keys && keys.size === 0) keysByTag.delete(tag);
  }
}

/**
 * Drops one of the tenant's entries, oldest first, sparing those read since their last pass (moved to the end,
 * unmarked): least recently used, approximately, without reordering anything on a hit.
 */
function evictOldest(tenantId: string): void {
  const own = tenants.get(tenantId);
  if (!own) return;
  for (let spared = 0; spared <= own.entries.size; spared++) {
    const next = own.entries.entries().next();
    if (next.done) return;
    const [key, entry] = next.value;
    if (!entry.used || spared === own.entries.size) return forget(tenantId, key);
    entry.used = false;
    own.entries.delete(key);
    own.entries.set(key, entry);
  }
}

/** The tenant holding the most bytes: the one that gives way when the process total is reached. */
function largestTenant(): string | undefined {
  let largest: string | undefined;
  let most = -1;
  for (const [tenantId, own] of tenants)
    if (own.bytes > most) {
      most = own.bytes;
      largest = tenantId;
    }
  return largest;
}

/** Drops every expired entry (each tenant's map is scanned; bounded by the byte budgets). */
export function sweepExpired(now = Date.now()): void {
  for (const [tenantId, own] of [...tenants])
    for (const [key, entry] of [...own.entries]) if (now >= entry.expiresAt) forget(tenantId, key);
}

function startSweeper(): void {
  if (state.sweeper) return;
  state.sweeper = setInterval(() => sweepExpired(), cacheLimits.sweepEvery);
  state.sweeper.unref?.();
}

function store(tenantId: string, key: string, value: unknown, tags: string[], policy: CachePolicy, bytes: number): void {
  forget(tenantId, key);
  const weight = bytes + key.length * 2 + entryOverhead;
  if (weight > Math.min(cacheLimits.entryBytes, cacheLimits.tenantBytes)) return;
  let own = tenants.get(tenantId);
  while (own && own.bytes + weight > cacheLimits.tenantBytes && own.entries.size > 0) {
    evictOldest(tenantId);
    own = tenants.get(tenantId);
  }
  while (state.bytes + weight > cacheLimits.totalBytes && tenants.size > 0) evictOldest(largestTenant()!);
  own = tenants.get(tenantId);
  if (!own) tenants.set(tenantId, (own = { entries: new Map(), bytes: 0 }));
  const now = Date.now();
  own.entries.set(key, {
    value,
    freshUntil: now + policy.fresh * 1000,
    expiresAt: now + (policy.fresh + policy.stale) * 1000,
    tags,
    bytes: weight,
    used: false,
  });
  own.bytes += weight;
  state.bytes += weight;
  for (const tag of tags) {
    let keys = keysByTag.get(tag);
    if (!keys) keysByTag.set(tag, (keys = new Set()));
    keys.add(key);
  }
  startSweeper();
}

/** The tenant's live entry for a key (an expired one is dropped), marked as used. */
function lookup(tenantId: string, key: string, now: number): Entry | undefined {
  const own = tenants.get(tenantId);
  const entry = own?.entries.get(key);
  if (!own || !entry) return undefined;
  if (now >= entry.expiresAt) {
    forget(tenantId, key);
    return undefined;
  }
  entry.used = true;
  return entry;
}

/**
 * Results never kept: not found (`undefined` or `null`: unknown keys must not fill the cache) and a page past the
 * last (`meta.currentPage > meta.lastPage`: any page number is a new key, and all of them are empty).
 */
function keepable(value: unknown): boolean {
  return value !== undefined && value !== null && !isPastLastPage(value);
}

/** What the cache holds now: for tests and the bench (scripts/bench). */
export function cacheStats(): { bytes: number; entries: number; tenants: Record<string, { bytes: number; entries: number }> } {
  const byTenant: Record<string, { bytes: number; entries: number }> = {};
  let count = 0;
  for (const [tenantId, own] of tenants) {
    byTenant[tenantId] = { bytes: own.bytes, entries: own.entries.size };
    count += own.entries.size;
  }
  return { bytes: state.bytes, entries: count, tenants: byTenant };
}

function generationsOf(tags: string[]): number[] {
  return tags.map((t) => tagGenerations.get(t) ?? 0);
}

/**
 * How many times the tenant's tags (and "*") have been invalidated, as one string: for caches kept outside this
 * module (lib/cart/priced-cart-cache.ts) to tell whether something they depend on changed since they stored a value.
 */
export function tagsVersion(tenantId: string, tags: string[]): string {
  return generationsOf(["*", ...tags].map((t) => tenantTag(tenantId, t))).join(".");
}

function load<T>(
  tenantId: string,
  key: string,
  tags: string[],
  policy: CachePolicy,
  loader: () => Promise<T>,
  weigh: (value: T) => number,
): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const before = generationsOf(tags);
  const promise = (async () => {
    try {
      const value = await loader();
      const after = generationsOf(tags);
      if (keepable(value) && before.every((g, i) => g === after[i])) store(tenantId, key, value, tags, policy, weigh(value));
      return value;
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, promise);
  return promise;
}

/** A cache layer bypassed for a measurement (BENCH_CACHE_LAYERS_OFF; never set in a deployment). */
export function cacheLayerOff(layer: "tenant" | "response" | "priced-cart"): boolean {
  return getEnv().BENCH_CACHE_LAYERS_OFF.includes(layer);
}

/** How a read was served: from a fresh entry, from a stale one (refresh started), or loaded. Sent as `x-cache`. */
export type CacheStatus = "hit" | "stale" | "miss";

/**
 * Returns the cached value for the tenant's key, loading it on a miss (one load per key at a time).
 * A stale entry is returned at once while one background load refreshes it.
 */
export async function cachedWithStatus<T>(
  {
    tenantId,
    key,
    tags,
    policy,
    weigh = estimateBytes,
    layer = "tenant",
  }: {
    tenantId: string;
    key: string[];
    tags: string[];
    policy: CachePolicy;
    /** The value's estimated size in bytes, when the caller knows better than `estimateBytes`. */
    weigh?: (value: T) => number;
    /** Which layer the entry belongs to (the serialized answers use this store too), for cacheLayerOff. */
    layer?: "tenant" | "response";
  },
  loader: () => Promise<T>,
): Promise<{ value: T; status: CacheStatus }> {
  if (cacheLayerOff(layer)) return { value: await loader(), status: "miss" };
  const fullKey = tenantTag(tenantId, ...key);
  const now = Date.now();
  const hit = lookup(tenantId, fullKey, now);
  if (hit && now < hit.freshUntil) return { value: hit.value as T, status: "hit" };
  // Tags only matter to a load (a hit builds none).
  const fullTags = [tenantTag(tenantId, "*"), ...tags.map((t) => tenantTag(tenantId, t))];
  if (hit) {
    detachedFromTransaction(() => load(tenantId, fullKey, fullTags, policy, loader, weigh)).catch(() => {});
    return { value: hit.value as T, status: "stale" };
  }
  return { value: await load(tenantId, fullKey, fullTags, policy, loader, weigh), status: "miss" };
}

export async function cached<T>(
  options: { tenantId: string; key: string[]; tags: string[]; policy: CachePolicy; weigh?: (value: T) => number },
  loader: () => Promise<T>,
): Promise<T> {
  return (await cachedWithStatus(options, loader)).value;
}

/** Drops every entry of the tenant carrying one of the tags, and the cached pages showing them; the next read loads afresh. */
export function invalidateTags(tenantId: string, tags: string[]): void {
  for (const tag of tags) {
    const full = tenantTag(tenantId, tag);
    tagGenerations.set(full, (tagGenerations.get(full) ?? 0) + 1);
    for (const key of [...(keysByTag.get(full) ?? [])]) forget(tenantId, key);
  }
  revalidatePages(tags.map((tag) => tenantTag(tenantId, tag)));
  publishInvalidation(tenantId, tags);
}

// Other instances' invalidations arrive through the same function (entries dropped, pages revalidated; not published again).
onRemoteInvalidation(invalidateTags);

/** A fresh entry's value without loading anything (for callers that load many keys in one query). */
export function peekCached<T>({ tenantId, key }: { tenantId: string; key: string[] }): T | undefined {
  if (cacheLayerOff("tenant")) return undefined;
  const now = Date.now();
  const hit = lookup(tenantId, tenantTag(tenantId, ...key), now);
  return hit && now < hit.freshUntil ? (hit.value as T) : undefined;
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
  if (!keepable(value) || cacheLayerOff("tenant")) return;
  const tagged = [tenantTag(tenantId, "*"), ...tags.map((t) => tenantTag(tenantId, t))];
  store(tenantId, tenantTag(tenantId, ...key), value, tagged, policy, estimateBytes(value));
}
