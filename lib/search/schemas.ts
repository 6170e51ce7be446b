import { z } from "zod";
import { marketParam } from "../pricing/schemas";

export const searchTypes = ["products", "pages", "collections", "events", "subscription_packages"] as const;
export type SearchType = (typeof searchTypes)[number];

/** GET /search parameters: q 1–200 characters, type one of five, limit 1–50 (default 10). */
export const searchQuery = z.object({
  market: marketParam.optional(),
  q: z.string().trim().min(1).max(200),
  type: z.enum(searchTypes).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Product images as the API shows them (search results, package items). */
export const productImage = z.object({
  id: z.uuid(),
  src: z.string(),
  /** The same absolute address as `src`: the name every image of the API has. */
  url: z.string(),
  alt: z.string(),
  path: z.string(),
  mimeType: z.string(),
  filename: z.string(),
});

/** `src` (the spec's) and `url` (every image of the API has it) are the same absolute address. */
export const searchImageSmall = z.object({ id: z.uuid(), src: z.string(), url: z.string(), alt: z.string() });

const baseItem = {
  title: z.string(),
  slug: z.string(),
  /** The reference storefront's page for the result (APP_URL). */
  url: z.string(),
  /** The same page as a path (`/products/kenya-nyeri`), for a headless storefront to put under its own origin. */
  path: z.string(),
  excerpt: z.string(),
};

export const productResult = z.object({
  id: z.uuid(),
  type: z.literal("product"),
  ...baseItem,
  image: productImage.nullable(),
  /** Display price in the primary market's currency, the sale price when there is one: "£12.50". */
  price: z.string(),
  status: z.literal("active"),
});

export const pageResult = z.object({
  /** The page's slug. */
  id: z.string(),
  type: z.literal("page"),
  ...baseItem,
  image: z.null(),
  price: z.null(),
  status: z.literal("published"),
});

export const collectionResult = z.object({
  id: z.uuid(),
  type: z.literal("collection"),
  ...baseItem,
  image: searchImageSmall.nullable(),
  price: z.null(),
  status: z.literal("active"),
});

/** Events (shape of our own, in the same style): price "From £10.00" when tickets differ; startsAt = next occurrence. */
export const eventResult = z.object({
  id: z.uuid(),
  type: z.literal("event"),
  ...baseItem,
  image: searchImageSmall.nullable(),
  price: z.string().nullable(),
  status: z.literal("published"),
  /** The next occurrence (ISO 8601 UTC, seconds), null when none is ahead. */
  startsAt: z.string().meta({ format: "date-time" }).nullable(),
});

/** Subscription packages (shape of our own): a product, linked to its configuration page. */
export const subscriptionPackageResult = z.object({
  id: z.uuid(),
  type: z.literal("subscription_package"),
  ...baseItem,
  image: productImage.nullable(),
  price: z.string(),
  status: z.literal("active"),
});

export const searchResponse = z.object({
  query: z.string(),
  /**
   * Extension: the query as it was searched when a typed word is not in the store's vocabulary and the nearest word
   * was searched instead ("cofee" → "coffee"); null when every word was searched as typed.
   */
  correctedQuery: z.string().nullable(),
  /** Items returned across all five arrays. */
  totalResults: z.number().int(),
  results: z.object({
    products: z.array(productResult),
    pages: z.array(pageResult),
    collections: z.array(collectionResult),
    events: z.array(eventResult),
    subscriptionPackages: z.array(subscriptionPackageResult),
  }),
});

export type SearchQuery = z.infer<typeof searchQuery>;
export type SearchResponse = z.infer<typeof searchResponse>;
export type ProductResult = z.infer<typeof productResult>;
export type PageResult = z.infer<typeof pageResult>;
export type CollectionResult = z.infer<typeof collectionResult>;
export type EventResult = z.infer<typeof eventResult>;
export type SubscriptionPackageResult = z.infer<typeof subscriptionPackageResult>;
