import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb, schema } from "@/db/client";
import { stableApiToken } from "@/lib/auth/api-tokens";
import { getEnv } from "@/lib/env";
import { hostOfHeader, tenantIdForHost } from "@/lib/tenants/store-domains";

export type StorefrontTenant = {
  id: string;
  slug: string;
  name: string;
  socialImageUrl: string | null;
  tagline: string | null;
  announcement: string | null;
  /** How shoppers reach the store (its contact page). */
  contactEmail: string | null;
  phone: string | null;
  address: Record<string, string | null> | null;
};

/**
 * Which store a storefront request shows: the one whose host names (`tenant set-domains`) include the request's
 * `Host`, else STOREFRONT_TENANT. So one deployment serves several stores' storefronts and back offices.
 */

type Remembered<V> = Map<string, { at: number; value: Promise<V> }>;
const globalKey = Symbol.for("storefront.tenant");
type Cache = { bySlug: Remembered<StorefrontTenant>; byId: Remembered<StorefrontTenant | null>; tokens: Remembered<string> };
const cache = ((globalThis as typeof globalThis & { [globalKey]?: Cache })[globalKey] ??= {
  bySlug: new Map() as Cache["bySlug"],
  byId: new Map() as Cache["byId"],
  tokens: new Map() as Cache["tokens"],
});
/** A store's name and image are read again after this (an owner may rename the store); a token never changes. */
const recordTtlMs = 30_000;

/** A cached page body renders for the store passed to it (the body cannot read the request's headers). */
const renderingStore = new AsyncLocalStorage<string>();

function remember<V>(map: Remembered<V>, key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
  const hit = map.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value;
  const value = load().catch((error: unknown) => {
    map.delete(key);
    throw error;
  });
  map.delete(key);
  if (map.size >= 1000) map.delete(map.keys().next().value!);
  map.set(key, { at: Date.now(), value });
  return value;
}

async function loadTenant(where: { slug: string } | { id: string }): Promise<StorefrontTenant | undefined> {
  const db = await getDb();
  const t = schema.tenants;
  const [row] = await db
    .select({ id: t.id, slug: t.slug, name: t.name, socialImageUrl: t.socialImageUrl, tagline: t.tagline, announcement: t.announcement, contactEmail: t.contactEmail, phone: t.phone, address: t.address })
    .from(t)
    .where("slug" in where ? eq(t.slug, where.slug) : eq(t.id, where.id))
    .limit(1);
  return row;
}

function tenantBySlug(slug: string): Promise<StorefrontTenant> {
  return remember(cache.bySlug, slug, recordTtlMs, async () => {
    const row = await loadTenant({ slug });
    if (!row) throw new Error(`The storefront tenant "${slug}" does not exist: seed it (npm run db:seed) or set STOREFRONT_TENANT.`);
    return row;
  });
}

async function requestHost(): Promise<string | undefined> {
  try {
    return hostOfHeader((await headers()).get("host"));
  } catch {
    return undefined; // outside a request (a script, a job): the default store
  }
}

/** The store of this request (by its Host, else STOREFRONT_TENANT); inside a cached page body, the store it renders for. */
export async function getStorefrontTenant(): Promise<StorefrontTenant> {
  const rendering = renderingStore.getStore();
  if (rendering) return tenantBySlug(rendering);
  const host = await requestHost();
  const tenantId = host ? await tenantIdForHost(host) : undefined;
  if (tenantId) {
    const row = await remember(cache.byId, tenantId, recordTtlMs, async () => (await loadTenant({ id: tenantId })) ?? null);
    if (row) return row;
  }
  return tenantBySlug(getEnv().STOREFRONT_TENANT);
}

/** Runs a cached page body's reads for one store (its slug, which the body takes as an argument). */
export function renderForStore<T>(slug: string, read: () => Promise<T>): Promise<T> {
  return renderingStore.run(slug, read);
}

/**
 * The storefront's public API token (like Shopify's Storefront API token): it names the store and is handed
 * to the browser for its /api/v1 calls. STOREFRONT_API_TOKEN wins for the default store when set; otherwise a
 * stable token derived from AUTH_SECRET for the store, so no configuration is needed.
 */
export async function getStorefrontApiToken(): Promise<string> {
  const tenant = await getStorefrontTenant();
  const configured = getEnv().STOREFRONT_API_TOKEN;
  if (configured && tenant.slug === getEnv().STOREFRONT_TENANT) return configured;
  return remember(cache.tokens, tenant.id, Infinity, () => stableApiToken({ tenantId: tenant.id, name: "storefront" }));
}
