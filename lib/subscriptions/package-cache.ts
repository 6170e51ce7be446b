import type { CachePolicy } from "../cache/tenant-cache";

/** Spec 4.9: fresh for 5 minutes, served stale for up to 30. */
export const packageCachePolicy: CachePolicy = { fresh: 300, stale: 1800 };
export const packageCacheHeaders = {
  "cache-control": "public, s-maxage=300, stale-while-revalidate=1800",
  vary: "Authorization",
};

export const packageTag = (productId: string) => `package:${productId}`;
