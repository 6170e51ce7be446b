// @ts-check
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";

/**
 * The `"use cache"` handler of the storefront's page bodies (next.config.mjs `cacheHandlers.default`), written to
 * Next.js's documented cache-handler interface. It works as Next's own in-memory handler does (an entry is served
 * until its revalidate time, or until one of its tags expires after it was stored), and it is ours, so an edit made
 * outside a request (a job, a script, a message from another instance) can expire tags through expirePageTags()
 * without reaching into Next's internals.
 *
 * Two layers:
 * - in this process, an LRU of rendered bodies (64 MB) and when each tag last expired;
 * - with `REDIS_URL` set, Redis, shared by every instance: a body one instance rendered is served by the others, and a
 *   tag expired on one instance is expired for all of them, checked on every read (so an instance that missed the
 *   invalidation bus's message still serves no stale page). Bodies are kept there until their revalidate time.
 *   Redis being down or slow (over 500 ms) never fails a page: the handler then answers from this process alone.
 *
 * Next loads this file itself (a native import, not the app's bundle), while the app's bundle imports its own copy
 * for expirePageTags(): the cache and the tags live on one object of the process, shared by both copies.
 *
 * Plain JavaScript: Next imports it at run time without a TypeScript loader. Types: page-cache-handler.d.mts.
 */

/** @typedef {import("next/dist/server/lib/cache-handlers/types").CacheEntry} CacheEntry */
/** @typedef {import("next/dist/server/lib/cache-handlers/types").CacheHandler} CacheHandler */
/** @typedef {{ entry: Omit<CacheEntry, "value">, body: Uint8Array }} StoredEntry */
/** @typedef {{ stale?: number, expired?: number }} TagState */
/** @typedef {import("ioredis").Redis} Redis */
/**
 * @typedef {{
 *   entries: LRUCache<string, StoredEntry>,
 *   tags: Map<string, TagState>,
 *   pending: Map<string, Promise<void>>,
 *   redis?: Promise<Redis | undefined>,
 *   prefix: string,
 * }} Store
 */

const maxBytes = 64 * 1024 * 1024;
/** The longest a body is kept in Redis, whatever its revalidate time. */
const maxSharedSeconds = 30 * 24 * 3600;

const now = () => Math.round(performance.timeOrigin + performance.now());

/** The build's id (a new deploy never serves bodies an older build rendered), or "dev" without a build. */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

/** @param {string} redisUrl @returns {Promise<Redis | undefined>} */
async function connect(redisUrl) {
  try {
    const { Redis } = await import("ioredis");
    // No offline queue and a short command timeout: while Redis is away a page is answered from this process.
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 500 });
    let lastWarning = 0;
    client.on("error", (/** @type {Error} */ error) => {
      if (Date.now() - lastWarning < 60_000) return; // a line a minute while Redis is down
      lastWarning = Date.now();
      console.warn(JSON.stringify({ level: "warn", msg: "page_cache_shared_store_unavailable", error: error.message }));
    });
    return client;
  } catch {
    return undefined;
  }
}

/**
 * A cache's state: bodies and tag states in this process, and Redis when `redisUrl` is given.
 * @param {{ redisUrl?: string, prefix?: string }} [options]
 * @returns {Store}
 */
function newStore({ redisUrl, prefix = "storefront:page-cache" } = {}) {
  return {
    entries: new LRUCache({ maxSize: maxBytes, sizeCalculation: (stored, cacheKey) => stored.body.byteLength + cacheKey.length + 1 }),
    tags: new Map(),
    pending: new Map(),
    redis: redisUrl ? connect(redisUrl) : undefined,
    prefix: `${prefix}:${buildId()}`,
  };
}

/** @returns {Store} */
function processStore() {
  const key = Symbol.for("storefront.page-cache");
  const holder = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[key] ??= newStore({ prefix: process.env.PAGE_CACHE_PREFIX?.trim() || undefined });
  return holder[key];
}

/**
 * Connects this process's page cache to Redis when REDIS_URL is set: called at server start (instrumentation.ts).
 * Scripts (CLI, seed, worker) never call it, so they keep no connection open; their tag expiries stay in their own
 * process and reach the servers through the invalidation bus.
 */
export function startSharedPageCache() {
  const redisUrl = process.env.REDIS_URL?.trim();
  const store = processStore();
  if (redisUrl && !store.redis) store.redis = connect(redisUrl);
}

/**
 * Runs a Redis command when the store has Redis and it is connected; undefined otherwise, or when the command fails.
 * @template T
 * @param {Store} store
 * @param {(redis: Redis) => Promise<T>} command
 * @returns {Promise<T | undefined>}
 */
async function shared(store, command) {
  const redis = await store.redis;
  if (!redis || redis.status !== "ready") return undefined;
  try {
    return await command(redis);
  } catch {
    return undefined;
  }
}

/** @param {Store} store @param {string} cacheKey */
const entryKey = (store, cacheKey) => `${store.prefix}:entry:${createHash("sha256").update(cacheKey).digest("base64url")}`;
/** @param {Store} store */
const tagsKey = (store) => `${store.prefix}:tags`;

/** @param {ReadableStream<Uint8Array>} stream */
async function readAll(stream) {
  const chunks = [];
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Buffer.concat(chunks);
}

/** @param {Uint8Array} body @returns {ReadableStream<Uint8Array>} */
function streamOf(body) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
}

/** @param {TagState | undefined} a @param {TagState | undefined} b @returns {TagState} */
function later(a, b) {
  const pick = (/** @type {"stale" | "expired"} */ which) => {
    const values = [a?.[which], b?.[which]].filter((v) => v !== undefined);
    return values.length ? Math.max(...values) : undefined;
  };
  const stale = pick("stale");
  const expired = pick("expired");
  return { ...(stale === undefined ? {} : { stale }), ...(expired === undefined ? {} : { expired }) };
}

