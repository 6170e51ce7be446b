import "server-only";
import { isSlug } from "../cms/schemas";
import { NotFoundError } from "../errors/domain";
import { readPost } from "./get-post";
import type { OperatorPost } from "./schemas";

/** GET /operator/posts/{slug}: one post of the store whatever its status, as the edit form shows it. */
export async function getOperatorPost({ tenantId, slug }: { tenantId: string; slug: string }): Promise<OperatorPost> {
  const found = isSlug(slug) ? await readPost({ tenantId, slug }) : undefined;
  if (!found) throw new NotFoundError("Post not found.");
  return { ...found.post, status: found.status, publishedAt: found.publishedAt, publishAt: found.publishAt, authorId: found.authorStaffId };
}
