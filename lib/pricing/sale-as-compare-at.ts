/**
 * A stored price and sale price as a shop shows them (and Shopify's CSV writes them): what a buyer pays now, and the
 * regular price it reduces while the sale lasts (null when there is no sale, or a "sale" that reduces nothing).
 */
export function saleAsCompareAt({ price, salePrice }: { price: number; salePrice: number | null }): {
  pays: number;
  compareAt: number | null;
} {
  return salePrice !== null && salePrice < price ? { pays: salePrice, compareAt: price } : { pays: price, compareAt: null };
}
