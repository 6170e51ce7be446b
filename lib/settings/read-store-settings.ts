import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, schema, type Executor } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { isUpload, mediaUrl } from "../media/media-record";
import type { StoreSettings } from "./schemas";

/** GET /operator/store: the store's own settings, with its primary currency. */
export async function readStoreSettings({ tenantId, executor }: { tenantId: string; executor?: Executor }): Promise<StoreSettings> {
  const db = executor ?? (await getDb());
  const t = schema.tenants;
  const m = schema.markets;
  // The logo's and social image's library entries, for their URLs (the ids are checked when set).
  const logo = alias(schema.images, "logo");
  const social = alias(schema.images, "social");
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
      logoWidth: logo.width,
      logoFound: sql<boolean>`${logo.id} is not null`,
      socialImageWidth: social.width,
      socialImageFound: sql<boolean>`${social.id} is not null`,
    })
    .from(t)
    .leftJoin(m, and(eq(m.tenantId, t.id), eq(m.isPrimary, true)))
    .leftJoin(logo, and(eq(logo.tenantId, t.id), eq(sql`${logo.id}::text`, t.logoMediaId), isUpload(logo)))
    .leftJoin(social, and(eq(social.tenantId, t.id), eq(sql`${social.id}::text`, t.socialImageMediaId), isUpload(social)))
    .where(eq(t.id, tenantId))
    .limit(1);
  if (!row) throw new NotFoundError("Store not found.");
  const { logoWidth, logoFound, socialImageWidth, socialImageFound, ...settings } = row;
  const a = row.address;
  return {
    ...settings,
    logoUrl: row.logo && logoFound ? mediaUrl(row.logo, logoWidth) : null,
    socialImageUrl: row.socialImage && socialImageFound ? mediaUrl(row.socialImage, socialImageWidth) : null,
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
