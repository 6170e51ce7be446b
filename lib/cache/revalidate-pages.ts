import { revalidateTag } from "next/cache";

/**
 * Expires the storefront's cached page bodies (`"use cache"` components tagged by lib/storefront/page-cache.ts)
 * that carry one of the tenant-scoped tags, so the next request renders them afresh: an operator's edit shows on
 * the page at once. Called by invalidateTags (lib/cache/tenant-cache.ts), the one path every edit takes.
 *
 * Next.js records revalidateTag() inside a request and applies it when the route handler finishes; the cache
 * handlers are also told directly, so the expiry holds before the edit's response is sent and also outside a
 * request (a script, a message from another instance), where revalidateTag() throws.
 */
type TagHandler = { updateTags?: (tags: string[], durations?: { expire?: number }) => Promise<void> };

const handlersSet = Symbol.for("@next/cache-handlers-set");

export function revalidatePages(tags: string[]): void {
  if (tags.length === 0) return;
  const handlers = (globalThis as typeof globalThis & { [handlersSet]?: Set<TagHandler> })[handlersSet];
  for (const handler of handlers ?? []) handler.updateTags?.(tags)?.catch(() => {});
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (or in a render): the handlers above already expired the tag.
    }
  }
}
