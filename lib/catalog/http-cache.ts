/** HTTP caching of the public catalogue reads: shared caches may keep them a minute (the server's own cache is per tenant). */
export const catalogCacheHeaders = {
  "cache-control": "public, s-maxage=60, stale-while-revalidate=600",
  vary: "Authorization",
};
