import { schema } from "@/db/client";
import { isoMicros } from "@/db/sql";

const p = schema.cmsPages;

/** The columns of a page in a list (the storefront's published pages and the back office's every page). */
export const pageListColumns = {
  slug: p.slug,
  name: p.name,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  status: p.status,
  createdAt: isoMicros(p.createdAt),
  updatedAt: isoMicros(p.updatedAt),
  publishedAt: isoMicros(p.publishedAt),
};
