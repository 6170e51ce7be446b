import { z } from "zod";
import { cursorPageMeta, cursorParam, integerParam, pageMeta, pageQuery } from "../pagination/schemas";
import { marketParam, marketQuery } from "../pricing/schemas";

/** An image of the catalogue: `url` absolute (as every image of the API has it); `path` under the app's origin. */
export const catalogImage = z.object({ url: z.string(), path: z.string(), alt: z.string() });

/** What tells a product's variants apart (extension): at most 3, none for a product with one variant. */
export const productOption = z.object({ name: z.string(), values: z.array(z.string()) });
/** A variant priced in the answer's market (extension): `price` what a buyer pays now, `salePrice` set while on sale. */
export const productVariant = z.object({
  id: z.uuid(),
  sku: z.string(),
  /** One value per product option, by option name; `{}` for a product without options. */
  options: z.record(z.string(), z.string()),
  /** "Espresso, 1 kg"; "" for a product without options. */
  title: z.string(),
  price: z.number(),
  displayPrice: z.string(),
  compareAtPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  inStock: z.boolean(),
  /** The picture to show when this variant is chosen: one of the product's images, or null (show the product's). */
  image: catalogImage.nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** One item of GET /products: a product or a subscription package, priced in the requested market (its currency, tax included or not). */
export const productListItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** product | subscription_package */
  type: z.enum(["product", "subscription_package"]),
  /** Major units of `currencyCode`: the price a buyer pays now (the sale price when on sale). */
  price: z.number(),
  displayPrice: z.string(),
  /** The regular price while the item is on sale, else null. */
  compareAtPrice: z.number().nullable(),
  displayCompareAtPrice: z.string().nullable(),
  /** The regular price, on sale or not: `regularPrice` and `salePrice` mean the same in every answer of the API. */
  regularPrice: z.number(),
  /** The sale price while the item is on sale (then equal to `price`), else null. */
  salePrice: z.number().nullable(),
  currencyCode: z.string().length(3),
  /** The price includes tax (VAT markets: "incl. VAT") or tax is added at checkout (US: "+ tax"). */
  taxIncluded: z.boolean(),
  /** Any variant in stock (packages: while active). */
  inStock: z.boolean(),
  image: catalogImage.nullable(),
  options: z.array(productOption),
  variants: z.array(productVariant),
});

export const productDetail = productListItem.extend({
  sku: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** Every image of the product, in the operator's order (`image` is the first). */
  images: z.array(catalogImage),
  /** Most units one order (and one cart line) may hold: the product's per-order cap. */
  maxQuantity: z.number().int(),
  subscriberPrice: z.number(),
  displaySubscriberPrice: z.string(),
  collections: z.array(z.object({ slug: z.string(), title: z.string() })),
  /** Subscription packages this product can be chosen in. */
  packages: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
  seo: z.object({ title: z.string(), description: z.string() }),
});

export const productSorts = ["featured", "newest", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof productSorts)[number];

const slugParam = z
  .string()
  .trim()
  .min(1, "The collection must not be empty.")
  .max(200, "The collection may not be greater than 200 characters.");

/** A price bound in major units of the market's currency ("10", "12.5"); absent stays absent. */
const priceParam = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,4})?$/, `The ${field} field must be an amount of at least 0, such as 10 or 12.50.`)
    .transform(Number)
    .optional()
    .meta({ type: "number", minimum: 0 });

export const productListQuery = z.object({
  market: marketParam.optional(),
  collection: slugParam.optional(),
  q: z.string().trim().min(1, "The q field must not be empty.").max(200, "The q field may not be greater than 200 characters.").optional(),
  sort: z.enum(productSorts, { error: `The sort must be one of: ${productSorts.join(", ")}.` }).default("featured"),
  type: z.enum(["product", "subscription_package"], { error: "The type must be product or subscription_package." }).optional(),
  inStock: z
    .enum(["true", "false"], { error: "The in stock filter must be true or false." })
    .optional()
    .transform((v) => v === "true"),
  /** Only items whose current price (what `price` answers, in the market) is at least this many major units. */
  minPrice: priceParam("min price"),
  /** Only items whose current price is at most this many major units (inclusive). */
  maxPrice: priceParam("max price"),
  page: integerParam("page", { min: 1, max: 1_000_000, fallback: 1 }),
  perPage: integerParam("per page", { min: 1, max: 100, fallback: 24 }),
  cursor: cursorParam,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productList = z.object({ data: z.array(productListItem), meta: cursorPageMeta });
export const productResponse = z.object({ data: productDetail });

export const collectionSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: catalogImage.nullable(),
  /** Active products and packages in the collection. */
  productCount: z.number().int(),
});
export const collectionList = z.object({ data: z.array(collectionSummary) });
export const collectionResponse = z.object({
  data: collectionSummary.extend({ seo: z.object({ title: z.string(), description: z.string() }) }),
});

