import "server-only";
import { NotFoundError } from "../errors/domain";
import { readPage } from "./get-page";
import { isSlug, type OperatorPage } from "./schemas";

/** GET /operator/pages/{pageSlug}: one page of the store whatever its status, as the edit form shows it. */
export async function getOperatorPage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<OperatorPage> {
  const page = isSlug(slug) ? await readPage({ tenantId, slug, publishedOnly: false }) : undefined;
  if (!page) throw new NotFoundError("Page not found.");
  return page;
}
