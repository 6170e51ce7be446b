import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { correctWords, queryWords } from "./correct-words";
import type { SearchQuery, SearchResponse, SearchType } from "./schemas";
import { searchCollections, searchEvents, searchPackages, searchPages, searchProducts, type TypeSearch } from "./search-types";

/**
 * The tsquery for word groups: each group is a word typed plus its corrections, each as a prefix
 * (`kettel` → `kettel:* | kettle:*`), through both dictionaries the search vectors use ('simple' names, 'english'
 * descriptions). Groups are ANDed (every word must match) or, in the fallback, ORed.
 */
function tsQuery(groups: string[][], combine: "and" | "or"): SQL {
  const parts = groups.map((terms) => {
    const text = terms.map((t) => `${t}:*`).join(" | ");
    return sql`(to_tsquery('simple', ${text}) || to_tsquery('english', ${text}))`;
  });
  return sql.join(parts, combine === "and" ? sql` && ` : sql` || `);
}

async function primaryCurrency(db: Executor, tenantId: string): Promise<{ code: string; symbol: string }> {
  const m = schema.markets;
  const [row] = await db
    .select({ code: m.currencyCode, symbol: m.currencySymbol })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.isPrimary, true)))
    .limit(1);
  return row ?? { code: "GBP", symbol: "£" };
}

type Results = SearchResponse["results"];

async function runSearch(base: Omit<TypeSearch, "query">, query: SQL, types: SearchType[] | undefined): Promise<Results> {
  const wants = (t: SearchType) => !types || types.includes(t);
  const args = { ...base, query };
  const [products, pages, collections, events, subscriptionPackages] = await Promise.all([
    wants("products") ? searchProducts(args) : [],
    wants("pages") ? searchPages(args) : [],
    wants("collections") ? searchCollections(args) : [],
    wants("events") ? searchEvents(args) : [],
    wants("subscription_packages") ? searchPackages(args) : [],
  ]);
  return { products, pages, collections, events, subscriptionPackages };
}

const count = (r: Results) => r.products.length + r.pages.length + r.collections.length + r.events.length + r.subscriptionPackages.length;

/**
 * GET /search: full-text search over the tenant's active products, published pages, active collections,
 * published events and active subscription packages, ranked by ts_rank over the weighted search vectors
 * (names weigh most), tolerant of typos.
 *
 * 1. Each word is corrected against the tenant's vocabulary (see correctWords): "kettel" also searches "kettle".
 * 2. Full-text with prefix matching on the words and their corrections, every word required.
 * 3. Only when that finds nothing: a looser pass, any word may match and corrections come from word similarity.
 */
export async function search({ tenantId, input }: { tenantId: string; input: SearchQuery }): Promise<SearchResponse> {
  const empty: Results = { products: [], pages: [], collections: [], events: [], subscriptionPackages: [] };
  const words = queryWords(input.q);
  if (words.length === 0) return { query: input.q, totalResults: 0, results: empty };
  const db = await getDb();
  const types = input.type ? [input.type] : undefined;

  const [corrections, currency] = await Promise.all([correctWords({ db, tenantId, words }), primaryCurrency(db, tenantId)]);
  const base = { db, tenantId, limit: input.limit, currency };
  const groups = words.map((w) => [w, ...(corrections.get(w) ?? [])]);
  let results = await runSearch(base, tsQuery(groups, "and"), types);

  if (count(results) === 0) {
    const loose = await correctWords({ db, tenantId, words, loose: true });
    const looseGroups = words.map((w) => [w, ...new Set([...(corrections.get(w) ?? []), ...(loose.get(w) ?? [])])]);
    const widened = words.length > 1 || looseGroups.some((g, i) => g.length !== groups[i]?.length);
    if (widened) results = await runSearch(base, tsQuery(looseGroups, words.length > 1 ? "or" : "and"), types);
  }
  return { query: input.q, totalResults: count(results), results };
}
