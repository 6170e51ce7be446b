import "server-only";
import { isPreviewTokenFor } from "../content/preview-token";
import { NotFoundError } from "../errors/domain";
import { isSlug } from "../cms/schemas";
import { readPost } from "./get-post";
import type { BlogPostDetail } from "./schemas";

/**
 * GET /cms/posts/{slug}?preview=<token>: the post as stored, draft or not, when the token was issued for this store
 * and slug and has not expired; anything else answers the 404 an unknown post does. Never cached.
 */
export async function previewPost({ tenantId, slug, token }: { tenantId: string; slug: string; token: string }): Promise<BlogPostDetail> {
  const found =
    isSlug(slug) && (await isPreviewTokenFor({ token, tenantId, kind: "post", slug })) ? await readPost({ tenantId, slug }) : undefined;
  if (!found) throw new NotFoundError("Post not found.");
  return found.post;
}
