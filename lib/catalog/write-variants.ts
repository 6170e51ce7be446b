import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { variantOptionsKey as optionsKey, type ProductOption } from "../pricing/variant-names";

/** A variant as stored: amounts in minor units of the primary market's currency; `marketPrices` the other markets' fixed prices. */
export type VariantWrite = {
  sku: string;
  options: Record<string, string>;
  price: number;
  salePrice: number | null;
  subscriberPrice: number;
  stock: number;
  weightGrams: number | null;
  marketPrices: { marketId: string; price: number; salePrice: number | null }[];
  /** One of the product's media ids (checked by the caller: product-images.ts), null for none; absent keeps the stored one. */
  image?: string | null;
};

/**
 * The rules a product's options and variants keep, checked before anything is written (422 naming the field, code
 * `invalid_variants`): at most 3 options with distinct names and values; every variant has exactly one value of
 * each option, among its values; no two variants with the same values; no SKU twice, here or on another product of
 * the store (`sku_taken`).
 */
export async function checkVariants({
  tx,
  tenantId,
  productId,
  options,
  variants,
}: {
  tx: Transaction;
  tenantId: string;
  productId: string | null;
  options: ProductOption[];
  variants: Pick<VariantWrite, "sku" | "options">[];
}): Promise<void> {
  const refuse = (field: string, message: string, code = "invalid_variants"): never => {
    throw new InvalidInputError({ [field]: [message] }).withCode(code);
  };
  if (options.length > 3) refuse("options", "A product has at most 3 options.");
  const names = new Set<string>();
  for (const [i, option] of options.entries()) {
    if (names.has(option.name.toLowerCase())) refuse(`options.${i}.name`, `The option ${option.name} is given twice.`);
    names.add(option.name.toLowerCase());
    if (new Set(option.values).size !== option.values.length)
      refuse(`options.${i}.values`, `Each value of ${option.name} may be given once.`);
  }
  if (options.length === 0 && variants.length > 1)
    refuse("options", "A product with several variants needs the options that tell them apart.");
  const seen = new Map<string, number>();
  const skus = new Map<string, number>();
  for (const [i, variant] of variants.entries()) {
    for (const key of Object.keys(variant.options)) {
      const option = options.find((o) => o.name === key);
      if (!option) refuse(`variants.${i}.options.${key}`, `${key} is not one of the product's options.`);
      else if (!option.values.includes(variant.options[key]!))
        refuse(`variants.${i}.options.${key}`, `${variant.options[key]} is not one of the values of ${key} (${option.values.join(", ")}).`);
    }
    for (const option of options)
      if (variant.options[option.name] === undefined)
        refuse(`variants.${i}.options.${option.name}`, `The variant needs its ${option.name}.`);
    const key = optionsKey(variant.options);
    const twin = seen.get(key);
    if (twin !== undefined) refuse(`variants.${i}.options`, `Variants ${twin} and ${i} have the same options.`);
    seen.set(key, i);
    if (variant.sku) {
      const other = skus.get(variant.sku.toLowerCase());
      if (other !== undefined) refuse(`variants.${i}.sku`, `Variants ${other} and ${i} have the same SKU (${variant.sku}).`, "sku_taken");
      skus.set(variant.sku.toLowerCase(), i);
    }
  }
  const given = variants.map((v) => v.sku).filter(Boolean);
  if (given.length === 0) return;
  const v = schema.productVariants;
  const taken = await tx
    .select({ sku: v.sku })
    .from(v)
    .where(and(eq(v.tenantId, tenantId), inArray(v.sku, given), productId ? sql`${v.productId} <> ${productId}` : undefined))
    .limit(1);
  if (taken[0]) {
    const i = variants.findIndex((x) => x.sku === taken[0]!.sku);
    refuse(`variants.${i}.sku`, `Another product of the store has the SKU ${taken[0].sku}.`, "sku_taken");
  }
}

/**
 * Makes the product's variants exactly `variants`, in their order (the first is the lead): a variant with the same
 * option values as a stored one updates it in place (carts and orders keep pointing at it), the others are added,
 * stored ones not given are removed. Then the product row's mirror of its lead variant is refreshed (syncProduct).
 */
