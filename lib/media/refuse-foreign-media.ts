import "server-only";
import type { Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { isUuid } from "../uuid";
import { findMedia } from "./list-media";

/**
 * Fields that name media (a store's logo, a product's images) must name images of this store's library: any other
 * id (another store's, a deleted one, not an id at all) → 422 `unknown_media` naming each such field, nothing
 * changed. Null and absent fields pass.
 */
export async function refuseForeignMedia({
  executor,
  tenantId,
  fields,
}: {
  executor: Executor;
  tenantId: string;
  fields: Record<string, string | null | undefined>;
}): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, id] of Object.entries(fields)) {
    if (id === null || id === undefined) continue;
    const found = isUuid(id) && (await findMedia({ executor, tenantId, id: id.toLowerCase() }));
    if (!found) errors[field] = [`The ${field} field must be the id of an image in the store's media library.`];
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors).withCode("unknown_media");
}
