import { revalidateTag } from "next/cache";
import { expirePageTags } from "./page-cache-handler.mjs";

/**
 * Expires the storefront's cached page bodies (`"use cache"` components tagged by lib/storefront/page-cache.ts)
 * that carry one of the tenant-scoped tags, so the next request renders them afresh: an operator's edit shows on
 * the page at once. Called by invalidateTags (lib/cache/tenant-cache.ts), the one path every edit takes.
 *
 * The page cache is our own handler (lib/cache/page-cache-handler.mjs), so the tags expire in it at once, inside a
 * request or outside one (a job, a script, a message from another instance), where revalidateTag() throws. Inside
 * a request revalidateTag() is called as well: Next then also refreshes what that request renders and returns.
 */
export function revalidatePages(tags: string[]): void {
  if (tags.length === 0) return;
  void expirePageTags(tags, { expire: 0 });
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (or in a render): the handler above already expired the tag.
    }
  }
}
