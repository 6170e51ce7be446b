import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { getPackageConfiguration, getPagePreview, getPost, getPostPreview, getPublishedPage } from "./content";
import { shop } from "./shop";

/**
 * Per-request (React cache) loaders for the detail routes. Each route's layout.tsx calls its loader and
 * notFound() before the segment's loading.tsx boundary starts streaming, so an unknown slug answers a real
 * HTTP 404; the page and generateMetadata then reuse the same result.
 */
export const loadPage = cache(async (slug: string) => getPublishedPage({ slug }));
export const loadPost = cache(async (slug: string) => getPost({ slug }));

/** The preview token of this request (proxy.ts hands the `preview` query parameter over in a header), or null. */
export const previewTokenOfRequest = cache(async () => (await headers()).get("x-storefront-preview") || null);

/** The draft a preview link shows: loaded once per request, null when the token does not hold for this slug. */
export const loadPagePreview = cache(async (slug: string, token: string) => getPagePreview({ slug, token }));
export const loadPostPreview = cache(async (slug: string, token: string) => getPostPreview({ slug, token }));
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
