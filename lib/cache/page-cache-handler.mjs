// @ts-check
import { LRUCache } from "lru-cache";

/**
 * The `"use cache"` handler of the storefront's page bodies (next.config.mjs `cacheHandlers.default`), written to
 * Next.js's documented cache-handler interface: an in-memory LRU of rendered bodies plus when each tag last expired.
 * It works as Next's own in-memory handler does (an entry is served until its revalidate time, or until one of its
 * tags expires after it was stored), and it is ours, so an edit made outside a request (a job, a script, a message
 * from another instance) can expire tags through expirePageTags() without reaching into Next's internals.
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

const maxBytes = 64 * 1024 * 1024;

/** @returns {{ entries: LRUCache<string, StoredEntry>, tags: Map<string, TagState>, pending: Map<string, Promise<void>> }} */
function processStore() {
  const key = Symbol.for("storefront.page-cache");
  const holder = /** @type {Record<symbol, ReturnType<typeof processStore> | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[key] ??= {
    entries: new LRUCache({ maxSize: maxBytes, sizeCalculation: (stored, cacheKey) => stored.body.byteLength + cacheKey.length + 1 }),
    tags: new Map(),
    pending: new Map(),
  };
  return holder[key];
}

const now = () => Math.round(performance.timeOrigin + performance.now());

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

/**
 * Expires tags at once (or marks them stale and expires them after `expire` seconds): what revalidateTag() does
 * inside a request, callable anywhere in the process.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function expirePageTags(tags, durations) {
  const { tags: states } = processStore();
  const at = now();
  for (const tag of tags) {
    const state = { ...states.get(tag) };
    if (durations) {
      state.stale = at;
      if (durations.expire !== undefined) state.expired = at + durations.expire * 1000;
    } else state.expired = at;
    states.set(tag, state);
  }
}

/** @param {string[]} tags @param {number} storedAt @param {"stale" | "expired"} which */
function anyTagSince(tags, storedAt, which) {
  const { tags: states } = processStore();
  return tags.some((tag) => {
    const at = states.get(tag)?.[which];
    return at !== undefined && at > storedAt && (which === "stale" || at <= now());
  });
}

/** @type {CacheHandler} */
const pageCacheHandler = {
  async get(cacheKey) {
    const store = processStore();
    await store.pending.get(cacheKey);
    const stored = store.entries.get(cacheKey);
    if (!stored) return undefined;
    const { entry } = stored;
    if (now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (anyTagSince(entry.tags, entry.timestamp, "expired")) return undefined;
    const revalidate = anyTagSince(entry.tags, entry.timestamp, "stale") ? -1 : entry.revalidate;
    return { ...entry, revalidate, value: streamOf(stored.body) };
  },

  async set(cacheKey, pendingEntry) {
    const store = processStore();
    /** @type {() => void} */
    let done = () => {};
    store.pending.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const { value, ...entry } = await pendingEntry;
      // An entry that expires at once is never served again: Next renders it on every read.
      if (entry.expire === 0) return;
      store.entries.set(cacheKey, { entry, body: await readAll(value) });
    } catch {
      // A body that failed to render is not kept; the next read renders it again.
    } finally {
      store.pending.delete(cacheKey);
      done();
    }
  },

  async refreshTags() {
    // The tags live in this process: nothing to fetch.
  },

  async getExpiration(tags) {
    const { tags: states } = processStore();
    return Math.max(0, ...tags.map((tag) => states.get(tag)?.expired ?? 0));
  },

  async updateTags(tags, durations) {
    expirePageTags(tags, durations);
  },
};

export default pageCacheHandler;
