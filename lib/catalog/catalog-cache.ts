import type { CachePolicy } from "../cache/tenant-cache";

/**
 * Public catalogue reads are cached per tenant (lib/cache/tenant-cache.ts). Operator edits of a product, a
 * collection or an event drop the whole catalogue tag of the tenant (lists depend on every record); a checkout
 * that sells the last unit of a product drops it too, since `inStock` changes. Other instances converge within
 * the fresh window.
 */
export const catalogCachePolicy: CachePolicy = { fresh: 60, stale: 600 };
export const catalogTag = "catalog";
export const eventsTag = "events";
/** The store's discounts: dropped by every discount write (priced carts weigh them: lib/cart/priced-cart-cache.ts). */
export const discountsTag = "discounts";
