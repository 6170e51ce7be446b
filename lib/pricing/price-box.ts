/**
 * The one pricing rule for a subscription box. Pure: no database, no server-only code, so the builder
 * in the browser, the subscribe and change operations, the account's subscription list and the package
 * configuration operation all price the same items at the same frequency the same way.
 *
 * All amounts are integers in minor units. The products' and package's amounts are the stored ones (the primary
 * currency, plus a product's fixed prices in the market when it has them); with a `market` the box is priced in that
 * market by the catalogue's rule (lib/pricing/market-price.ts: the fixed price, else converted and rounded), and
 * every amount out is in the market's currency. Without one the amounts are taken as they are (the builder in the
 * browser prices amounts the configuration already gave in the market).
 *
 * - A subscriber pays, per unit, the product's subscriber price, but never more than its current price (the sale
 *   price when it is on sale, else the regular price): `subscriberUnitPrice`.
 * - A calculated box costs the sum of its lines; a fixed-price box costs the package's fixed price.
 * - The frequency does not change the price per delivery in this rule (it is an input so that a rule that
 *   rewards, say, weekly boxes changes this function only).
 * - The saving is what the same items cost at their current prices minus the box's price, never below zero.
 */
import { allocateAmount, lineSubtotal, sumAmounts } from "./line-amounts";
import { convertPrice, shelfPrice, subscriberShelfPrice } from "./market-price";
import type { LineInput, PricingMarket, TaxClass } from "./types";

export type PricedProduct = {
  /** Product id. */
  id: string;
  /** The variant these prices are (absent: the product's lead variant); a box line names it to be priced at it. */
  variantId?: string;
  /** Regular price. */
  price: number;
  /** Current sale price, or null when not on sale. */
  salePrice: number | null;
  /** The price the store sets for subscribers. */
  subscriberPrice: number;
  /** The market's own fixed prices (in its currency), when the product has them there. */
  fixed?: { price: number; salePrice: number | null } | null;
};

/** The market a box is priced in (the primary market when absent: amounts unchanged). */
export type BoxMarket = Pick<PricingMarket, "exchangeRate" | "rounding" | "currencyCode">;

const asGiven: BoxMarket = { exchangeRate: 1, rounding: "none", currencyCode: "XXX" };

export type BoxPricing = {
  /** calculated | fixed */
  pricingType: string;
  fixedPrice: number | null;
  products: readonly PricedProduct[];
};

export type BoxLine = { productId: string; variantId?: string; quantity: number };

/** A box line's or priced product's key: its variant when it names one, else its product. */
const boxKey = (productId: string, variantId: string | undefined) => (variantId ? `${productId}/${variantId}` : productId);

export type BoxLinePrice = BoxLine & {
  unitPrice: number;
  lineTotal: number;
  currentUnitPrice: number;
  /**
   * The line's part of what the box costs: its lineTotal in a calculated box; in a fixed-price box the fixed price
   * split over the lines in proportion to their lineTotal (allocateAmount), so the lines add up to the fixed price.
   */
  charged: number;
};

export type BoxPrice = {
  lines: BoxLinePrice[];
  /** The price per delivery. */
  total: number;
  /** What the same items cost at their current (sale or regular) prices. */
  regular: number;
  /** regular − total, at least 0. */
  saving: number;
  frequencyWeeks: number;
};

/** What one unit costs at the shop's current price in the market: the sale price when lower, else the regular price. */
export function currentUnitPrice(product: PricedProduct, market: BoxMarket = asGiven): number {
  return shelfPrice({ price: product.price, salePrice: product.salePrice, fixed: product.fixed ?? null }, market).unitPrice;
}

/** What one unit costs a subscriber in the market: the subscriber price (converted), capped at the current price. */
export function subscriberUnitPrice(product: PricedProduct, market: BoxMarket = asGiven): number {
  return subscriberShelfPrice(
    { price: product.price, salePrice: product.salePrice, fixed: product.fixed ?? null, subscriberPrice: product.subscriberPrice },
    market,
  );
}

