import { z } from "zod";
import { integerParam, pageMeta, pageQuery } from "../pagination/schemas";
import { marketParam, marketQuery } from "../pricing/schemas";

/** An image of the catalogue: `url` absolute (as every image of the API has it); `path` under the app's origin. */
export const catalogImage = z.object({ url: z.string(), path: z.string(), alt: z.string() });

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
  inStock: z.boolean(),
  image: catalogImage.nullable(),
});

export const productDetail = productListItem.extend({
  sku: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
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
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productList = z.object({ data: z.array(productListItem), meta: pageMeta });
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
export const operatorProductPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(20_000).optional(),
    status: productStatus.optional(),
    price: z.number().int().min(0).max(100_000_000).optional(),
    salePrice: z.number().int().min(0).max(100_000_000).nullable().optional(),
    stock: z.number().int().min(0).max(1_000_000).optional(),
    maxQuantity: z.number().int().min(1).max(99).optional(),
    taxClass: z.enum(["standard", "reduced", "zero"], { error: "The tax class must be standard, reduced or zero." }).optional(),
    marketPrices: z.array(operatorMarketPriceInput).max(50).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "At least one field must be given." })
  .refine((v) => !v.marketPrices || new Set(v.marketPrices.map((x) => x.marketId)).size === v.marketPrices.length, {
    message: "Each market may be given once.",
    path: ["marketPrices"],
  })
  .refine((v) => v.price === undefined || v.salePrice === undefined || v.salePrice === null || v.salePrice <= v.price, {
    message: "The sale price must not be above the regular price.",
    path: ["salePrice"],
  });
export const operatorCollectionPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(20_000).optional(),
    status: z.enum(["active", "draft"]).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "At least one field must be given." });
export const operatorEventPatch = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(20_000).optional(),
    venue: z.string().max(200).optional(),
    status: z.enum(["published", "draft"]).optional(),
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
/** What an operator edit answers: the record as stored now (amounts in minor units). */
export const operatorProduct = z.object({
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
export const operatorProductResponse = z.object({ data: operatorProduct });
export const operatorCollection = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(["active", "draft"]),
});
export const operatorCollectionResponse = z.object({ data: operatorCollection });
export const operatorCollectionListItem = operatorCollection.extend({ productCount: z.number().int() });
export const operatorCollectionList = z.object({ data: z.array(operatorCollectionListItem) });
export type OperatorCollectionListItem = z.infer<typeof operatorCollectionListItem>;
export const operatorEvent = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  venue: z.string(),
  status: z.enum(["published", "draft"]),
});
export const operatorEventResponse = z.object({ data: operatorEvent });
/** GET /operator/products: every product of the store (drafts and archived too), by words in its title, SKU or slug. */
export const operatorProductListQuery = pageQuery.extend({
  q: z.string().trim().min(1, "The q field must not be empty.").max(200, "The q field may not be greater than 200 characters.").optional(),
  status: productStatus.optional(),
});
export type OperatorProductListQuery = z.infer<typeof operatorProductListQuery>;
export const operatorProductListItem = operatorProduct.extend({
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
export type OperatorCollectionPatch = z.infer<typeof operatorCollectionPatch>;
export type OperatorEventPatch = z.infer<typeof operatorEventPatch>;

export type ProductListItem = z.infer<typeof productListItem>;
export type ProductDetail = z.infer<typeof productDetail>;
export type ProductList = z.infer<typeof productList>;
export type CollectionSummary = z.infer<typeof collectionSummary>;
export type EventListItem = z.infer<typeof eventListItem>;
export type EventDetail = z.infer<typeof eventDetail>;
export type EventList = z.infer<typeof eventList>;
