import "server-only";
import { Column, getTableName, is, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type ProductRef = AnyPgColumn | SQL;

/**
 * The product id as the subqueries below compare it, always named with its table: a select from one table writes its
 * columns unqualified, and a bare "id" inside the subquery would be the variant's own.
 */
const outer = (productId: ProductRef): SQL =>
  is(productId, Column) ? sql`${sql.identifier(getTableName(productId.table))}.${sql.identifier(productId.name)}` : productId;

/** The product's lead variant (position 0): the one whose SKU and prices the product row mirrors. */
export const leadVariantId = (productId: ProductRef): SQL =>
  sql`(select lv.id from product_variants lv where lv.product_id = ${outer(productId)} order by lv.position asc limit 1)`;

/** The most units any of the product's variants has: above 0 when some variant is in stock. */
export const productStock = (productId: ProductRef): SQL<number> =>
  sql<number>`(select coalesce(max(sv.stock), 0) from product_variants sv where sv.product_id = ${outer(productId)})::int`;

/** The lead variant's stock (what a subscription box's item takes). */
export const leadStock = (productId: ProductRef): SQL<number> =>
  sql<number>`coalesce((select lv.stock from product_variants lv where lv.product_id = ${outer(productId)} order by lv.position asc limit 1), 0)::int`;

/** Whether one of the product's variants has this SKU (search finds a product by any variant's SKU). */
export const hasVariantSku = (productId: ProductRef, sku: string): SQL =>
  sql`exists (select 1 from product_variants kv where kv.product_id = ${outer(productId)} and lower(kv.sku) = lower(${sku}) and kv.sku <> '')`;

/** The units of all the product's variants together (what the back office shows as the product's stock). */
export const totalStock = (productId: ProductRef): SQL<number> =>
  sql<number>`(select coalesce(sum(tv.stock), 0) from product_variants tv where tv.product_id = ${outer(productId)})::int`;