export const eventOccurrence = z.object({
  id: z.uuid(),
  /** UTC instants, seconds precision. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The start in the store's time zone, e.g. "Sat 5 Dec 2026, 19:00". */
  displayStartsAt: z.string(),
  capacity: z.number().int(),
  /** Seats left: capacity less live holds (held 15 minutes while paying; docs/events.md) and tickets. */
  remaining: z.number().int(),
  soldOut: z.boolean(),
  /** The store cancelled this date: nothing is sold for it, its tickets were refunded. */
  cancelled: z.boolean(),
  /** Someone is waiting for a seat (POST /events/{slug}/waitlist): freed seats go to them first. */
  waitlist: z.number().int(),
  /** Each ticket type's price and the seats of that type left for this occurrence. */
  ticketTypes: z.array(
    z.object({ id: z.uuid(), name: z.string(), price: z.number(), displayPrice: z.string(), remaining: z.number().int() }),
  ),
});
export const ticketPrice = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  displayPrice: z.string(),
  currencyCode: z.string().length(3),
});

export const eventListItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  venue: z.string(),
  image: catalogImage.nullable(),
  /** IANA zone of the store, in which display times are given. */
  timeZone: z.string(),
  /** Upcoming occurrences (from `from`), earliest first. */
  occurrences: z.array(eventOccurrence),
  /** Lowest ticket price, or null when the event has none. */
  fromPrice: z.number().nullable(),
  displayFromPrice: z.string().nullable(),
  /** The market the prices are in (`market`, else the caller's country's, else the primary market). */
  currencyCode: z.string().length(3),
  taxIncluded: z.boolean(),
});
export const eventDetail = eventListItem.extend({ description: z.string(), tickets: z.array(ticketPrice) });

export const eventListQuery = marketQuery.extend({
  from: z.iso.date({ error: "The from field must be a date (YYYY-MM-DD)." }).optional(),
  page: integerParam("page", { min: 1, max: 1_000_000, fallback: 1 }),
  perPage: integerParam("per page", { min: 1, max: 100, fallback: 24 }),
});
export type EventListQuery = z.infer<typeof eventListQuery>;
export const eventList = z.object({ data: z.array(eventListItem), meta: pageMeta });
export const eventResponse = z.object({ data: eventDetail });

/** Operator edits (extension). */
export const productStatus = z.enum(["active", "draft", "archived"]);
/**
 * A product's fixed price in a market other than the primary one (minor units of its currency): `price` null removes
 * it, so the primary price converted by the market's rate and rounding applies again.
 */
export const operatorMarketPriceInput = z
  .strictObject({
    marketId: z.uuid({ error: "The market id must be one of the store's markets." }),
    price: z.number().int().min(0).max(100_000_000).nullable(),
    salePrice: z.number().int().min(0).max(100_000_000).nullable().optional(),
  })
  .refine((v) => v.price === null || v.salePrice === undefined || v.salePrice === null || v.salePrice <= v.price, {
    message: "The sale price must not be above the regular price.",
    path: ["salePrice"],
  });
export type OperatorMarketPriceInput = z.infer<typeof operatorMarketPriceInput>;
/** A slug as the catalogue keeps them: lower-case letters and digits in words joined by single hyphens. */
export const catalogSlug = z
  .string({ error: "The slug must be text such as blue-mug." })
  .trim()
  .min(1, "The slug must not be empty.")
  .max(200, "The slug may not be greater than 200 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The slug may hold lower-case letters, digits and single hyphens between them (such as blue-mug).");
