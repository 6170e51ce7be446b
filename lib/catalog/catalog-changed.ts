import "server-only";
import { invalidateTags } from "../cache/tenant-cache";
import { addSearchTerms, scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { catalogTag } from "./catalog-cache";

/**
 * Many writes in a row (an import): each adds what `catalogChanged` would have been told, and the caller runs it once
 * per batch, so a 10,000-row import does not rebuild the search vocabulary after every product.
 */
export type CatalogBatch = { shownTitles: string[]; vocabulary: boolean };

/**
 * After an operator's catalogue write commits: the store's cached catalogue (lists, product pages, collections and
 * the answers built from them, search among them) is dropped at once; the words of a title now on show join the
 * search vocabulary at once (`shownTitles`), and the full refresh that also drops unused words runs after the answer.
 */
export async function catalogChanged({
  tenantId,
  shownTitles = [],
  vocabulary = true,
}: {
  tenantId: string;
  shownTitles?: string[];
  /** Whether titles or what is on show changed (a price or stock edit leaves the vocabulary as it is). */
  vocabulary?: boolean;
}): Promise<void> {
  invalidateTags(tenantId, [catalogTag]);
  if (shownTitles.length > 0) await addSearchTerms({ tenantId, texts: shownTitles });
  if (vocabulary) scheduleSearchTermsRefresh({ tenantId });
}
