import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { primaryMarket, type MarketInfo } from "../pricing/resolve-market";
import type { CartOwner } from "./cart-owner";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";

/**
 * The customer's active cart, created when there is none (INSERT … ON CONFLICT on the partial unique index
 * carts_one_active_uq, so concurrent calls share one cart), in `market` (default the primary market). With
 * `switchMarket` an existing cart moves to `market` (re-priced on the next read). Returns its id.
 */
export async function ensureCustomerCart({
  tx,
  tenantId,
  customerId,
  market,
  switchMarket = false,
}: {
  tx: Executor;
  tenantId: string;
  customerId: string;
  market?: MarketInfo;
  switchMarket?: boolean;
}): Promise<string> {
  const m = market ?? (await primaryMarket({ tenantId }));
  const carts = schema.carts;
  const [row] = await tx
    .insert(carts)
    .values({ tenantId, customerId, status: "active", currencyCode: m.currencyCode, marketId: m.id })
    .onConflictDoUpdate({
      target: [carts.tenantId, carts.customerId],
      targetWhere: sql.raw(`status = 'active'`),
      set: switchMarket
        ? { updatedAt: sql`now()`, marketId: m.id, currencyCode: m.currencyCode }
        : { updatedAt: sql`now()`, marketId: sql`coalesce(${carts.marketId}, excluded.market_id)` },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error("The cart could not be created.");
  return row.id;
}

/**
 * POST /carts (extension): with the API token a new, empty guest cart (its id is the only key to it); with an
 * account token the customer's active cart, created when there is none. `market` (resolved by the caller from
 * `{market}` or the request's country) prices it; given explicitly it also moves a customer's existing cart.
 * `shippingCountry` is where it goes (a customer's existing cart takes it too, its region cleared); a country the
 * market does not deliver to → 422 on `shippingCountry`, nothing created.
 */
export async function createCart(
  owner: CartOwner,
  { market, explicit = false, shippingCountry }: { market?: MarketInfo; explicit?: boolean; shippingCountry?: string } = {},
): Promise<Cart> {
  const db = await getDb();
  const { tenantId, customerId } = owner;
  const m = market ?? (await primaryMarket({ tenantId }));
  const country = shippingCountry?.toUpperCase() ?? null;
  if (country !== null && !m.countries.includes(country))
    throw new InvalidInputError({
      shippingCountry: [`The ${m.name} market does not deliver to ${country}; choose another market or country.`],
    }).withCode("destination_outside_market");
  return db.transaction(async (tx) => {
    let cartId: string;
    if (customerId === null) {
      const [row] = await tx
        .insert(schema.carts)
        .values({ tenantId, customerId: null, status: "active", currencyCode: m.currencyCode, marketId: m.id, shippingCountry: country })
        .returning({ id: schema.carts.id });
      if (!row) throw new Error("The cart could not be created.");
      cartId = row.id;
    } else {
      cartId = await ensureCustomerCart({ tx, tenantId, customerId, market: m, switchMarket: explicit });
      if (country !== null)
        await tx
          .update(schema.carts)
          .set({ shippingCountry: country, shippingRegion: null, updatedAt: sql`now()` })
          .where(and(eq(schema.carts.tenantId, tenantId), eq(schema.carts.id, cartId)));
    }
    const cart = await loadCart({ tenantId, customerId, cartId, executor: tx });
    if (!cart) throw new Error("The cart disappeared.");
    return cart;
  });
}
