import "server-only";
import { cache } from "react";
import { getCollectionBySlug, getEventBySlug, getPackageSummary, getProductBySlug } from "./catalog";
import { getPackageConfiguration, getPost, getPublishedPage } from "./content";
import { getStorefrontTenant } from "./tenant";

/**
 * Per-request (React cache) loaders for the detail routes. Each route's layout.tsx calls its loader and
 * notFound() before the segment's loading.tsx boundary starts streaming, so an unknown slug answers a real
 * HTTP 404; the page and generateMetadata then reuse the same result.
 */
async function tenantId() {
  return (await getStorefrontTenant()).id;
}

export const loadPage = cache(async (slug: string) => getPublishedPage({ slug }));
export const loadPost = cache(async (slug: string) => getPost({ slug }));
export const loadProduct = cache(async (slug: string) => getProductBySlug({ tenantId: await tenantId(), slug }));
export const loadCollection = cache(async (slug: string) => getCollectionBySlug({ tenantId: await tenantId(), slug }));
export const loadEvent = cache(async (slug: string) => getEventBySlug({ tenantId: await tenantId(), slug }));

export const loadPackage = cache(async (productId: string) => {
  const summary = await getPackageSummary({ tenantId: await tenantId(), productId });
  if (!summary) return null;
  const configuration = await getPackageConfiguration({ productId: summary.id });
  return configuration ? { summary, configuration } : null;
});
