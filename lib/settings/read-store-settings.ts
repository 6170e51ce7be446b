import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import type { StoreSettings } from "./schemas";

/** GET /operator/store: the store's own settings, with its primary currency. */
export async function readStoreSettings({ tenantId, executor }: { tenantId: string; executor?: Executor }): Promise<StoreSettings> {
  const db = executor ?? (await getDb());
  const t = schema.tenants;
  const m = schema.markets;
  const [row] = await db
    .select({
      id: t.id,
      slug: t.slug,
      name: t.name,
      contactEmail: t.contactEmail,
      phone: t.phone,
      address: t.address,
      tagline: t.tagline,
      announcement: t.announcement,
      logo: t.logoMediaId,
      socialImage: t.socialImageMediaId,
      timezone: t.timeZone,
      weightUnit: t.weightUnit,
      guestCheckout: t.guestCheckout,
      currencyCode: m.currencyCode,
    })
    .from(t)
    .leftJoin(m, and(eq(m.tenantId, t.id), eq(m.isPrimary, true)))
    .where(eq(t.id, tenantId))
    .limit(1);
  if (!row) throw new NotFoundError("Store not found.");
  const a = row.address;
  return {
    ...row,
    weightUnit: row.weightUnit as StoreSettings["weightUnit"],
    address: a
      ? {
          line1: a.line1 ?? "",
          line2: a.line2 ?? null,
          city: a.city ?? "",
          region: a.region ?? null,
          postalCode: a.postalCode ?? "",
          countryCode: a.countryCode ?? "",
        }
      : null,
    currencyCode: row.currencyCode ?? null,
  };
}
