import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { peekCached, putCached, type CachePolicy } from "../cache/tenant-cache";

/** Corrections depend only on the tenant's vocabulary: kept a minute, dropped when the vocabulary changes here. */
export const vocabularyTag = "vocabulary";
const correctionPolicy: CachePolicy = { fresh: 60, stale: 0 };

/** Words of a query: lower-case runs of letters and digits, at most 8, each at most 50 characters. */
export function queryWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 50));
  return [...new Set(words)].slice(0, 8);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions cost 1. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prevPrev = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prevPrev.splice(0, prevPrev.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

/** Edits a word may be away from a vocabulary term and still count as a typo of it. */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/** Escapes LIKE's wildcards and escape character in a literal. */
function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every string one edit away from the word, as exact strings (deletions, transpositions) and LIKE patterns with one
 * `_` (substitutions, insertions). The trigram index serves the patterns; the primary key serves the exact strings.
 */
export function oneEditVariants(word: string): { exact: string[]; patterns: string[] } {
  const chars = [...word];
  const exact = new Set<string>();
  const patterns = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    exact.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(""));
    if (i + 1 < chars.length) exact.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(""));
    patterns.add(`${likeLiteral(chars.slice(0, i).join(""))}_${likeLiteral(chars.slice(i + 1).join(""))}`);
  }
  for (let i = 0; i <= chars.length; i++)
    patterns.add(`${likeLiteral(chars.slice(0, i).join(""))}_${likeLiteral(chars.slice(i).join(""))}`);
  exact.delete(word);
  for (const e of [...exact]) if (e.length < 3) exact.delete(e);
  return { exact: [...exact], patterns: [...patterns] };
}

/** Words shorter than this are used as typed (prefix match only). */
const minCorrectable = 3;

/**
 * Typo correction against the tenant's vocabulary (search_terms, a few thousand words even for a large catalogue):
 * candidates come from the trigram index (similarity, and one-edit LIKE patterns for short words whose trigrams
 * change too much) and the primary key (deletions and transpositions), in one round trip; the nearest candidates
 * by edit distance are kept. Returns, per word, the vocabulary terms to search besides the word itself
 * (empty when the word is itself a term or nothing is close).
 *
 * `loose` (the fallback when nothing matched) widens the net to word_similarity, for words glued or split oddly.
 */
export async function correctWords({
  db,
  tenantId,
  words,
  loose = false,
}: {
  db: Executor;
  tenantId: string;
  words: string[];
  loose?: boolean;
}): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>(words.map((w) => [w, []]));
  const cacheKey = (w: string) => ["correction", loose ? "loose" : "strict", w];
  const correctable: string[] = [];
  for (const w of words) {
    if ([...w].length < minCorrectable) continue;
    const known = peekCached<string[]>({ tenantId, key: cacheKey(w) });
    if (known) corrections.set(w, known);
    else correctable.push(w);
  }
  if (correctable.length === 0) return corrections;

  const exactWords: string[] = [];
  const exactTerms: string[] = [];
  const patternWords: string[] = [];
  const patterns: string[] = [];
  for (const w of correctable) {
    exactWords.push(w);
    exactTerms.push(w);
    if ([...w].length > 12) continue; // long words: trigram similarity already tolerates a typo
    const v = oneEditVariants(w);
    for (const e of v.exact) {
      exactWords.push(w);
      exactTerms.push(e);
    }
    for (const p of v.patterns) {
      patternWords.push(w);
      patterns.push(p);
    }
  }

  const similar = loose
    ? sql`select q.word, t.term from unnest(${sql.param(correctable)}::text[]) as q(word)
          cross join lateral (
            select term from search_terms
            where tenant_id = ${tenantId}::uuid and q.word <% term
            order by word_similarity(q.word, term) desc, term limit 5
          ) t`
    : sql`select q.word, t.term from unnest(${sql.param(correctable)}::text[]) as q(word)
          cross join lateral (
            select term from search_terms
            where tenant_id = ${tenantId}::uuid and term % q.word
            order by similarity(term, q.word) desc, term limit 5
          ) t`;

  const result = await db.execute<{ word: string; term: string }>(sql`
    ${similar}
    union
    select v.word, st.term from unnest(${sql.param(exactWords)}::text[], ${sql.param(exactTerms)}::text[]) as v(word, term)
      join search_terms st on st.tenant_id = ${tenantId}::uuid and st.term = v.term
    union
    select v.word, st.term from unnest(${sql.param(patternWords)}::text[], ${sql.param(patterns)}::text[]) as v(word, pattern)
      join search_terms st on st.tenant_id = ${tenantId}::uuid and st.term like v.pattern`);
  const rows = (result as unknown as { rows: { word: string; term: string }[] }).rows;

  const byWord = new Map<string, Set<string>>();
  for (const r of rows) {
    let set = byWord.get(r.word);
    if (!set) byWord.set(r.word, (set = new Set()));
    set.add(r.term);
  }
  for (const word of correctable) {
    const terms = [...(byWord.get(word) ?? [])];
    if (terms.includes(word)) continue; // a known word: search it as typed
    const max = allowedEdits(word);
    let best = Infinity;
    let nearest: string[] = [];
    for (const term of terms) {
      // A longer term starting with the word is a completion: the prefix match finds it already.
      if (term.startsWith(word)) continue;
      const d = editDistance(word, term, max);
      if (d > max) continue;
      if (d < best) {
        best = d;
        nearest = [term];
      } else if (d === best) nearest.push(term);
    }
    if (loose && nearest.length === 0) nearest = terms.filter((t) => !t.startsWith(word)).slice(0, 3);
    corrections.set(word, nearest.sort().slice(0, 3));
  }
  for (const word of correctable) {
    putCached({ tenantId, key: cacheKey(word), tags: [vocabularyTag], policy: correctionPolicy, value: corrections.get(word) ?? [] });
  }
  return corrections;
}