/** A media id of the store's library (the `images` rows); another store's or an unknown one is refused with 422 `unknown_image`. */
const mediaId = z.uuid({ error: "The image must be a media id of the store's library." });
const taxClass = z.enum(["standard", "reduced", "zero"], { error: "The tax class must be standard, reduced or zero." });
const weightGrams = z
  .number({ error: "The weightGrams field must be a whole number of grams." })
  .int({ error: "The weightGrams field must be a whole number of grams." })
  .min(0, "The weightGrams field must not be negative.")
  .max(1_000_000, "The weightGrams field must not be greater than 1000000.");
/** Search-engine title and description; null (or blank) falls back to the title and the description's opening words. */
export const productSeoInput = z.strictObject({
  title: z.string().trim().max(200, "The SEO title may not be greater than 200 characters.").nullable().optional(),
  description: z.string().trim().max(500, "The SEO description may not be greater than 500 characters.").nullable().optional(),
});
const uniqueList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max, `At most ${max} ${what} may be given.`)
    .refine((v) => new Set(v).size === v.length, { message: `Each of the ${what} may be given once.` });

/** A price of a new product's variant in one market, major units of its currency. */
const amount = (field: string) =>
  z
    .number({ error: `The ${field} field must be a number (major units of the market's currency).` })
    .min(0, `The ${field} field must not be negative.`)
    .max(1_000_000, `The ${field} field must not be greater than 1000000.`);
export const variantPriceInput = z.strictObject({
  marketId: z.uuid({ error: "The market id must be one of the store's markets." }),
  /** What a buyer pays in the market. */
  amount: amount("amount"),
  /** The regular price the amount is a reduction from (shown struck through); above `amount`, else 422 `compare_at_not_above_price`. */
  compareAt: amount("compareAt").nullable().optional(),
});
export const productVariantInput = z.strictObject({
  sku: z.string().trim().max(100, "The SKU may not be greater than 100 characters.").default(""),
  /** The variant's option values by option name (one of each of the product's options); `{}` without options. */
  options: z.record(z.string().max(100), z.string().max(100)).default({}),
  /** At least the primary market's price; other markets' become fixed prices (else the primary price converted). */
  prices: z
    .array(variantPriceInput)
    .min(1, "The prices field must hold at least the primary market's price.")
    .max(50)
    .refine((v) => new Set(v.map((x) => x.marketId)).size === v.length, { message: "Each market may be given once." }),
  stock: z.number().int().min(0).max(1_000_000).default(0),
  weightGrams: weightGrams.nullable().optional(),
  /**
   * The picture shown when a shopper picks this variant: one of the product's `images` (another → 422
   * `unknown_image` on `variants.N.image`), null for none. Absent: a stored variant keeps its image, a new one has none.
   */
  image: mediaId.nullable().optional(),
});
export const productOptionInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  values: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
});
export const operatorProductPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    /** A new slug: the product's page moves to it (the old one answers 404); one another product has → 409 `slug_taken`. */
    slug: catalogSlug.optional(),
    sku: z.string().trim().max(100, "The SKU may not be greater than 100 characters.").optional(),
    description: z.string().max(20_000).optional(),
    status: productStatus.optional(),
    price: z.number().int().min(0).max(100_000_000).optional(),
    salePrice: z.number().int().min(0).max(100_000_000).nullable().optional(),
    stock: z.number().int().min(0).max(1_000_000).optional(),
    maxQuantity: z.number().int().min(1).max(99).optional(),
    taxClass: taxClass.optional(),
    marketPrices: z.array(operatorMarketPriceInput).max(50).optional(),
    /**
     * Media ids of the store's library, in order (at most 20): the product's images become exactly these (the first is
     * its lead image, what cards show), `[]` removes them all; absent keeps them. An active product's images need alt
     * text (422 `image_alt_required`).
     */
    images: uniqueList(mediaId, 20, "images").optional(),
    /** Collection slugs: the product's collections become exactly these. */
    collections: uniqueList(catalogSlug, 50, "collections").optional(),
    seo: productSeoInput.optional(),
    weightGrams: weightGrams.nullable().optional(),
    /** With `variants`: the product's options become these. */
    options: z.array(productOptionInput).max(3, "A product has at most 3 options.").optional(),
    /** The product's variants become exactly these (one with the same option values as a stored one updates it). */
    variants: z.array(productVariantInput).min(1, "A product needs at least one variant.").max(100).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "At least one field must be given." })
  .refine((v) => v.options === undefined || v.variants !== undefined, {
    message: "Give the variants with the options they are told apart by.",
    path: ["variants"],
  })
  .refine(
    (v) => v.variants === undefined || [v.sku, v.price, v.salePrice, v.stock, v.weightGrams, v.marketPrices].every((x) => x === undefined),
    {
      message: "Give either variants or the one variant's sku, price, salePrice, stock, weightGrams and marketPrices.",
      path: ["variants"],
    },
  )
  .refine((v) => !v.marketPrices || new Set(v.marketPrices.map((x) => x.marketId)).size === v.marketPrices.length, {
    message: "Each market may be given once.",
    path: ["marketPrices"],
  })
  .refine((v) => v.price === undefined || v.salePrice === undefined || v.salePrice === null || v.salePrice <= v.price, {
    message: "The sale price must not be above the regular price.",
    path: ["salePrice"],
  });

