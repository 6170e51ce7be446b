import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import type { BillingSettings, BillingSettingsPatch } from "./schemas";

const t = schema.tenants;
const columns = { retryDays: t.billingRetryDays, finalAction: t.billingFinalAction, reminderDays: t.reminderDays };

function answer(row: { retryDays: number[]; finalAction: string; reminderDays: number }): BillingSettings {
  return {
    retryDays: row.retryDays.map(Number),
    finalAction: row.finalAction === "cancel" ? "cancel" : "pause",
    reminderDays: Number(row.reminderDays),
  };
}

/** GET /operator/billing/settings: the store's retry schedule, final action and reminder days. */
export async function getBillingSettings({ tenantId }: { tenantId: string }): Promise<BillingSettings> {
  const db = await getDb();
  const [row] = await db.select(columns).from(t).where(eq(t.id, tenantId)).limit(1);
  return answer(row ?? { retryDays: [1, 3, 5, 7], finalAction: "pause", reminderDays: 3 });
}

/**
 * PATCH /operator/billing/settings: changes what is sent. Renewals already waiting for a retry keep the time they were
 * given; their later tries and every new renewal follow the new schedule (the next pass reads it).
 */
export async function updateBillingSettings({
  tenantId,
  patch,
}: {
  tenantId: string;
  patch: BillingSettingsPatch;
}): Promise<BillingSettings> {
  const db = await getDb();
  const [row] = await db
    .update(t)
    .set({
      ...(patch.retryDays !== undefined ? { billingRetryDays: patch.retryDays } : {}),
      ...(patch.finalAction !== undefined ? { billingFinalAction: patch.finalAction } : {}),
      ...(patch.reminderDays !== undefined ? { reminderDays: patch.reminderDays } : {}),
    })
    .where(eq(t.id, tenantId))
    .returning(columns);
  return answer(row!);
}
