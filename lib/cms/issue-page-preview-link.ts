import "server-only";
import { signPreviewToken } from "../content/preview-token";
import { storefrontUrl } from "../media/absolute-url";
import { NotFoundError } from "../errors/domain";
import { readPage } from "./get-page";
import { isSlug, type PreviewLink } from "./schemas";

/** A link that shows the page as it is now, draft or not, for an hour, without publishing it. */
export async function issuePagePreviewLink({ tenantId, slug }: { tenantId: string; slug: string }): Promise<PreviewLink> {
  const page = isSlug(slug) ? await readPage({ tenantId, slug, publishedOnly: false }) : undefined;
  if (!page) throw new NotFoundError("Page not found.");
  const { token, expiresAt } = await signPreviewToken({ tenantId, kind: "page", slug });
  return { url: `${storefrontUrl("pages", slug)}?preview=${token}`, token, expiresAt: expiresAt.toISOString() };
}
