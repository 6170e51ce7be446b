import { asc, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { storeDomainsOf } from "./store-domains";

export type TenantRow = {
  id: string;
  name: string;
  slug: string;
  market: string | null;
  currencyCode: string | null;
  /** Host names its storefront answers on (`tenant set-domains`). */
  domains: string[];
  createdAt: string;
};

/** Every store of the deployment, oldest first, with its primary market and currency (`npm run cli -- tenant list`). */
export async function listTenants(): Promise<TenantRow[]> {
  const db = await getDb();
  const t = schema.tenants;
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      slug: t.slug,
      market: sql<string | null>`(select m.name from markets m where m.tenant_id = "tenants"."id" and m.is_primary)`,
      currencyCode: sql<string | null>`(select m.currency_code from markets m where m.tenant_id = "tenants"."id" and m.is_primary)`,
      createdAt: t.createdAt,
    })
    .from(t)
    .orderBy(asc(t.createdAt), asc(t.id));
  const domains = await storeDomainsOf(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, domains: domains.get(r.id) ?? [] }));
}
