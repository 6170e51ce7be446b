import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { executeBuilt } from "@/db/prepared";
import { cacheLayerOff, tagsVersion } from "../cache/tenant-cache";
import { catalogTag, discountsTag, eventsTag } from "../catalog/catalog-cache";
import { cartStamp, loadCartPricing, whichCart, type CartPricing } from "../pricing/load-cart-pricing";
import { presentCart } from "./load-cart";
import type { Cart } from "./schemas";

/**
 * Cart reads (GET /carts/{cartId}, GET /account/cart) answer a cart priced moments ago without pricing it again
 * when nothing it depends on has changed: the priced answer is kept per cart in this process and served after one
 * small statement confirms the cart is still the reader's, still active, and has the same stamp (cartStamp: the cart
 * row and the customer's points). What is the store's (prices, markets and tax, discounts, events) is covered by the
 * tags those writes invalidate, here and, with REDIS_URL, on every instance. An entry also ends at the first moment
 * its answer would change by itself (a discount starting or ending, a seat hold expiring) and after `maxAgeMs`
 * at most, which bounds what another instance without the invalidation bus could miss. Carts whose answer depends on
 * other shoppers' or orders' activity (a discount with a usage limit, a per-customer limit or first order only) are
 * not kept. Checkout never reads from here: it prices the cart afresh inside its transaction.
 */
const maxAgeMs = 10_000;
const maxEntries = 1_000;
const maxLines = 50;
const dependsOn = [catalogTag, "markets", discountsTag, eventsTag];

type Entry = { stamp: string; version: string; expiresAt: number; cart: Cart };

const storeKey = Symbol.for("storefront.priced-carts");
const g = globalThis as typeof globalThis & { [storeKey]?: Map<string, Entry> };
// One map per process (route chunks may each hold a copy of this module).
const entries: Map<string, Entry> = (g[storeKey] ??= new Map<string, Entry>());

type Which = { tenantId: string; customerId: string | null; cartId?: string };

const keyOf = ({ tenantId, customerId, cartId }: Which) => `${tenantId}:${cartId ?? "active"}:${customerId ?? "guest"}`;

/** The cart's stamp, read with the same scope as the pricing loader's (owner, active); null when there is no such cart. */
async function readStamp({ tenantId, customerId, cartId }: Which): Promise<string | null> {
  const ownerKind = customerId === null ? "guest" : "customer";
  const rows = await executeBuilt<{ stamp: string }>(
    await getDb(),
    `cart-stamp:${cartId ? "id" : "active"}:${ownerKind}`,
    () =>
      sql`select ${cartStamp(sql.placeholder("tenantId"))} as stamp from carts c
           where ${whichCart({ byId: Boolean(cartId), ownerKind, activeOnly: true })} limit 1`,
    { tenantId, customerId, cartId },
  );
  return rows[0]?.stamp ?? null;
}

/** When the answer would change by itself: the next start or end of a discount weighed, the next hold to expire. */
function expiryOf(loaded: CartPricing, now: number): number {
  let at = now + maxAgeMs;
  const moments = [
    ...loaded.discounts.flatMap((d) => [d.startsAt, d.endsAt]),
    ...loaded.ticketLines.filter((t) => !t.expired).map((t) => t.holdExpiresAt),
  ];
  for (const moment of moments) {
    const t = moment ? Date.parse(moment) : NaN;
    if (t > now && t < at) at = t;
  }
  return at;
}

function keepable(loaded: CartPricing): boolean {
  return (
    loaded.lines.length + loaded.ticketLines.length <= maxLines &&
    loaded.discounts.every((d) => d.usageLimit === null && d.perCustomerLimit === null && !d.firstOrderOnly)
  );
}

function remember(key: string, entry: Entry): void {
  entries.delete(key);
  entries.set(key, entry);
  // Oldest first in a Map's order: drop from the front.
  for (const oldest of entries.keys()) {
    if (entries.size <= maxEntries) break;
    entries.delete(oldest);
  }
}

/**
 * An active cart its owner may see, priced (see above): `cartId`, or the customer's active cart when none is given.
 * null when there is no such cart.
 */
export async function readPricedCart(which: Which): Promise<Cart | null> {
  if (cacheLayerOff("priced-cart")) {
    const loaded = await loadCartPricing({ ...which, activeOnly: true });
    return loaded ? presentCart(loaded) : null;
  }
  const key = keyOf(which);
  const version = tagsVersion(which.tenantId, dependsOn);
  const held = entries.get(key);
  if (held && held.version === version && Date.now() < held.expiresAt) {
    const stamp = await readStamp(which);
    if (stamp === null) {
      entries.delete(key);
      return null;
    }
    if (stamp === held.stamp) return held.cart;
  }
  const loaded = await loadCartPricing({ ...which, activeOnly: true });
  if (!loaded) {
    entries.delete(key);
    return null;
  }
  const cart = presentCart(loaded);
  const now = Date.now();
  if (keepable(loaded)) remember(key, { stamp: loaded.stamp, version, expiresAt: expiryOf(loaded, now), cart });
  else entries.delete(key);
  return cart;
}
