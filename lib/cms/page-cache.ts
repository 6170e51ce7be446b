import type { CachePolicy } from "../cache/tenant-cache";

/**
 * Published pages change only through the operator API, which invalidates these tags in this process; other
 * instances converge within the fresh window. The HTTP responses stay uncached (the spec sets no window for pages).
 */
export const pageCachePolicy: CachePolicy = { fresh: 300, stale: 1800 };
export const pageTag = (slug: string) => `page:${slug}`;
/** The page list. */
export const pagesTag = "pages";
