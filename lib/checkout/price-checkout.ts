import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { refusalMessage } from "../discounts/refusal-message";
import { ConflictError, InvalidInputError } from "../errors/domain";
import { refuseDiscount } from "../pricing/apply-discounts";
import { loadDiscounts } from "../pricing/load-discounts";
import { priceCart } from "../pricing/price-cart";
import type { PricedOrder } from "../pricing/types";

/**
 * The checkout's pricing step: the cart's lines checked (an empty cart, an unavailable product or a line above the
 * per-order cap → 422; held seats whose hold expired → 409 `hold_expired`), then priced by the order calculator (lib/pricing/price-cart.ts, the only code that prices)
 * for the shipping address inside the checkout's transaction. The charge is exactly `totals.total`; the breakdown
 * is stored on the order. An address the cart's market does not deliver to → 422 on `addressField`.
 */
export async function priceCheckout({
  tx,
  tenantId,
  cartId,
  customerId,
  countryCode,
  region,
  addressField,
}: {
  tx: Executor;
  tenantId: string;
  cartId: string;
  customerId: string | null;
  countryCode: string;
  region?: string | null;
  /** The field an address outside the market is reported on. */
  addressField: string;
}): Promise<PricedOrder> {
  const l = schema.cartLines;
  const p = schema.products;
  const lines = await tx
    .select({ quantity: l.quantity, name: p.name, status: p.status, kind: p.kind, maxQuantity: p.maxQuantity })
    .from(l)
    .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
    .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cartId)))
    .orderBy(asc(l.productId));
  const h = schema.ticketHolds;
  const holds = await tx
    .select({
      id: h.id,
      expired: sql<boolean>`${h.expiresAt} <= now()`,
      started: sql<boolean>`exists (select 1 from event_occurrences eo where eo.tenant_id = ${tenantId} and eo.id = ${h.occurrenceId} and eo.starts_at <= now())`,
    })
    .from(h)
    .where(and(eq(h.tenantId, tenantId), eq(h.cartId, cartId)))
    .orderBy(asc(h.id));
  if (lines.length === 0 && holds.length === 0) throw new InvalidInputError({ cartId: ["The cart is empty."] });
  if (holds.some((x) => x.expired))
    throw new ConflictError(
      "Your seats were held for 15 minutes and have been released: add the tickets again to hold them (if seats are left).",
    ).withCode("hold_expired");
  if (holds.some((x) => x.started))
    throw new InvalidInputError({ ticketLines: ["An event in your cart has already started: remove its tickets."] }).withCode(
      "occurrence_past",
    );
  for (const line of lines) {
    if (line.status !== "active" || line.kind !== "product")
      throw new InvalidInputError({ lines: [`${line.name} is no longer available: remove it from the cart.`] });
    if (line.quantity > line.maxQuantity) throw new InvalidInputError({ lines: [`${line.name}: at most ${line.maxQuantity} per order.`] });
  }
  const priced = await priceCart({
    executor: tx,
    tenantId,
    cartId,
    customerId,
    destination: { countryCode, region: region ?? null },
    destinationField: addressField,
  });
  // A code on the cart that no longer applies is never dropped silently: the shopper removes it or fixes the cart.
  const lineAmounts = priced.lines.map((l) => ({ key: l.key, productId: l.productId, lineSubtotal: l.lineSubtotal }));
  const codes = (await loadDiscounts({ executor: tx, tenantId, cartId, customerId, currencyCode: priced.totals.currencyCode })).filter(
    (d) => d.onCart && d.rule.code !== null,
  );
  for (const d of codes) {
    const code = d.rule.code!;
    if (d.block)
      throw new ConflictError(
        `${refusalMessage(d.block, { code, discount: d, currencyCode: priced.totals.currencyCode })} Remove it from the cart to pay without it.`,
      ).withCode("discount_exhausted");
    const why = refuseDiscount(d.rule, lineAmounts);
    if (why)
      throw new InvalidInputError({
        code: [refusalMessage(why, { code, discount: d, currencyCode: priced.totals.currencyCode })],
      }).withCode("discount_not_applicable");
  }
  return { ...priced, totals: { ...priced.totals, estimated: false } };
}
