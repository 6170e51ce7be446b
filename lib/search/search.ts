import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Executor } from "@/db/client";
import { correctWords, queryWords } from "./correct-words";
import type { SearchQuery, SearchResponse, SearchType } from "./schemas";
import type { MarketInfo } from "../pricing/resolve-market";
import { searchStatement, toResults, type SearchRow, type TypeQuery } from "./search-types";

/**
 * The tsquery for word groups: each group is a word typed plus its corrections, each as a prefix
 * (`kettel` → `kettel:* | kettle:*`), through both dictionaries the search vectors use ('simple' names, 'english'
 * descriptions). Groups are ANDed (every word must match) or, in the fallback, ORed.
 */
function tsQuery(groups: string[][], combine: "and" | "or"): SQL {
  const parts = groups.map((terms) => {
    // One or two letters as a prefix would expand to a large part of the vocabulary: those match whole words only.
    const text = terms.map((t) => ([...t].length >= 3 ? `${t}:*` : t)).join(" | ");
    return sql`(to_tsquery('simple', ${text}) || to_tsquery('english', ${text}))`;
  });
  return sql.join(parts, combine === "and" ? sql` && ` : sql` || `);
}

type Results = SearchResponse["results"];

/**
 * Runs every requested type in one statement, inside one short transaction whose planner settings keep candidate
 * selection on the GIN indexes: with the candidate cap (a LIMIT) the planner otherwise prefers a sequential or
 * btree scan for common words, reading most of a 100,000-product table to find the first matches.
 */
async function runSearch(db: Executor, q: TypeQuery, currency: MarketInfo, types: SearchType[] | undefined): Promise<Results> {
  const row = await (db as Database).transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    const result = await tx.execute(searchStatement(types, q));
    return (result as unknown as { rows: SearchRow[] }).rows[0];
  });
  return toResults(row, currency);
}

/** The words as searched: each typed word not in the vocabulary replaced by its nearest correction (null: none was). */
function correctedQuery(words: string[], corrections: Map<string, string[]>): string | null {
  const fixed = words.map((w) => corrections.get(w)?.[0] ?? w);
  return fixed.some((w, i) => w !== words[i]) ? fixed.join(" ") : null;
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
export async function search({
  tenantId,
  input,
  market,
}: {
  tenantId: string;
  input: SearchQuery;
  market: MarketInfo;
}): Promise<SearchResponse> {
  const empty: Results = { products: [], pages: [], collections: [], events: [], subscriptionPackages: [] };
  const words = queryWords(input.q);
  if (words.length === 0) return { query: input.q, correctedQuery: null, totalResults: 0, results: empty };
  const db = await getDb();
  const types = input.type ? [input.type] : undefined;

  const corrections = await correctWords({ db, tenantId, words });
  const currency = market;
  const base = { tenantId, limit: input.limit, marketId: market.id };
  const groups = words.map((w) => [w, ...(corrections.get(w) ?? [])]);
  let results = await runSearch(db, { ...base, query: tsQuery(groups, "and") }, currency, types);
  let searched = corrections;

  if (count(results) === 0) {
    const loose = await correctWords({ db, tenantId, words, loose: true });
    const looseGroups = words.map((w) => [w, ...new Set([...(corrections.get(w) ?? []), ...(loose.get(w) ?? [])])]);
    const widened = words.length > 1 || looseGroups.some((g, i) => g.length !== groups[i]?.length);
    if (widened) {
      results = await runSearch(db, { ...base, query: tsQuery(looseGroups, words.length > 1 ? "or" : "and") }, currency, types);
      searched = new Map(words.map((w, i) => [w, looseGroups[i]!.slice(1)]));
    }
  }
  const total = count(results);
  return { query: input.q, correctedQuery: total > 0 ? correctedQuery(words, searched) : null, totalResults: total, results };
}
