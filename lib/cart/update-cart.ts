import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError, noMarketYet } from "../errors/domain";
import { findMarket, listMarkets, type MarketInfo } from "../pricing/resolve-market";
import { lockCart, type CartOwner } from "./cart-owner";
import { checkPointsToRedeem } from "./check-points-to-redeem";
import { loadCart } from "./load-cart";
import type { Cart, UpdateCartInput } from "./schemas";

/**
 * PATCH /carts/{cartId} (extension): moves the cart to another market (its currency; every price re-read in it)
 * and/or sets where it goes (`shippingCountry`, `shippingRegion`; null clears them), which makes the totals exact
 * rather than estimated. An unknown market → 422 on `market`; a country the cart's market does not deliver to → 422
 * on `shippingCountry` naming both. Moving to a market that does not deliver to the cart's destination clears it.
 * `pointsToRedeem` (account carts; 0 clears it) is checked against the store's terms, the balance and this cart's
 * cap (check-points-to-redeem.ts); a refusal changes nothing.
 */
export async function updateCart({ owner, cartId, input }: { owner: CartOwner; cartId: string; input: UpdateCartInput }): Promise<Cart> {
  const db = await getDb();
  const { tenantId } = owner;
  const markets = await listMarkets({ tenantId });
  return db.transaction(async (tx) => {
    await lockCart({ tx, owner, cartId });
    const c = schema.carts;
    const [current] = await tx
      .select({ marketId: c.marketId, shippingCountry: c.shippingCountry, shippingRegion: c.shippingRegion })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, cartId)))
      .limit(1);
    if (!current) throw new Error("The cart disappeared.");

    let market: MarketInfo | undefined = markets.find((m) => m.id === current.marketId) ?? markets.find((m) => m.isPrimary);
    if (input.market !== undefined) {
      market = findMarket(markets, input.market);
      if (!market)
        throw new InvalidInputError({
          market: [`The store has no market ${/^[A-Za-z]{2}$/.test(input.market) ? "that sells to" : "named"} ${input.market}.`],
        }).withCode("unknown_market");
    }
    if (!market) throw noMarketYet();

    let country = input.shippingCountry === undefined ? current.shippingCountry : (input.shippingCountry?.toUpperCase() ?? null);
    let region = input.shippingRegion === undefined ? current.shippingRegion : (input.shippingRegion?.toUpperCase() ?? null);
    if (input.shippingCountry === null) region = null;
    if (country !== null && !market.countries.includes(country)) {
      if (input.shippingCountry !== undefined)
        throw new InvalidInputError({
          shippingCountry: [`The ${market.name} market does not deliver to ${country}; choose another market or country.`],
        }).withCode("destination_outside_market");
      // The market changed under a destination it does not serve: the shopper gives a new one.
      country = null;
      region = null;
    }
    if (region !== null && country === null)
      throw new InvalidInputError({ shippingRegion: ["Give a shipping country with the shipping region."] });

    await tx
      .update(c)
      .set({
        marketId: market.id,
        currencyCode: market.currencyCode,
        shippingCountry: country,
        shippingRegion: region,
        ...(input.pointsToRedeem !== undefined ? { pointsToRedeem: input.pointsToRedeem } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, cartId)));
    if (input.pointsToRedeem) await checkPointsToRedeem({ tx, owner, cartId, points: input.pointsToRedeem });
    const cart = await loadCart({ tenantId, customerId: owner.customerId, cartId, executor: tx });
    if (!cart) throw new Error("The cart disappeared.");
    return cart;
  });
}
