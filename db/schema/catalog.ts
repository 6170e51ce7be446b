import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, tenantId, ts, tsvector, updatedAt } from "./columns";
import { tenants } from "./tenants";

export const images = pgTable(
  "images",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** Path under public/, e.g. /images/products/coffee.svg */
    path: text("path").notNull(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    alt: text("alt").notNull().default(""),
    /** An uploaded image (POST /operator/media): its original file, pixel size and byte size; null for files under public/. */
    data: bytea("data"),
    width: integer("width"),
    height: integer("height"),
    byteSize: integer("byte_size"),
    /** Its key in the S3-compatible bucket when one is configured (then `data` is null). */
    storageKey: text("storage_key"),
    /** The address a product CSV import fetched it from (Image Src), so importing the file again reuses it; null otherwise. */
    sourceUrl: text("source_url"),
    createdAt: createdAt(),
  },
  (t) => [index("images_tenant_idx").on(t.tenantId)],
);

/** Latin letters with diacritics and the letters they sort as (same length: `translate` maps them one to one). */
const foldFrom =
  "ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĞĢğģÌÍÎÏĪĮİìíîïīįıŁĹĽłĺľÑŃŇŅñńňņÒÓÔÕÖØŌŐòóôõöøōőŘŔřŕŠŚŞšśşŤŢťţÙÚÛÜŪŮŰŲùúûüūůűųÝŸýÿŽŹŻžźż";
const foldTo =
  "AAAAAAAAAaaaaaaaaaCCCcccDDddEEEEEEEEEeeeeeeeeeGGggIIIIIIIiiiiiiiLLLlllNNNNnnnnOOOOOOOOooooooooRRrrSSSsssTTttUUUUUUUUuuuuuuuuYYyyZZZzzz";