/**
 * POST /operator/products: at most 3 options and the variants they tell apart (each with one value of every option;
 * lib/catalog/write-variants.ts checks them). Without options, one variant.
 */
export const createProductInput = z.strictObject({
  title: z.string({ error: "The title field is required." }).trim().min(1, "The title field is required.").max(200),
  /** Derived from the title when absent (the next free one: `blue-mug-2`); a given slug another product has → 409 `slug_taken`. */
  slug: catalogSlug.optional(),
  /** HTML, sanitised on write. */
  description: z.string().max(20_000).default(""),
  status: productStatus,
  taxClass: taxClass.default("standard"),
  options: z.array(productOptionInput).max(3, "A product has at most 3 options.").default([]),
  variants: z.array(productVariantInput).min(1, "A product needs its variant: its SKU, prices and stock.").max(100),
  /** Most units one order may hold (default 10). */
  maxQuantity: z.number().int().min(1).max(99).default(10),
  /** Media ids of the store's library, in order (the first is the lead image); an active product's need alt text. */
  images: uniqueList(mediaId, 20, "images").default([]),
  collections: uniqueList(catalogSlug, 50, "collections").default([]),
  seo: productSeoInput.default({}),
});
export type CreateProductInput = z.infer<typeof createProductInput>;

export const operatorCollectionPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    /** A new slug; one another collection has → 409 `slug_taken`. */
    slug: catalogSlug.optional(),
    description: z.string().max(20_000).optional(),
    status: z.enum(["active", "draft"]).optional(),
    /** A media id of the store's library, null removes the image. */
    image: mediaId.nullable().optional(),
    /** Product slugs: the collection holds exactly these. */
    products: uniqueList(catalogSlug, 500, "products").optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "At least one field must be given." });
