import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { stableApiToken } from "@/lib/auth/api-tokens";
import { getEnv } from "@/lib/env";

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
