import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, schema } from "@/db/client";
import { stableApiToken } from "@/lib/auth/api-tokens";
import { cached } from "@/lib/cache/tenant-cache";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/media/absolute-url";
import { renditionPath } from "@/lib/media/renditions";

export type StorefrontTenant = { id: string; slug: string; name: string; socialImageUrl: string | null };

const globalKey = Symbol.for("storefront.tenant");
type Cache = { tenant?: Promise<StorefrontTenant>; token?: Promise<string> };
const cache = ((globalThis as typeof globalThis & { [globalKey]?: Cache })[globalKey] ??= {});

async function loadTenant(): Promise<StorefrontTenant> {
  const slug = getEnv().STOREFRONT_TENANT;
  const db = await getDb();
  const t = schema.tenants;
  const [row] = await db
    .select({ id: t.id, slug: t.slug, name: t.name, socialImageUrl: t.socialImageUrl })
    .from(t)
    .where(eq(t.slug, slug))
    .limit(1);
  if (!row) throw new Error(`The storefront tenant "${slug}" does not exist: seed it (npm run db:seed) or set STOREFRONT_TENANT.`);
  return row;
}

/** The store this storefront shows (STOREFRONT_TENANT), looked up once per process. */
export function getStorefrontTenant(): Promise<StorefrontTenant> {
  cache.tenant ??= loadTenant().catch((error) => {
    cache.tenant = undefined;
    throw error;
  });
  return cache.tenant;
}

/**
 * The storefront's public API token (like Shopify's Storefront API token): it names the store and is handed
 * to the browser for its /api/v1 calls. STOREFRONT_API_TOKEN wins when set; otherwise a stable token derived
 * from AUTH_SECRET for the tenant, so no configuration is needed.
 */
export function getStorefrontApiToken(): Promise<string> {
  const configured = getEnv().STOREFRONT_API_TOKEN;
  if (configured) return Promise.resolve(configured);
  cache.token ??= getStorefrontTenant()
    .then((tenant) => stableApiToken({ tenantId: tenant.id, name: "storefront" }))
    .catch((error) => {
      cache.token = undefined;
      throw error;
    });
  return cache.token;
}

/**
 * What the storefront shows of the store: its name, its logo (null: the name as text) and the image link previews
 * show (its social image, else the older `social_image_url`).
 */
export type StorefrontBrand = { name: string; logoUrl: string | null; socialImageUrl: string | null };

/** The logo's rendition in the header: at most 320 pixels wide (shown at a fraction of it, sharp on dense screens). */
const logoWidth = 320;
/** Link previews take JPEG everywhere, about 1200 pixels wide. */
const socialWidth = 1280;

/**
 * The store's name and logo as its settings have them now: kept in the server's cache, dropped when a setting is saved
 * (tag "markets", the store settings' tag), so a new name or logo shows on the next page.
 */
export async function getStorefrontBrand(): Promise<StorefrontBrand> {
  const tenant = await getStorefrontTenant();
  return cached({ tenantId: tenant.id, key: ["storefront-brand"], tags: ["markets"], policy: { fresh: 60, stale: 600 } }, async () => {
    const db = await getDb();
    const t = schema.tenants;
    const logo = alias(schema.images, "logo");
    const social = alias(schema.images, "social");
    const [row] = await db
      .select({ name: t.name, logo: logo.id, social: social.id, legacySocial: t.socialImageUrl })
      .from(t)
      .leftJoin(logo, and(eq(logo.tenantId, t.id), eq(sql`${logo.id}::text`, t.logoMediaId), isNotNull(logo.data)))
      .leftJoin(social, and(eq(social.tenantId, t.id), eq(sql`${social.id}::text`, t.socialImageMediaId), isNotNull(social.data)))
      .where(eq(t.id, tenant.id))
      .limit(1);
    return {
      name: row?.name ?? tenant.name,
      logoUrl: row?.logo ? absoluteUrl(renditionPath(row.logo, logoWidth)) : null,
      socialImageUrl: row?.social ? absoluteUrl(renditionPath(row.social, socialWidth, "jpg")) : (row?.legacySocial ?? null),
    };
  });
}
