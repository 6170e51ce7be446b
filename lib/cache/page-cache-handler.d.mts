import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";

/**
 * Expires tags at once, or marks them stale and expires them after `durations.expire` seconds; resolves once Redis
 * (when there is one) has them too.
 */
export function expirePageTags(tags: string[], durations?: { expire?: number }): Promise<void>;

/** Connects this process's page cache to Redis when REDIS_URL is set (server start only). */
export function startSharedPageCache(): void;

/** A page cache of its own: two over one Redis behave as two instances. */
export function createPageCache(options: { redisUrl?: string; prefix?: string }): {
  handler: CacheHandler;
  expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
};

declare const pageCacheHandler: CacheHandler;
export default pageCacheHandler;