/** POST /operator/collections. */
export const createCollectionInput = z.strictObject({
  title: z.string({ error: "The title field is required." }).trim().min(1, "The title field is required.").max(200),
  /** Derived from the title when absent (the next free one); a given slug another collection has → 409 `slug_taken`. */
  slug: catalogSlug.optional(),
  description: z.string().max(20_000).default(""),
  status: z.enum(["active", "draft"]).default("active"),
  image: mediaId.nullable().default(null),
  products: uniqueList(catalogSlug, 500, "products").default([]),
});
export type CreateCollectionInput = z.infer<typeof createCollectionInput>;
/** An event's status: `archived` hides it from the storefront and keeps its tickets and orders (what an event with sales gets instead of DELETE). */
export const eventStatus = z.enum(["published", "draft", "archived"], { error: "The status must be published, draft or archived." });
/** A ticket type's price in one market, major units of its currency. */
export const ticketPriceInput = z.strictObject({
  marketId: z.uuid({ error: "The market id must be one of the store's markets." }),
  amount: z.number({ error: "The amount must be a number." }).min(0, "The amount must not be negative.").max(1_000_000),
});
export const ticketTypeInput = z.strictObject({
  name: z.string({ error: "The name field is required." }).trim().min(1, "The name field is required.").max(200),
  prices: z.array(ticketPriceInput).min(1, "Give the ticket type's price in the store's primary market.").max(50),
  /** Seats of this type per date (absent: only the date's capacity bounds it). */
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  maxPerOrder: z.number().int().min(1).max(100).optional(),
});
/** POST /operator/events (extension); dates are added with POST /operator/events/{slug}/occurrences. */
export const createEventInput = z.strictObject({
  title: z.string({ error: "The title field is required." }).trim().min(1, "The title field is required.").max(200),
  /** Derived from the title when absent; a given slug another event has → 409 `slug_taken`. */
  slug: catalogSlug.optional(),
  description: z.string().max(20_000).default(""),
  venue: z.string().trim().max(200).default(""),
  image: mediaId.nullable().default(null),
  status: eventStatus.default("draft"),
  ticketTypes: z.array(ticketTypeInput).min(1, "Give at least one ticket type.").max(20),
});
export type CreateEventInput = z.infer<typeof createEventInput>;
/** A ticket type in PATCH /operator/events/{slug}: with `id` an existing type edited, without one a new type. */
export const ticketTypePatchInput = ticketTypeInput.extend({
  id: z.uuid({ error: "The id must be one of the event's ticket types." }).optional(),
});
export const operatorEventPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    /** A new slug: the event's page moves to it (the old one answers 404); one another event has → 409 `slug_taken`. */
    slug: catalogSlug.optional(),
    description: z.string().max(20_000).optional(),
    venue: z.string().max(200).optional(),
    image: mediaId.nullable().optional(),
    status: eventStatus.optional(),
    /** The event's ticket types, all of them: those listed by id are edited, new ones added, the others removed. */
    ticketTypes: z.array(ticketTypePatchInput).min(1, "Give at least one ticket type.").max(20).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "At least one field must be given." });
/**
 * A product's price in one market, minor units of that market's currency: its fixed price (`fixed: true`, set by
 * `marketPrices` of `PATCH /operator/products/{slug}`) or the primary price converted by the market's rate and rounding.
 */
export const operatorMarketPrice = z.object({
  marketId: z.uuid(),
  marketName: z.string(),
  currencyCode: z.string(),
  primary: z.boolean(),
  fixed: z.boolean(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  displayPrice: z.string(),
  displaySalePrice: z.string().nullable(),
});
/** The fields every operator view of a product has (amounts in minor units, as stored). */
const operatorProductCore = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: productStatus,
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  stock: z.number().int(),
  maxQuantity: z.number().int(),
  prices: z.array(operatorMarketPrice),
});
/** A media library image as the operator operations show it: its id (what they take), address and alt text. */
export const operatorImage = z.object({ id: z.uuid(), url: z.string(), path: z.string(), alt: z.string() });
/**
 * A variant as the operator operations answer it, in the shape the product writes take (prices in major units: the
 * primary market's, then each market with a fixed price; a market not listed converts the primary price).
 */
