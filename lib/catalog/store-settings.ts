import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { cached } from "../cache/tenant-cache";

export type StoreSettings = { currencyCode: string; timeZone: string; rewardsEnabled: boolean; maxSeatsPerBuyer: number };

/**
 * The store's primary currency (catalogue prices are stored in it), time zone, rewards switch and the seats of one
 * event date one client address may hold at once, cached a minute.
 */
export function getStoreSettings({ tenantId, executor }: { tenantId: string; executor?: Executor }): Promise<StoreSettings> {
  return cached({ tenantId, key: ["store-settings"], tags: ["markets"], policy: { fresh: 60, stale: 600 } }, async () => {
    const db = executor ?? (await getDb());
    const t = schema.tenants;
    const m = schema.markets;
    const [row] = await db
      .select({
        timeZone: t.timeZone,
        rewardsEnabled: t.rewardsEnabled,
        maxSeatsPerBuyer: t.maxSeatsPerBuyer,
        currencyCode: m.currencyCode,
      })
      .from(t)
      .leftJoin(m, and(eq(m.tenantId, t.id), eq(m.isPrimary, true)))
      .where(eq(t.id, tenantId))
      .limit(1);
    return {
      currencyCode: row?.currencyCode ?? "GBP",
      timeZone: row?.timeZone ?? "Europe/London",
      rewardsEnabled: row?.rewardsEnabled ?? false,
      maxSeatsPerBuyer: Number(row?.maxSeatsPerBuyer ?? 10),
    };
  });
}
