/**
 * The one pricing rule for a subscription box (issue 11). Pure: no database, no server-only code, so the builder
 * in the browser, the subscribe and change operations, the account's subscription list and the package
 * configuration operation all price the same items at the same frequency the same way.
 *
 * All amounts are integers in minor units (pence) of the store's primary currency.
 *
 * - A subscriber pays, per unit, the product's subscriber price, but never more than its current price (the sale
 *   price when it is on sale, else the regular price): `subscriberUnitPrice`.
 * - A calculated box costs the sum of its lines; a fixed-price box costs the package's fixed price.
 * - The frequency does not change the price per delivery in this rule (it is an input so that a rule that
 *   rewards, say, weekly boxes changes this function only).
 * - The saving is what the same items cost at their current prices minus the box's price, never below zero.
 */

export type PricedProduct = {
  /** Product id. */
  id: string;
  /** Regular price. */
  price: number;
  /** Current sale price, or null when not on sale. */
  salePrice: number | null;
  /** The price the store sets for subscribers. */
  subscriberPrice: number;
};

export type BoxPricing = {
  /** calculated | fixed */
  pricingType: string;
  fixedPrice: number | null;
  products: readonly PricedProduct[];
};

export type BoxLine = { productId: string; quantity: number };

export type BoxLinePrice = BoxLine & { unitPrice: number; lineTotal: number; currentUnitPrice: number };

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

/** What one unit costs at the shop's current price: the sale price when lower, else the regular price. */
export function currentUnitPrice(product: PricedProduct): number {
  return product.salePrice === null ? product.price : Math.min(product.salePrice, product.price);
}

/** What one unit costs a subscriber: the subscriber price, capped at the current price. */
export function subscriberUnitPrice(product: PricedProduct): number {
  return Math.min(product.subscriberPrice, currentUnitPrice(product));
}

/**
 * Prices a box. Lines with a quantity of 0 are left out; a line naming a product the pricing does not know is an
 * error (the callers validate choices first).
 */
export function priceBox({
  pricing,
  items,
  frequencyWeeks,
}: {
  pricing: BoxPricing;
  items: readonly BoxLine[];
  frequencyWeeks: number;
}): BoxPrice {
  const byId = new Map(pricing.products.map((p) => [p.id, p]));
  const lines: BoxLinePrice[] = [];
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const product = byId.get(item.productId);
    if (!product) throw new Error(`No price for product ${item.productId}.`);
    const unitPrice = subscriberUnitPrice(product);
    lines.push({
      productId: item.productId,
      quantity: item.quantity,
      unitPrice,
      lineTotal: unitPrice * item.quantity,
      currentUnitPrice: currentUnitPrice(product),
    });
  }
  const calculated = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const regular = lines.reduce((sum, l) => sum + l.currentUnitPrice * l.quantity, 0);
  const total = pricing.pricingType === "fixed" && pricing.fixedPrice !== null ? pricing.fixedPrice : calculated;
  return { lines, total, regular, saving: Math.max(0, regular - total), frequencyWeeks };
}