/**
 * Prices a box. Lines with a quantity of 0 are left out; a line naming a product the pricing does not know is an
 * error (the callers validate choices first).
 */
export function priceBox({
  pricing,
  items,
  frequencyWeeks,
  market = asGiven,
}: {
  pricing: BoxPricing;
  items: readonly BoxLine[];
  frequencyWeeks: number;
  market?: BoxMarket;
}): BoxPrice {
  const byId = new Map(pricing.products.map((p) => [boxKey(p.id, p.variantId), p]));
  const lines: BoxLinePrice[] = [];
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const product = byId.get(boxKey(item.productId, item.variantId));
    if (!product) throw new Error(`No price for product ${item.productId}.`);
    const unitPrice = subscriberUnitPrice(product, market);
    const lineTotal = lineSubtotal(unitPrice, item.quantity);
    lines.push({
      productId: item.productId,
      ...(item.variantId ? { variantId: item.variantId } : {}),
      quantity: item.quantity,
      unitPrice,
      lineTotal,
      currentUnitPrice: currentUnitPrice(product, market),
      charged: lineTotal,
    });
  }
  const calculated = sumAmounts(lines.map((l) => l.lineTotal));
  const regular = sumAmounts(lines.map((l) => lineSubtotal(l.currentUnitPrice, l.quantity)));
  const fixedPrice = pricing.pricingType === "fixed" ? pricing.fixedPrice : null;
  const total = fixedPrice !== null ? convertPrice(fixedPrice, market) : calculated;
  if (fixedPrice !== null) {
    const shares = allocateAmount(
      total,
      lines.map((l) => l.lineTotal),
    );
    lines.forEach((l, i) => (l.charged = shares[i] ?? 0));
  }
  return { lines, total, regular, saving: Math.max(0, regular - total), frequencyWeeks };
}

/** A box's product as a renewal orders it: its prices, name and tax class, and whether it can ship this cycle. */
export type BoxOrderProduct = PricedProduct & { name: string; taxClass: TaxClass; sellable: boolean };

/**
 * A box's cycle as order lines for the calculator (a renewal, its reminder): each item at the subscriber's price in
 * the market, by priceBox, so a fixed-price box is charged its fixed price (each line its share, `amount`) and a
 * calculated one the sum of its lines. An item whose product is gone or cannot ship this cycle (`sellable` false) is
 * left out (named in `leftOut`) and so is its share of a fixed price.
 */
export function boxOrderLines({
  pricing,
  items,
  products,
  frequencyWeeks,
  market,
}: {
  pricing: Omit<BoxPricing, "products">;
  items: readonly (BoxLine & { name: string })[];
  products: readonly BoxOrderProduct[];
  frequencyWeeks: number;
  market: BoxMarket;
}): { lines: LineInput[]; leftOut: string[] } {
  const byId = new Map(products.map((p) => [boxKey(p.id, p.variantId), p]));
  const known = items.filter((i) => i.quantity > 0 && byId.has(boxKey(i.productId, i.variantId)));
  const priced = priceBox({ pricing: { ...pricing, products }, items: known, frequencyWeeks, market });
  const fixed = pricing.pricingType === "fixed" && pricing.fixedPrice !== null;
  const lines: LineInput[] = [];
  const leftOut: string[] = [];
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const product = byId.get(boxKey(item.productId, item.variantId));
    const line = priced.lines.find((l) => l.productId === item.productId && l.variantId === item.variantId);
    if (!product || !line || !product.sellable) {
      leftOut.push(product?.name ?? item.name);
      continue;
    }
    lines.push({
      key: boxKey(product.id, product.variantId),
      productId: product.id,
      ...(product.variantId ? { variantId: product.variantId } : {}),
      name: product.name,
      quantity: line.quantity,
      taxClass: product.taxClass,
      pricing: { price: line.unitPrice, salePrice: null, fixed: { price: line.unitPrice, salePrice: null } },
      ...(fixed ? { amount: line.charged } : {}),
    });
  }
  return { lines, leftOut };
}
