import "server-only";
import { cache } from "react";
import { ApiError } from "@/lib/http/errors";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";
import { getPost, getPublishedPage } from "./content";
import { shop } from "./shop";
import { getStorefrontTenant } from "./tenant";

/**
 * Per-request (React cache) loaders for the detail routes. Each route's layout.tsx calls its loader and
 * notFound() before the segment's loading.tsx boundary starts streaming, so an unknown slug answers a real
 * HTTP 404; the page and generateMetadata then reuse the same result.
 */
async function tenantId() {
  return (await getStorefrontTenant()).id;
}

export const loadPage = cache(async (slug: string) => getPublishedPage({ tenantId: await tenantId(), slug }));
export const loadPost = cache(async (slug: string) => getPost({ tenantId: await tenantId(), slug }));
export const loadProduct = cache(async (slug: string) => shop.product(await tenantId(), slug));
export const loadCollection = cache(async (slug: string) => shop.collection(await tenantId(), slug));
export const loadEvent = cache(async (slug: string) => shop.event(await tenantId(), slug));

/** The subscription packages of the store (GET /products?type=subscription_package). */
export const loadPackages = cache(async () => (await shop.products(await tenantId(), { type: "subscription_package", sort: "name", perPage: "100" }))?.data ?? []);

export const loadPackage = cache(async (productId: string) => {
  const id = await tenantId();
  const item = (await loadPackages()).find((p) => p.id === productId);
  const summary = item ? await shop.product(id, item.slug) : null;
  if (!summary) return null;
  try {
    return { summary, configuration: (await getPackageConfiguration({ tenantId: id, productId: summary.id })).config };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
