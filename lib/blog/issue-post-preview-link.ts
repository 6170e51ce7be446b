import "server-only";
import { signPreviewToken } from "../content/preview-token";
import { storefrontUrl } from "../media/absolute-url";
import { NotFoundError } from "../errors/domain";
import { isSlug, type PreviewLink } from "../cms/schemas";
import { readPost } from "./get-post";

/** A link that shows the post as it is now, draft or not, for an hour, without publishing it. */
export async function issuePostPreviewLink({ tenantId, slug }: { tenantId: string; slug: string }): Promise<PreviewLink> {
  const found = isSlug(slug) ? await readPost({ tenantId, slug }) : undefined;
  if (!found) throw new NotFoundError("Post not found.");
  const { token, expiresAt } = await signPreviewToken({ tenantId, kind: "post", slug });
  return { url: `${storefrontUrl("blog", slug)}?preview=${token}`, token, expiresAt: expiresAt.toISOString() };
}