export const operatorVariant = z.object({
  id: z.uuid(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  stock: z.number().int(),
  weightGrams: z.number().int().nullable(),
  prices: z.array(z.object({ marketId: z.uuid(), amount: z.number(), compareAt: z.number().nullable() })),
});
export type OperatorVariant = z.infer<typeof operatorVariant>;
/**
 * What an operator read, create or edit answers: the record as stored now (amounts in minor units). Its SKU, prices,
 * stock and weight are its lead variant's (stock: all variants'); `options` and `variants` hold every variant.
 */
export const operatorProduct = operatorProductCore.extend({
  sku: z.string(),
  kind: z.enum(["product", "subscription_package"]),
  taxClass: z.enum(["standard", "reduced", "zero"]),
  /** Sanitised HTML. */
  description: z.string(),
  weightGrams: z.number().int().nullable(),
  /** As set; null: the storefront uses the title and the description's opening words. */
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  /** The product's images in order (the first is its lead image), each with its media record's alt text. */
  images: z.array(operatorImage),
  collections: z.array(z.object({ slug: z.string(), title: z.string() })),
  /** At most 3; none for a product with one variant. */
  options: z.array(productOption),
  variants: z.array(operatorVariant),
  updatedAt: z.string(),
});
export const operatorProductResponse = z.object({ data: operatorProduct });
export const operatorCollection = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(["active", "draft"]),
});
/** One collection as an operator read, create or edit answers it: its image and the slugs of its products (by slug). */
export const operatorCollectionDetail = operatorCollection.extend({
  image: operatorImage.nullable(),
  products: z.array(z.string()),
  productCount: z.number().int(),
});
export const operatorCollectionResponse = z.object({ data: operatorCollectionDetail });
export const catalogDeleted = z.object({ message: z.string() });
export const operatorCollectionListItem = operatorCollection.extend({ productCount: z.number().int() });
export const operatorCollectionList = z.object({ data: z.array(operatorCollectionListItem) });
export type OperatorCollectionListItem = z.infer<typeof operatorCollectionListItem>;
export const operatorTicketPrice = z.object({
  marketId: z.uuid(),
  currencyCode: z.string(),
  amount: z.number(),
  displayPrice: z.string(),
});
export const operatorTicketType = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The primary market's price (other markets convert it by their rate and rounding). */
  prices: z.array(operatorTicketPrice),
  capacity: z.number().int().nullable(),
  maxPerOrder: z.number().int(),
});
export const operatorEvent = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  venue: z.string(),
  image: operatorImage.nullable(),
  status: eventStatus,
  ticketTypes: z.array(operatorTicketType),
});
export const operatorEventResponse = z.object({ data: operatorEvent });
/** GET /operator/products: every product of the store (drafts and archived too), by words in its title, SKU or slug. */
export const operatorProductListQuery = pageQuery.extend({
  q: z.string().trim().min(1, "The q field must not be empty.").max(200, "The q field may not be greater than 200 characters.").optional(),
  status: productStatus.optional(),
});
export type OperatorProductListQuery = z.infer<typeof operatorProductListQuery>;
export const operatorProductListItem = operatorProductCore.extend({
  sku: z.string(),
  kind: z.enum(["product", "subscription_package"]),
  taxClass: z.enum(["standard", "reduced", "zero"]),
  updatedAt: z.string(),
  prices: z.array(operatorMarketPrice),
});
export const operatorProductList = z.object({ data: z.array(operatorProductListItem), meta: pageMeta });
export type OperatorProductListItem = z.infer<typeof operatorProductListItem>;
export type OperatorMarketPrice = z.infer<typeof operatorMarketPrice>;
export type OperatorProductPatch = z.infer<typeof operatorProductPatch>;
export type OperatorProduct = z.infer<typeof operatorProduct>;
export type OperatorCollectionDetail = z.infer<typeof operatorCollectionDetail>;
export type OperatorCollectionPatch = z.infer<typeof operatorCollectionPatch>;
export type OperatorEventPatch = z.infer<typeof operatorEventPatch>;

export type ProductListItem = z.infer<typeof productListItem>;
export type ProductDetail = z.infer<typeof productDetail>;
export type ProductList = z.infer<typeof productList>;
export type CollectionSummary = z.infer<typeof collectionSummary>;
export type EventListItem = z.infer<typeof eventListItem>;
export type EventDetail = z.infer<typeof eventDetail>;
export type EventList = z.infer<typeof eventList>;

/** The largest product CSV an import takes: 10 MiB. */
export const maxProductCsvBytes = 10 * 1024 * 1024;
/** POST /operator/products/import: multipart/form-data with the CSV as `file`. */
export const productImportInput = z.strictObject({
  file: z
    .file({ error: "The file field is required: a product CSV (Shopify's columns)." })
    .meta({ type: "string", format: "binary", description: "The product CSV (UTF-8, Shopify's columns), at most 10 MiB." }),
});
export type ProductImportInput = z.infer<typeof productImportInput>;
export const productImportStatus = z.enum(["queued", "running", "done", "failed"]);
/** A refused row of an import: the file's line it starts on (the header is line 1), the column's header and why. */
export const productImportError = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
/** An import's progress: rows done of the total, products created and updated, and the rows refused. */
export const productImport = z.object({
  id: z.uuid(),
  status: productImportStatus,
  rowsDone: z.number().int(),
  rowsTotal: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** The first 1000 refused cells, by line. */
  errors: z.array(productImportError),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImport>;
export const productImportResponse = z.object({ data: productImport });
export const productImportAccepted = z.object({ data: z.object({ id: z.uuid() }) });
export const productImportParams = z.object({ id: z.string() });
