import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { headers } from "next/headers";
import { getDb, schema } from "@/db/client";
import { stableApiToken } from "@/lib/auth/api-tokens";
import { cached } from "@/lib/cache/tenant-cache";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/media/absolute-url";
import { isUpload } from "@/lib/media/media-record";
import { renditionPath } from "@/lib/media/renditions";
import { hostOfHeader, tenantIdForHost } from "@/lib/tenants/store-domains";

/**
 * Which store a storefront request shows: the one whose host names (`tenant set-domains`) include the request's
 * `Host`, else STOREFRONT_TENANT. So one deployment serves several stores' storefronts and back offices.
 */
export type StorefrontTenant = {
  id: string;
  slug: string;
  name: string;
  /** The header's logo (null: the name as text) and the image link previews show. */
  logoUrl: string | null;
  socialImageUrl: string | null;
  tagline: string | null;
  announcement: string | null;
  /** How shoppers reach the store (its contact page). */
  contactEmail: string | null;
  phone: string | null;
  address: Record<string, string | null> | null;
};

type Remembered<V> = Map<string, Promise<V>>;
const globalKey = Symbol.for("storefront.tenant");
type Cache = { idBySlug: Remembered<string>; tokens: Remembered<string> };
const cache = ((globalThis as typeof globalThis & { [globalKey]?: Cache })[globalKey] ??= {
  idBySlug: new Map() as Cache["idBySlug"],
  tokens: new Map() as Cache["tokens"],
});
/** The store's record is cached with its settings: a change through PATCH /operator/store drops it at once (tag "store"). */
const storeRecordTag = "store";
const recordPolicy = { fresh: 300, stale: 3600 };

/** A cached page body renders for the store passed to it (the body cannot read the request's headers). */
const renderingStore = new AsyncLocalStorage<string>();

/** What never changes for a key (a slug's store id, a store's token), kept per process; a failed load is not kept. */
function remember<V>(map: Remembered<V>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = map.get(key);
  if (hit) return hit;
  const value = load().catch((error: unknown) => {
    map.delete(key);
    throw error;
  });
  if (map.size >= 1000) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** The logo's rendition in the header: at most 320 pixels wide (shown at a fraction of it, sharp on dense screens). */
const logoWidth = 320;
/** Link previews take JPEG everywhere, about 1200 pixels wide. */
const socialWidth = 1280;

async function loadTenant(where: { slug: string } | { id: string }): Promise<StorefrontTenant | undefined> {
  const db = await getDb();
  const t = schema.tenants;
  const logo = alias(schema.images, "logo");
  const social = alias(schema.images, "social");
  const [row] = await db
    .select({
      id: t.id,
      slug: t.slug,
      name: t.name,
      logo: logo.id,
      social: social.id,
      legacySocial: t.socialImageUrl,
      tagline: t.tagline,
      announcement: t.announcement,
      contactEmail: t.contactEmail,
      phone: t.phone,
      address: t.address,
    })
    .from(t)
    .leftJoin(logo, and(eq(logo.tenantId, t.id), eq(sql`${logo.id}::text`, t.logoMediaId), isUpload(logo)))
    .leftJoin(social, and(eq(social.tenantId, t.id), eq(sql`${social.id}::text`, t.socialImageMediaId), isUpload(social)))
    .where("slug" in where ? eq(t.slug, where.slug) : eq(t.id, where.id))
    .limit(1);
  if (!row) return undefined;
  const { logo: logoId, social: socialId, legacySocial, ...rest } = row;
  return {
    ...rest,
    // The page's own origin serves it, whichever host name the store is shown on.
    logoUrl: logoId ? renditionPath(logoId, logoWidth) : null,
    socialImageUrl: socialId ? absoluteUrl(renditionPath(socialId, socialWidth, "jpg")) : legacySocial,
  };
}

/** A store's name, logo, line and contact details as its pages show them. */
function tenantRecord(id: string): Promise<StorefrontTenant | undefined> {
  return cached({ tenantId: id, key: ["storefront-record"], tags: [storeRecordTag], policy: recordPolicy }, () => loadTenant({ id }));
}

async function tenantBySlug(slug: string): Promise<StorefrontTenant> {
  const missing = () => new Error(`The storefront tenant "${slug}" does not exist: seed it (npm run db:seed) or set STOREFRONT_TENANT.`);
  // A slug names one store for good: its id is remembered; the record is read through the cache above.
  const id = await remember(cache.idBySlug, slug, async () => {
    const row = await loadTenant({ slug });
    if (!row) throw missing();
    return row.id;
  });
  const row = await tenantRecord(id);
  if (!row) throw missing();
  return row;
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
    const row = await tenantRecord(tenantId);
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
  return remember(cache.tokens, tenant.id, () => stableApiToken({ tenantId: tenant.id, name: "storefront" }));
}
