import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { NotFoundError } from "../errors/domain";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/** DELETE /operator/shipping-rates/{id}: the market then delivers free until it has a rate again. */
export async function deleteShippingRate({ tenantId, id }: { tenantId: string; id: string }): Promise<{ message: string }> {
  if (!isUuid(id)) throw new NotFoundError("Shipping rate not found.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const r = schema.shippingRates;
    const [gone] = await tx
      .delete(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
      .returning({ id: r.id });
    if (!gone) throw new NotFoundError("Shipping rate not found.");
    await recordSettingsEvent({ executor: tx, tenantId, section: "shippingRates", action: "deleted", id, record: null });
  });
  settingsChanged(tenantId);
  return { message: "Shipping rate deleted." };
}