export async function writeVariants({
  tx,
  tenantId,
  productId,
  options,
  variants,
}: {
  tx: Transaction;
  tenantId: string;
  productId: string;
  options: ProductOption[];
  variants: VariantWrite[];
}): Promise<void> {
  const v = schema.productVariants;
  const pp = schema.productPrices;
  const stored = await tx
    .select({ id: v.id, sku: v.sku, options: v.options })
    .from(v)
    .where(and(eq(v.tenantId, tenantId), eq(v.productId, productId)))
    .for("update");
  // Each given variant keeps the stored one with its option values, else the one with its SKU (else it is new); a
  // product keeping one variant keeps that row whatever its values become.
  const free = new Map(stored.map((s) => [s.id, s]));
  const matched: (string | null)[] = variants.map(() => null);
  const take = (i: number, id: string | undefined) => {
    if (matched[i] || !id || !free.has(id)) return;
    matched[i] = id;
    free.delete(id);
  };
  if (stored.length === 1 && variants.length === 1) take(0, stored[0]!.id);
  for (const [i, variant] of variants.entries()) take(i, stored.find((s) => optionsKey(s.options) === optionsKey(variant.options))?.id);
  for (const [i, variant] of variants.entries()) if (variant.sku) take(i, stored.find((s) => s.sku === variant.sku)?.id);
  // The variants not kept go first (their SKUs become free), then the kept ones' positions and SKUs move out of the
  // way (an empty SKU is in no unique index), so the unique indexes hold at every statement whatever is swapped.
  if (free.size > 0) await tx.delete(v).where(and(eq(v.tenantId, tenantId), inArray(v.id, [...free.keys()])));
  await tx
    .update(v)
    .set({ position: sql`${v.position} + 100000`, sku: "" })
    .where(and(eq(v.tenantId, tenantId), eq(v.productId, productId)));
  for (const [position, variant] of variants.entries()) {
    const values = {
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      salePrice: variant.salePrice,
      subscriberPrice: variant.subscriberPrice,
      stock: variant.stock,
      weightGrams: variant.weightGrams,
      position,
      ...(variant.image !== undefined ? { imageId: variant.image && variant.image.toLowerCase() } : {}),
    };
    const existing = matched[position];
    let id: string;
    if (existing) {
      await tx
        .update(v)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(v.tenantId, tenantId), eq(v.id, existing)));
      id = existing;
    } else {
      const [row] = await tx
        .insert(v)
        .values({ tenantId, productId, ...values })
        .returning({ id: v.id });
      id = row!.id;
    }
    await tx.delete(pp).where(and(eq(pp.tenantId, tenantId), eq(pp.variantId, id)));
    if (variant.marketPrices.length > 0)
      await tx.insert(pp).values(
        variant.marketPrices.map((m) => ({
          tenantId,
          productId,
          variantId: id,
          marketId: m.marketId,
          price: m.price,
          salePrice: m.salePrice,
        })),
      );
  }
  await tx
    .update(schema.products)
    .set({ options })
    .where(and(eq(schema.products.tenantId, tenantId), eq(schema.products.id, productId)));
  await syncProduct({ tx, tenantId, productId });
}

/**
 * The one writer of the product row's mirror of its variants: the lead variant's SKU, prices and weight (its "from"
 * price on cards and in sorts) and every variant's SKU (what search matches).
 */
export async function syncProduct({ tx, tenantId, productId }: { tx: Transaction; tenantId: string; productId: string }): Promise<void> {
  await tx.execute(sql`
    update products p set
      sku = lv.sku, price = lv.price, sale_price = lv.sale_price, subscriber_price = lv.subscriber_price,
      weight_grams = lv.weight_grams,
      skus = (select coalesce(string_agg(av.sku, ' ' order by av.position), '') from product_variants av where av.product_id = p.id)
      from (select v.sku, v.price, v.sale_price, v.subscriber_price, v.weight_grams from product_variants v
             where v.tenant_id = ${tenantId}::uuid and v.product_id = ${productId}::uuid order by v.position asc limit 1) lv
     where p.tenant_id = ${tenantId}::uuid and p.id = ${productId}::uuid`);
}

/** The product's lead variant (locked for the write), or null when it has none. */
export async function lockLeadVariant({ tx, tenantId, productId }: { tx: Transaction; tenantId: string; productId: string }) {
  const v = schema.productVariants;
  const [lead] = await tx
    .select({ id: v.id, price: v.price, salePrice: v.salePrice })
    .from(v)
    .where(and(eq(v.tenantId, tenantId), eq(v.productId, productId)))
    .orderBy(asc(v.position))
    .limit(1)
    .for("update");
  return lead ?? null;
}
