import { absoluteUrl } from "../media/absolute-url";
import type { Executor } from "@/db/client";
import { presentCartCodes } from "../discounts/present-cart-codes";
import { calculateOrder } from "../pricing/calculate-order";
import { loadCartPricing, type CartPricing } from "../pricing/load-cart-pricing";
import { marketMoney, presentLineMoney, presentTotals } from "../pricing/present-totals";
import { discountedGoods, maxPointsWithin } from "../pricing/redeem-points";
import type { Cart } from "./schemas";

/**
 * One of the customer's carts, priced by the order calculator in the cart's market (lib/pricing): the given
 * `cartId`, or the active cart when none is given. One statement (the pricing loader) reads the cart, its market,
 * lines, prices and tax rates. Always scoped by tenant and customer; `customerId: null` reads a guest cart (by id
 * only). Line prices are the products' current prices in the market, never the price when added.
 */
export async function loadCart({
  tenantId,
  customerId,
  cartId,
  activeOnly = false,
  executor,
}: {
  tenantId: string;
  customerId: string | null;
  cartId?: string;
  /** With a cartId: only when that cart is still active. */
  activeOnly?: boolean;
  executor?: Executor;
}): Promise<Cart | null> {
  if (customerId === null && !cartId) return null;
  const loaded = await loadCartPricing({ executor, tenantId, customerId, cartId, activeOnly });
  return loaded ? presentCart(loaded) : null;
}

/** A loaded cart priced by the order calculator, as the API answers it. */
export function presentCart(loaded: CartPricing): Cart {
  const { cart, market } = loaded;
  const priced = calculateOrder(loaded.input);
  const money = marketMoney(market);
  const { amount, display } = money;
  const details = new Map(loaded.lines.map((l) => [l.id, l]));
  let itemCount = 0;
  const tickets = new Map(loaded.ticketLines.map((t) => [t.id, t]));
  const ticketLines = priced.lines.flatMap((line) => {
    const t = tickets.get(line.key);
    if (line.kind !== "ticket" || !t) return [];
    itemCount += line.quantity;
    return [
      {
        id: t.id,
        occurrenceId: t.occurrenceId,
        ticketTypeId: t.ticketTypeId,
        eventSlug: t.eventSlug,
        eventTitle: t.eventTitle,
        ticketType: t.ticketType,
        startsAt: t.startsAt,
        displayStartsAt: t.displayStartsAt,
        quantity: line.quantity,
        ...presentLineMoney(line, money),
        holdExpiresAt: t.holdExpiresAt,
        expired: t.expired,
      },
    ];
  });
  const lines = priced.lines.flatMap((line) => {
    if (line.kind !== "product") return [];
    const d = details.get(line.key);
    itemCount += line.quantity;
    return {
      id: line.key,
      productId: line.productId ?? d?.productId ?? "",
      variantId: d?.variantId ?? "",
      variantTitle: d?.variantTitle ?? "",
      options: d?.variantOptions ?? {},
      name: line.name,
      sku: d?.sku ?? "",
      slug: d?.slug ?? "",
      quantity: line.quantity,
      ...presentLineMoney(line, money),
      taxClass: line.taxClass,
      image: d?.imagePath ? { url: absoluteUrl(d.imagePath), path: d.imagePath, alt: d.imageAlt ?? "" } : null,
    } satisfies Cart["lines"][number];
  });
  return {
    id: cart.id,
    marketId: market.id,
    currencyCode: market.currencyCode,
    shippingCountry: cart.shippingCountry,
    shippingRegion: cart.shippingRegion,
    lines,
    ticketLines,
    itemCount,
    subtotal: amount(priced.totals.subtotal),
    displaySubtotal: display(priced.totals.subtotal),
    totals: presentTotals(priced.totals, market.locale),
    discountCodes: presentCartCodes({ loaded, priced }),
    pointsToRedeem: loaded.input.pointsToRedeem ?? 0,
    maxPointsToRedeem: maxPointsWithin(loaded.input, discountedGoods(priced.totals), loaded.pointsBalance),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
  };
}
