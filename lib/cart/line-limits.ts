/** What one cart line of a product may hold: the lower of the stock and the product's per-order maximum. */
export function lineCap(product: { stock: number; maxQuantity: number }): number {
  return Math.max(0, Math.min(product.stock, product.maxQuantity, 99));
}

/** The message when `wanted` units of a product do not fit; names what is available. */
export function capMessage(product: { name: string; stock: number; maxQuantity: number }, wanted: number, inCart = 0): string {
  if (product.stock <= 0) return `${product.name} is out of stock.`;
  const cap = lineCap(product);
  const why = product.stock <= product.maxQuantity ? `only ${cap} available` : `at most ${cap} per order`;
  if (inCart > 0) return `${product.name}: you have ${inCart} in your cart and asked for ${wanted} more; ${why}.`;
  return `${product.name}: ${why}, ${wanted} requested.`;
}