export const products = pgTable(
  "products",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** product | subscription_package */
    kind: varchar("kind", { length: 32 }).notNull().default("product"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** The lead variant's SKU (product_variants, position 0), kept by lib/catalog/write-variants.ts. */
    sku: text("sku").notNull(),
    /** Every variant's SKU, space separated (what search matches), kept by lib/catalog/write-variants.ts. */
    skus: text("skus").notNull().default(""),
    description: text("description").notNull().default(""),
    /** active | draft | archived */
    status: varchar("status", { length: 16 }).notNull().default("active"),
    /**
     * The lead variant's prices in minor units of the primary market's currency (its "from" price on cards and in
     * sorts), kept by lib/catalog/write-variants.ts; a cart line prices its own variant. Stock is the variants' only.
     */
    price: integer("price").notNull(),
    salePrice: integer("sale_price"),
    subscriberPrice: integer("subscriber_price").notNull(),
    /** What tells the variants apart: at most 3 `{name, values}`, empty for a product with one variant. */
    options: jsonb("options").$type<{ name: string; values: string[] }[]>().notNull().default([]),
    maxQuantity: integer("max_quantity").notNull().default(10),
    /** standard | reduced | zero: the tax class whose rate applies in each country (lib/pricing/tax-strategy.ts). */
    taxClass: varchar("tax_class", { length: 16 }).notNull().default("standard"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    weightGrams: integer("weight_grams"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /**
     * The name as people sort it: accents folded (é → e) and lower case, compared byte by byte
     * (`collate "C"`, the same on PGlite and on any Postgres server's locale). `sort=name` orders by it.
     */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(translate(name, ${sql.raw(`'${foldFrom}'`)}, ${sql.raw(`'${foldTo}'`)}))`),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(skus, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_tenant_slug_uq").on(t.tenantId, t.slug),
    index("products_tenant_kind_status_idx").on(t.tenantId, t.kind, t.status),
    index("products_search_idx").using("gin", t.searchVector),
    // A sale price above the regular price is refused at write and never charged.
    check("products_sale_not_above_price", sql`${t.salePrice} is null or ${t.salePrice} <= ${t.price}`),
    check("products_tax_class_known", sql`${t.taxClass} in ('standard', 'reduced', 'zero')`),
  ],
);

/**
 * A product's sellable unit: its SKU (unique in the store when given), its option values `{name: value}` (one per
 * product option), prices in the primary market's currency, stock and weight. Other markets' fixed prices are in
 * product_prices by variant. Position 0 is the lead variant, whose SKU and prices the product row mirrors.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    price: integer("price").notNull(),
    salePrice: integer("sale_price"),
    subscriberPrice: integer("subscriber_price").notNull(),
    stock: integer("stock").notNull().default(0),
    weightGrams: integer("weight_grams"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_variants_tenant_sku_uq")
      .on(t.tenantId, t.sku)
      .where(sql`${t.sku} <> ''`),
    uniqueIndex("product_variants_product_position_uq").on(t.productId, t.position),
    index("product_variants_tenant_product_idx").on(t.tenantId, t.productId),
    check("product_variants_sale_not_above_price", sql`${t.salePrice} is null or ${t.salePrice} <= ${t.price}`),
  ],
);

/**
 * A product's pictures in order, each an image of the store's media library (its alt text is the media record's).
 * Position 0 is the lead image, which `products.image_id` mirrors for cards (kept by lib/catalog/product-images.ts).
 */
export const productImages = pgTable(
  "product_images",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    uniqueIndex("product_images_product_media_uq").on(t.productId, t.mediaId),
    index("product_images_tenant_product_idx").on(t.tenantId, t.productId),
    index("product_images_media_idx").on(t.mediaId),
  ],
);

export const collections = pgTable(
  "collections",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** active | draft */
    status: varchar("status", { length: 16 }).notNull().default("active"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("collections_tenant_slug_uq").on(t.tenantId, t.slug), index("collections_search_idx").using("gin", t.searchVector)],
);

export const productCollections = pgTable(
  "product_collections",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
  },
  // By product too: a product's collections are replaced (and cascade-deleted) by product id.
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index("product_collections_product_idx").on(t.productId)],
);

/** Configuration of a product whose kind is subscription_package. */
export const subscriptionPackageConfigs = pgTable("subscription_package_configs", {
  productId: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
  /** pick_and_mix | fixed_box */
  subscriptionType: varchar("subscription_type", { length: 32 }).notNull().default("pick_and_mix"),
  /** calculated | fixed */
  pricingType: varchar("pricing_type", { length: 32 }).notNull().default("calculated"),
  fixedPrice: integer("fixed_price"),
  /** Billing frequencies in weeks. */
  frequencies: jsonb("frequencies").$type<number[]>().notNull(),
  defaultFrequency: integer("default_frequency").notNull(),
  minItems: integer("min_items").notNull().default(1),
  updatedAt: updatedAt(),
});

export const subscriptionPackageItems = pgTable(
  "subscription_package_items",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    packageId: uuid("package_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull().default(0),
    maxQuantity: integer("max_quantity").notNull().default(10),
    defaultQuantity: integer("default_quantity").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("subscription_package_items_uq").on(t.packageId, t.productId)],
);

/** Word vocabulary of searchable titles, matched by trigram similarity to correct typos. */
export const searchTerms = pgTable(
  "search_terms",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.term] }), index("search_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`)],
);

/**
 * A product CSV import (POST /operator/products/import): the uploaded file kept with its progress, so whichever
 * instance's worker takes the job (a pg-boss queue, lib/catalog/run-product-import.ts) reads it, and a retried job
 * resumes after the rows already done. `errors` holds each refused row's `{line, column, message}`.
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** queued | running | done | failed */
    status: varchar("status", { length: 16 }).notNull().default("queued"),
    /** The file as uploaded (UTF-8 text, at most 10 MiB). */
    source: text("source").notNull(),
    rowsTotal: integer("rows_total").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errors: jsonb("errors").$type<{ line: number; column: string; message: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: ts("finished_at"),
  },
  (t) => [index("product_imports_tenant_idx").on(t.tenantId, t.createdAt)],
);
