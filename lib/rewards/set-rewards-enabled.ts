import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";

/** Switches the store's loyalty programme on or off (the back office's settings; `npm run cli -- tenant set-rewards`). */
export async function setRewardsEnabled({ tenantId, enabled }: { tenantId: string; enabled: boolean }): Promise<{ enabled: boolean }> {
  const db = await getDb();
  const [row] = await db
    .update(schema.tenants)
    .set({ rewardsEnabled: enabled, updatedAt: sql`now()` })
    .where(eq(schema.tenants.id, tenantId))
    .returning({ enabled: schema.tenants.rewardsEnabled });
  // The store settings (and the cached answers built on them) carry the switch.
  invalidateTags(tenantId, ["markets"]);
  return { enabled: row?.enabled ?? enabled };
}
