import "server-only";
import { isPreviewTokenFor } from "../content/preview-token";
import { NotFoundError } from "../errors/domain";
import { readPage } from "./get-page";
import { isSlug, type CmsPageDetail } from "./schemas";

/**
 * GET /cms/pages/{pageSlug}?preview=<token>: the page as stored, draft or not, when the token was issued for this
 * store and slug and has not expired; anything else answers the 404 an unknown page does. Never cached.
 */
export async function previewPage({ tenantId, slug, token }: { tenantId: string; slug: string; token: string }): Promise<CmsPageDetail> {
  const page =
    isSlug(slug) && (await isPreviewTokenFor({ token, tenantId, kind: "page", slug }))
      ? await readPage({ tenantId, slug, publishedOnly: false })
      : undefined;
  if (!page) throw new NotFoundError("Page not found.");
  const { publishAt: _scheduled, ...shown } = page;
  return { ...shown, publishedAt: page.publishedAt ?? page.updatedAt };
}
