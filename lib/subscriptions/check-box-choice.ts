import type { SubscriptionItem } from "@/db/schema/subscriptions";
import { InvalidInputError } from "../errors/domain";
import type { BoxPackage } from "./load-box-package";
import { priceBox } from "@/lib/pricing/price-box";

const listOf = (values: number[]) =>
  values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;

/** Throws 422 naming the frequency field unless the package offers it. */
export function checkFrequency(pkg: BoxPackage, frequencyWeeks: number): void {
  if (!pkg.frequencies.includes(frequencyWeeks))
    throw new InvalidInputError({
      frequencyWeeks: [`This box is delivered every ${listOf(pkg.frequencies)} weeks; ${frequencyWeeks} is not one of them.`],
    });
}

/**
 * Checks a box against its package: each product one of the package's active items, once; each quantity within that
 * item's limits and the stock; at least the package's minimum number of items. Collects every failure into one 422
 * (`items.N.productId`, `items.N.quantity`, `items`). Returns the items as stored and the price per delivery (minor units
 * of the package's market) by the one pricing rule.
 */
export function checkBoxChoice({
  pkg,
  items,
  frequencyWeeks,
}: {
  pkg: BoxPackage;
  items: { productId: string; quantity: number }[];
  frequencyWeeks: number;
}): { items: SubscriptionItem[]; price: number } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const byId = new Map(pkg.items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  items.forEach((choice, n) => {
    const id = choice.productId.toLowerCase();
    const item = byId.get(id);
    if (!item) return add(`items.${n}.productId`, `The selected product is not one of the items of ${pkg.name}.`);
    if (seen.has(id)) return add(`items.${n}.productId`, `${item.name} is chosen twice: give each product once with its quantity.`);
    seen.add(id);
    if (choice.quantity < item.minQuantity || choice.quantity > item.maxQuantity)
      add(`items.${n}.quantity`, `Choose between ${Math.max(1, item.minQuantity)} and ${item.maxQuantity} of ${item.name}.`);
    else if (choice.quantity > item.stock)
      add(
        `items.${n}.quantity`,
        item.stock <= 0
          ? `${item.name} is out of stock.`
          : `Only ${item.stock} of ${item.name} ${item.stock === 1 ? "is" : "are"} in stock.`,
      );
  });
  for (const item of pkg.items)
    if (item.minQuantity > 0 && !seen.has(item.id)) add("items", `${pkg.name} needs at least ${item.minQuantity} of ${item.name}.`);
  const count = items.reduce((n, i) => n + i.quantity, 0);
  if (count < pkg.minItems) add("items", `Choose at least ${pkg.minItems} items for ${pkg.name}; you chose ${count}.`);
  if (!pkg.frequencies.includes(frequencyWeeks))
    add("frequencyWeeks", `This box is delivered every ${listOf(pkg.frequencies)} weeks; ${frequencyWeeks} is not one of them.`);
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

  const chosen = items.map((i) => ({ ...i, productId: i.productId.toLowerCase() }));
  const { total } = priceBox({
    pricing: { pricingType: pkg.pricingType, fixedPrice: pkg.fixedPrice, products: pkg.items },
    items: chosen,
    frequencyWeeks,
    market: pkg.market,
  });
  return {
    items: chosen.map((i) => ({ productId: i.productId, name: byId.get(i.productId)!.name, quantity: i.quantity })),
    price: total,
  };
}
