import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached, invalidateTags } from "../cache/tenant-cache";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { normaliseOriginList } from "./origin-patterns";

/**
 * The browser origins each store allows (tenants.cors_origins), beside the environment's CORS_ORIGINS
 * (lib/http/cors.ts decides which list answers a request). Read on CORS requests, so cached: a store's own list
 * under its tenant, and the union of every store's lists (for preflights, which carry no token) under a cache
 * entry of its own; both dropped at once when a list changes here (and on other instances through the
 * invalidation bus with REDIS_URL), else refreshed within `policy.fresh` seconds.
 */
const policy = { fresh: 60, stale: 600 };
const tag = "cors-origins";
/** The pseudo-tenant the union of every store's lists is cached under (tenant ids are UUIDs: it names none). */
const everyStore = "every-store";

/** The store's list as stored (GET /operator/settings/cors: the truth, even just after a CLI on another process set it). */
export async function loadTenantCorsOrigins({ tenantId }: { tenantId: string }): Promise<string[]> {
  const db = await getDb();
  const t = schema.tenants;
  const [row] = await db.select({ origins: t.corsOrigins }).from(t).where(eq(t.id, tenantId)).limit(1);
  return row?.origins ?? [];
}

/** The store's list as CORS decisions read it (cached). */
export async function tenantCorsOrigins({ tenantId }: { tenantId: string }): Promise<string[]> {
  return cached({ tenantId, key: ["cors-origins"], tags: [tag], policy }, () => loadTenantCorsOrigins({ tenantId }));
}

/** Every origin any store allows (deduplicated): a preflight is answered for these. */
export async function everyStoreCorsOrigins(): Promise<string[]> {
  return cached({ tenantId: everyStore, key: ["cors-origins"], tags: [tag], policy }, async () => {
    const db = await getDb();
    const t = schema.tenants;
    const rows = await db
      .select({ origins: t.corsOrigins })
      .from(t)
      .where(sql`jsonb_array_length(${t.corsOrigins}) > 0`);
    return [...new Set(rows.flatMap((r) => r.origins))];
  });
}

/**
 * Replaces a store's list (PATCH /operator/settings/cors, `cli tenant set-cors`): every entry checked (422 keyed
 * `origins.N` naming what is wrong, nothing changed), normalised and deduplicated; `[]` clears it.
 */
export async function setTenantCorsOrigins({ tenantId, origins }: { tenantId: string; origins: readonly string[] }): Promise<string[]> {
  const checked = normaliseOriginList(origins);
  if (!checked.ok) throw new InvalidInputError(checked.errors).withCode("validation_failed");
  const db = await getDb();
  const t = schema.tenants;
  const [row] = await db
    .update(t)
    .set({ corsOrigins: checked.origins, updatedAt: sql`now()` })
    .where(eq(t.id, tenantId))
    .returning({ origins: t.corsOrigins });
  if (!row) throw new NotFoundError(`No tenant has the id ${tenantId}.`);
  invalidateTags(tenantId, [tag]);
  invalidateTags(everyStore, [tag]);
  return row.origins;
}
