export type ProductOption = { name: string; values: string[] };

/** "Espresso, 1 kg": a variant's option values in the product's option order ("" without options). */
export function variantTitle(options: ProductOption[], values: Record<string, string>): string {
  return options
    .map((o) => values[o.name])
    .filter((v): v is string => Boolean(v))
    .join(", ");
}

/** The product's name with its variant's values: "Ethiopia Yirgacheffe — Espresso, 1 kg" (the name alone without options). */
export function variantName(productName: string, title: string): string {
  return title ? `${productName} — ${title}` : productName;
}
