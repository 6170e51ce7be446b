import type { SubscriptionItem } from "@/db/schema/subscriptions";
import { InvalidInputError } from "../errors/domain";
import type { BoxPackage } from "./load-box-package";
import { priceBox, type PricedProduct } from "@/lib/pricing/price-box";
import { variantName } from "@/lib/pricing/variant-names";

const listOf = (values: number[]) =>
  values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;

/** Throws 422 naming the frequency field unless the package offers it. */
export function checkFrequency(pkg: BoxPackage, frequencyWeeks: number): void {
  if (!pkg.frequencies.includes(frequencyWeeks))
    throw new InvalidInputError({
      frequencyWeeks: [`This box is delivered every ${listOf(pkg.frequencies)} weeks; ${frequencyWeeks} is not one of them.`],
    });
}

/** Every variant of the package's items, as the box rule prices them (each keyed by product and variant). */
export function boxVariantPrices(pkg: BoxPackage): PricedProduct[] {
  return pkg.items.flatMap((i) => i.variants);
}

/**
 * Stored items with their variant: an item stored without one (before boxes named variants) is its product's lead
 * variant. Undefined when an item's product or variant is no longer in the package.
 */
export function storedItemsWithVariants(pkg: BoxPackage, items: readonly SubscriptionItem[]): SubscriptionItem[] | undefined {
  const byId = new Map(pkg.items.map((i) => [i.id, i]));
  const out: SubscriptionItem[] = [];
  for (const i of items) {
    const item = byId.get(i.productId);
    const variantId = i.variantId ?? item?.variants[0]?.variantId;
    if (!item || !item.variants.some((v) => v.variantId === variantId)) return undefined;
    out.push({ ...i, variantId });
  }
  return out;
}

/**
 * Checks a box against its package: each product one of the package's active items, once; its variant one of that
 * product's (required when it has several: `variant_required`; a one-variant product's only variant when omitted);
 * each quantity within that item's limits and the variant's stock; at least the package's minimum number of items.
 * Collects every failure into one 422 (`items.N.productId`, `items.N.variantId`, `items.N.quantity`, `items`). Returns
 * the items as stored (with their variant, named "Product — Variant" when the product has several) and the price per
 * delivery (minor units of the package's market) by the one pricing rule, at each chosen variant's prices.
 */
export function checkBoxChoice({
  pkg,
  items,
  frequencyWeeks,
}: {
  pkg: BoxPackage;
  items: { productId: string; variantId?: string; quantity: number }[];
  frequencyWeeks: number;
}): { items: SubscriptionItem[]; price: number } {
  const errors: Record<string, string[]> = {};
  let variantRequired = false;
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const byId = new Map(pkg.items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const chosen: SubscriptionItem[] = [];
  items.forEach((choice, n) => {
    const id = choice.productId.toLowerCase();
    const item = byId.get(id);
    if (!item) return add(`items.${n}.productId`, `The selected product is not one of the items of ${pkg.name}.`);
    if (seen.has(id)) return add(`items.${n}.productId`, `${item.name} is chosen twice: give each product once with its quantity.`);
    seen.add(id);
    const several = item.variants.length > 1;
    if (!choice.variantId && several) {
      variantRequired = true;
      return add(`items.${n}.variantId`, `${item.name} comes in several variants: choose one (variantId).`);
    }
    const wanted = choice.variantId?.toLowerCase();
    const variant = wanted ? item.variants.find((v) => v.variantId === wanted) : item.variants[0];
    if (!variant) return add(`items.${n}.variantId`, `The selected variant is not one of ${item.name}'s.`);
    const name = several ? variantName(item.name, variant.title) : item.name;
    if (choice.quantity < item.minQuantity || choice.quantity > item.maxQuantity)
      add(`items.${n}.quantity`, `Choose between ${Math.max(1, item.minQuantity)} and ${item.maxQuantity} of ${item.name}.`);
    else if (choice.quantity > variant.stock)
      add(
        `items.${n}.quantity`,
        variant.stock <= 0
          ? `${name} is out of stock.`
          : `Only ${variant.stock} of ${name} ${variant.stock === 1 ? "is" : "are"} in stock.`,
      );
    chosen.push({ productId: id, variantId: variant.variantId, name, quantity: choice.quantity });
  });
  for (const item of pkg.items)
    if (item.minQuantity > 0 && !seen.has(item.id)) add("items", `${pkg.name} needs at least ${item.minQuantity} of ${item.name}.`);
  const count = items.reduce((n, i) => n + i.quantity, 0);
  if (count < pkg.minItems) add("items", `Choose at least ${pkg.minItems} items for ${pkg.name}; you chose ${count}.`);
  if (!pkg.frequencies.includes(frequencyWeeks))
    add("frequencyWeeks", `This box is delivered every ${listOf(pkg.frequencies)} weeks; ${frequencyWeeks} is not one of them.`);
  if (Object.keys(errors).length > 0) {
    const error = new InvalidInputError(errors);
    throw variantRequired ? error.withCode("variant_required") : error;
  }

  const { total } = priceBox({
    pricing: { pricingType: pkg.pricingType, fixedPrice: pkg.fixedPrice, products: boxVariantPrices(pkg) },
    items: chosen,
    frequencyWeeks,
    market: pkg.market,
  });
  return { items: chosen, price: total };
}
