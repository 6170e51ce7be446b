import type { CachePolicy } from "../cache/tenant-cache";

/** Spec 4.3: posts are fresh for 10 minutes and may be served stale for up to an hour. */
export const postCachePolicy: CachePolicy = { fresh: 600, stale: 3600 };
export const postCacheHeaders = {
  "cache-control": "public, s-maxage=600, stale-while-revalidate=3600",
  vary: "Authorization",
};

export const postTag = (slug: string) => `post:${slug}`;
/** Every list of posts (the blog index pages). */
export const postsTag = "posts";
