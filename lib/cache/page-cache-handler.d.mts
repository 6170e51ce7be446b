import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";

/** Expires tags at once, or marks them stale and expires them after `durations.expire` seconds. */
export function expirePageTags(tags: string[], durations?: { expire?: number }): void;

declare const pageCacheHandler: CacheHandler;
export default pageCacheHandler;
