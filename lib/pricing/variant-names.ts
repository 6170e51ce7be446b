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

/** A variant's option values as one comparable key, whatever order their names come in. */
export function variantOptionsKey(options: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((k) => [k, options[k]]),
  );
}
