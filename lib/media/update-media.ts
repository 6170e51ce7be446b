import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { isUuid } from "../uuid";
import { inLibrary } from "./list-media";
import { mediaColumns, toMedia } from "./media-record";
import type { Media } from "./schemas";

/**
 * PATCH /operator/media/{id} {alt}: the image's text alternative (the file never changes; its URLs stay valid). The
 * catalogue shows it (a product's images take their alt text from here): the operation drops the cached catalogue.
 */
export async function updateMedia({ tenantId, id, alt }: { tenantId: string; id: string; alt: string }): Promise<Media> {
  if (!isUuid(id)) throw new NotFoundError("Media not found.");
  const db = await getDb();
  const t = schema.images;
  const [row] = await db
    .update(t)
    .set({ alt })
    .where(inLibrary(tenantId, eq(t.id, id.toLowerCase())))
    .returning(mediaColumns);
  if (!row) throw new NotFoundError("Media not found.");
  return toMedia(row);
}
