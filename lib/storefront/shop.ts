import "server-only";
import { getProduct } from "@/lib/catalog/get-product";
import { getCollection, listCollections } from "@/lib/catalog/list-collections";
import { getEvent, listEvents } from "@/lib/catalog/list-events";
import { listProducts } from "@/lib/catalog/list-products";
import { eventListQuery, productListQuery } from "@/lib/catalog/schemas";
import { NotFoundError } from "@/lib/errors/domain";

/**
 * The storefront's server-side reads of the catalogue operations (GET /products, /collections, /events and their
 * details), in process: the same domain calls, validation and per-tenant cache as the API routes. Query values
 * arrive as the strings of the page's search params and are validated by the operation's own schema; a bad value
 * falls back to the default, as a page should not fail on a hand-edited URL.
 */
type Raw = Record<string, string | undefined>;

function parseOr<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, raw: Raw): T {
  const clean = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(clean);
  if (parsed.success) return parsed.data;
  const fallback = schema.safeParse({});
  if (!fallback.success) throw new Error("The operation's defaults do not validate.");
  return fallback.data;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const shop = {
  products: (tenantId: string, raw: Raw = {}) => orNull(listProducts({ tenantId, query: parseOr(productListQuery, raw) })),
  product: (tenantId: string, slug: string) => orNull(getProduct({ tenantId, slug })),
  collections: (tenantId: string) => listCollections({ tenantId }),
  collection: (tenantId: string, slug: string) => orNull(getCollection({ tenantId, slug })),
  events: (tenantId: string, raw: Raw = {}) => listEvents({ tenantId, query: parseOr(eventListQuery, raw) }),
  event: (tenantId: string, slug: string) => orNull(getEvent({ tenantId, slug })),
};
