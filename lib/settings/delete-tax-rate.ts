import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { NotFoundError } from "../errors/domain";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/** DELETE /operator/tax-rates/{id}: lines of that country and class are untaxed from the next read. */
export async function deleteTaxRate({ tenantId, id }: { tenantId: string; id: string }): Promise<{ message: string }> {
  if (!isUuid(id)) throw new NotFoundError("Tax rate not found.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const r = schema.taxRates;
    const [gone] = await tx
      .delete(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
      .returning({ id: r.id });
    if (!gone) throw new NotFoundError("Tax rate not found.");
    await recordSettingsEvent({ executor: tx, tenantId, section: "taxRates", action: "deleted", id, record: null });
  });
  settingsChanged(tenantId);
  return { message: "Tax rate deleted." };
}
