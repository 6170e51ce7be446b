import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { sharedRead } from "@/lib/api/caller";
import { tenantTag } from "@/lib/cache/tenant-cache";
import { catalogCachePolicy, catalogTag, eventsTag } from "@/lib/catalog/catalog-cache";
import { postCachePolicy, postTag, postsTag } from "@/lib/blog/post-cache";
import { pageCachePolicy, pageTag, pagesTag } from "@/lib/cms/page-cache";
import { getStorefrontTenant, renderForStore } from "../api/storefront-tenant";

/**
 * Cached pages: the public pages' bodies (home, product, collection, event, CMS page, journal) are `"use cache"`
 * components, rendered once per tenant and arguments and kept in Next's in-memory cache. Each is tagged with the
 * same tenant-scoped tags as the API's cache of what it shows (lib/cache/tenant-cache.ts), so an operator's edit,
 * which calls invalidateTags, expires the page too (lib/cache/revalidate-pages.ts). The layout around them stays
 * per request: it carries the CSP nonce and the shopper's session and market.
 *
 * Lifetimes follow the API cache's policies: a body is re-rendered in the background after the fresh window
 * (other instances converge as the API cache does) and dropped after fresh + stale.
 */
export type PageShows = { catalog: true } | { events: true } | { posts: true } | { post: string } | { pages: true } | { page: string };

function tagsOf(shows: PageShows): { tags: string[]; fresh: number; stale: number } {
  if ("catalog" in shows) return { tags: [catalogTag], ...catalogCachePolicy };
  if ("events" in shows) return { tags: [eventsTag], ...catalogCachePolicy };
  if ("posts" in shows) return { tags: [postsTag], ...postCachePolicy };
  if ("post" in shows) return { tags: [postTag(shows.post), postsTag], ...postCachePolicy };
  if ("pages" in shows) return { tags: [pagesTag], ...pageCachePolicy };
  return { tags: [pageTag(shows.page), pagesTag], ...pageCachePolicy };
}

/** The store this request shows (by its Host): pass it to a cached page body, whose cache key it then is part of. */
export async function storeOfRequest(): Promise<string> {
  return (await getStorefrontTenant()).slug;
}

/**
 * Call first thing inside a `"use cache"` page body: tags it with what it shows, sets its lifetime, and runs the
 * body's reads for `store` (through the in-process caller, without the shopper's request headers, which "use
 * cache" refuses).
 */
export async function cachePage<T>(store: string, shows: PageShows[], read: () => Promise<T>): Promise<T> {
  return renderForStore(store, async () => {
    const tenant = await getStorefrontTenant();
    const all = shows.map(tagsOf);
    cacheTag(...new Set([tenantTag(tenant.id, "*"), ...all.flatMap((s) => s.tags.map((t) => tenantTag(tenant.id, t)))]));
    const fresh = Math.min(...all.map((s) => s.fresh));
    const stale = Math.min(...all.map((s) => s.stale));
    cacheLife({ stale: 0, revalidate: fresh, expire: fresh + stale });
    return sharedRead(read);
  });
}

/** When the page body was rendered: the same on every load served from the cache (tests and operators read it). */
export function renderedAt(): string {
  return new Date().toISOString();
}