/**
 * The tags' states: this process's, each merged with the shared one when there is Redis.
 * @param {Store} store @param {string[]} tags @returns {Promise<TagState[]>}
 */
async function tagStates(store, tags) {
  const local = tags.map((tag) => store.tags.get(tag));
  if (tags.length === 0) return local.map(() => ({}));
  const remote = await shared(store, (redis) => redis.hmget(tagsKey(store), ...tags));
  return local.map((state, i) => {
    let theirs;
    try {
      theirs = remote?.[i] ? /** @type {TagState} */ (JSON.parse(remote[i])) : undefined;
    } catch {
      theirs = undefined;
    }
    return later(state, theirs);
  });
}

/**
 * Expires tags at once (or marks them stale and expires them after `expire` seconds), in this process and, with
 * Redis, for every instance.
 * @param {Store} store @param {string[]} tags @param {{ expire?: number }} [durations]
 * @returns {Promise<void>}
 */
function expireTags(store, tags, durations) {
  const at = now();
  /** @type {Record<string, string>} */
  const written = {};
  for (const tag of tags) {
    const state = { ...store.tags.get(tag) };
    if (durations) {
      state.stale = at;
      if (durations.expire !== undefined) state.expired = at + durations.expire * 1000;
    } else state.expired = at;
    store.tags.set(tag, state);
    written[tag] = JSON.stringify(state);
  }
  if (tags.length === 0) return Promise.resolve();
  return shared(store, (redis) => redis.hset(tagsKey(store), written)).then(() => undefined);
}

/** @param {TagState[]} states @param {number} storedAt @param {"stale" | "expired"} which */
function anySince(states, storedAt, which) {
  return states.some((state) => {
    const at = state[which];
    return at !== undefined && at > storedAt && (which === "stale" || at <= now());
  });
}

/** @param {Store} store @param {string} cacheKey @returns {Promise<StoredEntry | undefined>} */
async function sharedEntry(store, cacheKey) {
  const raw = await shared(store, (redis) => redis.getBuffer(entryKey(store, cacheKey)));
  if (!raw) return undefined;
  const split = raw.indexOf(10); // the entry's JSON, a newline, then the body's bytes
  if (split < 0) return undefined;
  try {
    const stored = { entry: JSON.parse(raw.subarray(0, split).toString("utf8")), body: raw.subarray(split + 1) };
    store.entries.set(cacheKey, stored);
    return stored;
  } catch {
    return undefined;
  }
}

/** @param {Store} store @returns {CacheHandler} */
function handlerOf(store) {
  return {
    async get(cacheKey) {
      await store.pending.get(cacheKey);
      const stored = store.entries.get(cacheKey) ?? (await sharedEntry(store, cacheKey));
      if (!stored) return undefined;
      const { entry } = stored;
      if (now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      const states = await tagStates(store, entry.tags);
      if (anySince(states, entry.timestamp, "expired")) return undefined;
      const revalidate = anySince(states, entry.timestamp, "stale") ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(stored.body) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      store.pending.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const { value, ...entry } = await pendingEntry;
        // An entry that expires at once is never served again: Next renders it on every read.
        if (entry.expire === 0) return;
        const body = await readAll(value);
        store.entries.set(cacheKey, { entry, body });
        const seconds = Math.min(maxSharedSeconds, Math.max(1, Math.ceil(entry.revalidate)));
        const raw = Buffer.concat([Buffer.from(`${JSON.stringify(entry)}\n`, "utf8"), body]);
        await shared(store, (redis) => redis.set(entryKey(store, cacheKey), raw, "EX", seconds));
      } catch {
        // A body that failed to render is not kept; the next read renders it again.
      } finally {
        store.pending.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Tags are read where they are used: get() and getExpiration() ask Redis for just the tags they need.
    },

    async getExpiration(tags) {
      const states = await tagStates(store, tags);
      return Math.max(0, ...states.map((state) => state.expired ?? 0));
    },

    async updateTags(tags, durations) {
      await expireTags(store, tags, durations);
    },
  };
}

/**
 * Expires tags at once, or marks them stale and expires them after `durations.expire` seconds: what revalidateTag()
 * does inside a request, callable anywhere in the process. With Redis the other instances see it on their next read.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function expirePageTags(tags, durations) {
  return expireTags(processStore(), tags, durations);
}

/**
 * A page cache of its own (tests: two of them over one Redis behave as two instances).
 * @param {{ redisUrl?: string, prefix?: string }} options
 */
export function createPageCache(options) {
  const store = newStore(options);
  return {
    handler: handlerOf(store),
    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    expireTags: (tags, durations) => expireTags(store, tags, durations),
    /** Waits until Redis is connected (or has failed to): true when it is. */
    async ready() {
      const redis = await store.redis;
      if (!redis) return false;
      if (redis.status === "ready") return true;
      return new Promise((resolve) => {
        redis.once("ready", () => resolve(true));
        redis.once("error", () => resolve(false));
        redis.once("end", () => resolve(false));
        setTimeout(() => resolve(redis.status === "ready"), 3_000).unref();
      });
    },
    async close() {
      (await store.redis)?.disconnect();
    },
  };
}

/** @type {CacheHandler | undefined} */
let processHandler;
const current = () => (processHandler ??= handlerOf(processStore()));

/** @type {CacheHandler} */
const pageCacheHandler = {
  get: (cacheKey, softTags) => current().get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => current().set(cacheKey, pendingEntry),
  refreshTags: () => current().refreshTags(),
  getExpiration: (tags) => current().getExpiration(tags),
  updateTags: (tags, durations) => current().updateTags(tags, durations),
};

export default pageCacheHandler;
