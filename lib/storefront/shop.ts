import "server-only";
import { callOperation, isNotFound } from "@/lib/api/caller";

/**
 * The storefront's server-side reads of the catalogue operations (GET /products, /collections, /events and their
 * details) through the in-process caller: the storefront's API token, validation, rate limits, deadline and the
 * per-tenant cache, as for any client. Query values are the strings of the page's search params; a value the
 * operation refuses falls back to the defaults (a hand-edited URL should not fail the page).
 */
type Raw = Record<string, string | undefined>;
const storefront = { as: "storefront" } as const;

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function clean(raw: Raw): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
}

async function withFallback<T>(load: (query: Record<string, string>) => Promise<T>, raw: Raw, keep: string[]): Promise<T> {
  try {
    return await load(clean(raw));
  } catch (error) {
    if (!(error instanceof Error && "status" in error && (error as { status: number }).status === 422)) throw error;
    return load(clean(Object.fromEntries(Object.entries(raw).filter(([k]) => keep.includes(k)))));
  }
}

/**
 * `market` (a market id, lib/storefront/market.ts) prices the reads in the shopper's market; a market the API no
 * longer knows falls back to the primary market.
 */
export const shop = {
  /** null when the collection filter names no active collection. */
  products: (raw: Raw = {}, market?: string) =>
    orNull(withFallback((query) => callOperation("listProducts", { query }, storefront), { ...raw, market }, ["collection", "type"])),
  product: (slug: string, market?: string) =>
    orNull(withFallback((query) => callOperation("getProduct", { params: { slug }, query }, storefront), { market }, [])).then(
      (r) => r?.data ?? null,
    ),
  collections: () => callOperation("listCollections", {}, storefront).then((r) => r.data),
  collection: (slug: string) => orNull(callOperation("getCollection", { params: { slug } }, storefront)).then((r) => r?.data ?? null),
  events: (raw: Raw = {}, market?: string) =>
    withFallback((query) => callOperation("listEvents", { query }, storefront), { ...raw, market }, []),
  event: (slug: string, market?: string) =>
    orNull(withFallback((query) => callOperation("getEvent", { params: { slug }, query }, storefront), { market }, [])).then(
      (r) => r?.data ?? null,
    ),
  /** A guest's order opened with its access token; null when the token opens no order. */
  guestOrder: (orderId: string, accessToken: string) =>
    orNull(callOperation("getGuestOrder", { params: { orderId }, headers: { "X-Order-Token": accessToken } }, storefront)).then(
      (r) => r?.data ?? null,
    ),
};
