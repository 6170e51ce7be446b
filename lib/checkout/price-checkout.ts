import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { getStoreSettings } from "../catalog/store-settings";
import { InvalidInputError } from "../errors/domain";
import { toMajorUnits } from "../money";
import type { PricedOrder } from "../pricing/types";
import { quoteShipping } from "../shipping/get-shipping-rate";
import { pointsForOrder } from "./points-rule";

/**
 * The checkout's pricing step: the cart's lines checked (an empty cart, an unavailable product or a line above the
 * per-order cap → 422) and priced into the calculator's contract (lib/pricing/types.ts), so that the rest of the
 * checkout reads `totals` only. Until the order calculator (issue 24) lands, the lines carry the products' current
 * price and the market's flat rate; then this becomes the calculator's loader, `priceCart`.
 */
export async function priceCheckout({
  tx,
  tenantId,
  cartId,
  currencyCode,
  countryCode,
  addressField,
}: {
  tx: Executor;
  tenantId: string;
  cartId: string;
  currencyCode: string;
  countryCode: string;
  /** The field an address outside every market is reported on. */
  addressField: string;
}): Promise<PricedOrder> {
  const l = schema.cartLines;
  const p = schema.products;
  const lines = await tx
    .select({
      key: l.id,
      productId: l.productId,
      quantity: l.quantity,
      name: p.name,
      status: p.status,
      kind: p.kind,
      maxQuantity: p.maxQuantity,
      price: sql<number>`coalesce(${p.salePrice}, ${p.price})`.mapWith(Number),
    })
    .from(l)
    .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
    .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cartId)))
    .orderBy(asc(l.productId));
  if (lines.length === 0) throw new InvalidInputError({ cartId: ["The cart is empty."] });
  for (const line of lines) {
    if (line.status !== "active" || line.kind !== "product")
      throw new InvalidInputError({ lines: [`${line.name} is no longer available: remove it from the cart.`] });
    if (line.quantity > line.maxQuantity) throw new InvalidInputError({ lines: [`${line.name}: at most ${line.maxQuantity} per order.`] });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = await quoteShipping({ tenantId, countryCode, subtotal, executor: tx });
  if (shipping.marketId === null) throw new InvalidInputError({ [addressField]: [`The store does not deliver to ${countryCode}.`] });
  const settings = await getStoreSettings({ tenantId });
  const pointsEarned = pointsForOrder({
    subtotal,
    rewardsEnabled: settings.rewardsEnabled,
    minorPerUnit: Math.round(1 / toMajorUnits(1, currencyCode)),
  });
  return {
    lines: lines.map((line) => ({
      key: line.key,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      taxClass: "standard",
      unitPrice: line.price,
      lineSubtotal: line.price * line.quantity,
      discount: 0,
      tax: 0,
      lineTotal: line.price * line.quantity,
    })),
    totals: {
      currencyCode,
      marketId: shipping.marketId,
      taxIncluded: false,
      subtotal,
      discountTotal: 0,
      pointsValue: 0,
      shipping: shipping.amount,
      taxTotal: 0,
      taxLines: [],
      total: subtotal + shipping.amount,
      pointsEarned,
      estimated: false,
    },
  };
}
