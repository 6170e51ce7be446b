import "server-only";
import { NotFoundError } from "../errors/domain";
import { isUuid } from "../uuid";
import { findMedia } from "./list-media";
import type { Media } from "./schemas";

/** GET /operator/media/{id}: one image of the library; another store's or an unknown id → 404. */
export async function getMedia({ tenantId, id }: { tenantId: string; id: string }): Promise<Media> {
  const found = isUuid(id) ? await findMedia({ tenantId, id: id.toLowerCase() }) : undefined;
  if (!found) throw new NotFoundError("Media not found.");
  return found;
}
