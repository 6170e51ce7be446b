import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { refuseForeignMedia } from "../media/refuse-foreign-media";
import { readStoreSettings } from "./read-store-settings";
import type { StoreSettings, StoreSettingsPatch } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/** PATCH /operator/store: changes the given fields; the rest stay. */
export async function updateStoreSettings({ tenantId, input }: { tenantId: string; input: StoreSettingsPatch }): Promise<StoreSettings> {
  const db = await getDb();
  const t = schema.tenants;
  const updated = await db.transaction(async (tx) => {
    await refuseForeignMedia({ executor: tx, tenantId, fields: { logo: input.logo, socialImage: input.socialImage } });
    await tx
      .update(t)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.contactEmail !== undefined && { contactEmail: input.contactEmail }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.address !== undefined && {
          address: input.address && { ...input.address, line2: input.address.line2 ?? null, region: input.address.region ?? null },
        }),
        ...(input.tagline !== undefined && { tagline: input.tagline }),
        ...(input.announcement !== undefined && { announcement: input.announcement }),
        ...(input.logo !== undefined && { logoMediaId: input.logo?.toLowerCase() ?? null }),
        ...(input.socialImage !== undefined && { socialImageMediaId: input.socialImage?.toLowerCase() ?? null }),
        ...(input.timezone !== undefined && { timeZone: input.timezone }),
        ...(input.weightUnit !== undefined && { weightUnit: input.weightUnit }),
        ...(input.guestCheckout !== undefined && { guestCheckout: input.guestCheckout }),
        updatedAt: sql`now()`,
      })
      .where(eq(t.id, tenantId));
    const settings = await readStoreSettings({ tenantId, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "store", action: "updated", id: tenantId, record: settings });
    return settings;
  });
  settingsChanged(tenantId);
  return updated;
}
