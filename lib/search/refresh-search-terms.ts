import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { describeError, log } from "../log";
import { vocabularyTag } from "./correct-words";

/**
 * Rebuilds a tenant's search vocabulary (search_terms): every word of 3 to 50 characters in the names of its
 * visible products, subscription packages, collections, pages and events. Words no longer used are removed.
 * The vocabulary is what typo correction matches against (trigram index), so it must follow the catalogue.
 */
export async function refreshSearchTerms({ tenantId, executor }: { tenantId: string; executor?: Executor }): Promise<{ terms: number }> {
  const db = executor ?? (await getDb());
  const words = sql`
    select distinct w as term from (
      select regexp_split_to_table(lower(name), '[^a-z0-9]+') as w from products where tenant_id = ${tenantId}::uuid and status = 'active'
      union all select regexp_split_to_table(lower(name), '[^a-z0-9]+') from collections where tenant_id = ${tenantId}::uuid and status = 'active'
      union all select regexp_split_to_table(lower(name), '[^a-z0-9]+') from cms_pages where tenant_id = ${tenantId}::uuid and status = 'published'
      union all select regexp_split_to_table(lower(name), '[^a-z0-9]+') from events where tenant_id = ${tenantId}::uuid and status = 'published'
    ) all_words where length(w) between 3 and 50`;
  await db.execute(sql`
    with words as (${words}),
    removed as (
      delete from search_terms st
      where st.tenant_id = ${tenantId}::uuid and not exists (select 1 from words where words.term = st.term)
    )
    insert into search_terms (tenant_id, term)
    select ${tenantId}::uuid, term from words
    on conflict do nothing`);
  invalidateTags(tenantId, [vocabularyTag]);
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from search_terms where tenant_id = ${tenantId}::uuid`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return { terms: Number(rows[0]?.n ?? 0) };
}

/**
 * Adds the words of a new or renamed title at once (the full refresh that also drops unused words runs later),
 * so a search right after an edit already corrects typos of the new words.
 */
export async function addSearchTerms({
  tenantId,
  texts,
  executor,
}: {
  tenantId: string;
  texts: string[];
  executor?: Executor;
}): Promise<void> {
  if (texts.length === 0) return;
  const db = executor ?? (await getDb());
  await db.execute(sql`
    insert into search_terms (tenant_id, term)
    select distinct ${tenantId}::uuid, w from (
      select regexp_split_to_table(lower(t), '[^a-z0-9]+') as w from unnest(${sql.param(texts)}::text[]) as x(t)
    ) words where length(w) between 3 and 50
    on conflict do nothing`);
  invalidateTags(tenantId, [vocabularyTag]);
}

const running = new Map<string, { again: boolean }>();

/**
 * Refreshes the vocabulary after an edit without delaying the response: one refresh per tenant at a time,
 * edits arriving meanwhile coalesce into one more run.
 */
export function scheduleSearchTermsRefresh({ tenantId }: { tenantId: string }): void {
  const current = running.get(tenantId);
  if (current) {
    current.again = true;
    return;
  }
  const state = { again: false };
  running.set(tenantId, state);
  const run = async (): Promise<void> => {
    try {
      do {
        state.again = false;
        await refreshSearchTerms({ tenantId });
      } while (state.again);
    } catch (error) {
      log.warn("search_terms_refresh_failed", { tenantId, ...describeError(error) });
    } finally {
      running.delete(tenantId);
    }
  };
  setImmediate(() => void run());
}
