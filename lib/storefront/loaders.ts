import "server-only";
import { cache } from "react";
import { getPackageConfiguration, getPost, getPublishedPage } from "./content";
import { shop } from "./shop";

/**
 * Per-request (React cache) loaders for the detail routes. Each route's layout.tsx calls its loader and
 * notFound() before the segment's loading.tsx boundary starts streaming, so an unknown slug answers a real
 * HTTP 404; the page and generateMetadata then reuse the same result.
 */
export const loadPage = cache(async (slug: string) => getPublishedPage({ slug }));
export const loadPost = cache(async (slug: string) => getPost({ slug }));
export const loadProduct = cache(async (slug: string) => shop.product(slug));
export const loadCollection = cache(async (slug: string) => shop.collection(slug));
export const loadEvent = cache(async (slug: string) => shop.event(slug));

/** The subscription packages of the store (GET /products?type=subscription_package). */
export const loadPackages = cache(
  async () => (await shop.products({ type: "subscription_package", sort: "name", perPage: "100" }))?.data ?? [],
);

/** A package and its configuration priced in `market` (the shopper's: lib/storefront/market.ts). */
export const loadPackage = cache(async (productId: string, market?: string) => {
  const item = (await loadPackages()).find((p) => p.id === productId);
  const summary = item ? await shop.product(item.slug) : null;
  if (!summary) return null;
  const configuration = await getPackageConfiguration({ productId: summary.id, market });
  return configuration ? { summary, configuration } : null;
});
