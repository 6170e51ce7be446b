import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Executor } from "@/db/client";
import { allowedEdits, correctWords, editDistance, oneEditVariants, queryWords } from "@/lib/search/correct-words";

/** The textbook distance (full matrix), to check the banded, early-exit one against. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom(..."abcdeé"), maxLength: 9 });

describe("editDistance (optimal string alignment)", () => {
  it.each([
    ["coffee", "coffee", 0],
    ["cofee", "coffee", 1],
    ["ethopia", "ethiopia", 1],
    ["kneya", "kenya", 1],
    ["grnider", "grinder", 1],
    ["espreso", "espresso", 1],
    ["colmbia", "colombia", 1],
    ["tea", "coffee", 5],
    ["", "abc", 3],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it("agrees with the full-matrix distance, is symmetric, and is exact within a bound", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const d = reference(a, b);
        expect(editDistance(a, b)).toBe(d);
        expect(editDistance(b, a)).toBe(d);
        // Within the bound the distance is exact; beyond it, only "more than max" is promised.
        if (d <= max) expect(editDistance(a, b, max)).toBe(d);
        else expect(editDistance(a, b, max)).toBeGreaterThan(max);
      }),
    );
  });
});

describe("query words and allowed edits", () => {
  it("lower-cases, splits on anything but letters and digits, de-duplicates, keeps at most 8", () => {
    expect(queryWords("Kenya AA, kenya & Ethiópia!")).toEqual(["kenya", "aa", "ethiópia"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(queryWords("x".repeat(80))).toEqual(["x".repeat(50)]);
    expect(queryWords("  !!! ")).toEqual([]);
  });

  it("allows one edit below eight letters, two from eight", () => {
    expect(allowedEdits("kenya")).toBe(1);
    expect(allowedEdits("espresso")).toBe(2);
  });
});

describe("oneEditVariants (what the index is asked for)", () => {
  /** SQL LIKE with backslash escapes: `_` one character, `%` any run, `\\x` the character x. */
  const likeMatches = (pattern: string, text: string): boolean => {
    const tokens: { kind: "one" | "any" | "char"; c?: string }[] = [];
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i]!;
      if (c === "\\") tokens.push({ kind: "char", c: pattern[++i] });
      else tokens.push(c === "_" ? { kind: "one" } : c === "%" ? { kind: "any" } : { kind: "char", c });
    }
    const chars = [...text];
    const match = (t: number, k: number): boolean => {
      if (t === tokens.length) return k === chars.length;
      const token = tokens[t]!;
      if (token.kind === "any") return chars.slice(k).some((_, n) => match(t + 1, k + n)) || match(t + 1, chars.length);
      if (k === chars.length) return false;
      return (token.kind === "one" || token.c === chars[k]) && match(t + 1, k + 1);
    };
    return match(0, 0);
  };

  it("covers every string one edit away (of three letters or more) by an exact string or a pattern", () => {
    const alphabet = fc.constantFrom(..."abcé_%\\");
    const edit = fc.record({ kind: fc.constantFrom("delete", "insert", "substitute", "transpose"), at: fc.nat(), c: alphabet });
    fc.assert(
      fc.property(fc.string({ unit: alphabet, minLength: 3, maxLength: 8 }), edit, (w, { kind, at, c }) => {
        const chars = [...w];
        const i = at % (chars.length + (kind === "insert" ? 1 : 0));
        if (kind === "delete") chars.splice(i, 1);
        else if (kind === "insert") chars.splice(i, 0, c);
        else if (kind === "substitute") chars[i] = c;
        else if (i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
        const other = chars.join("");
        fc.pre(other !== w && chars.length >= 3);
        const { exact, patterns } = oneEditVariants(w);
        expect(exact.includes(other) || patterns.some((p) => likeMatches(p, other))).toBe(true);
      }),
    );
  });
});

/** A database that answers the candidate query with fixed (word, term) rows, as the trigram and key look-ups would. */
function fakeDb(rows: { word: string; term: string }[]): Executor {
  return { execute: () => Promise.resolve({ rows }) } as unknown as Executor;
}

describe("correctWords (choosing among the candidates)", () => {
  let tenant = 0;
  const tenantId = () => `00000000-0000-4000-8000-${String(++tenant).padStart(12, "0")}`;

  it("keeps the nearest terms by edit distance, at most three, alphabetically", async () => {
    const rows = ["kenya", "kenyan", "keny", "kanya", "kenye", "kenja", "tanya", "kenyx"].map((term) => ({ word: "kenyq", term }));
    const result = await correctWords({ db: fakeDb(rows), tenantId: tenantId(), words: ["kenyq"] });
    expect(result.get("kenyq")).toEqual(["keny", "kenya", "kenye"]);
  });

  it("leaves a known word, a too-short word, and a word with nothing close as typed", async () => {
    const rows = [
      { word: "coffee", term: "coffee" },
      { word: "coffee", term: "toffee" },
      { word: "zzzzz", term: "pizza" },
    ];
    const result = await correctWords({ db: fakeDb(rows), tenantId: tenantId(), words: ["coffee", "ab", "zzzzz"] });
    expect(Object.fromEntries(result)).toEqual({ coffee: [], ab: [], zzzzz: [] });
  });

  it("does not offer completions (the prefix match finds those) and allows two edits from eight letters", async () => {
    const rows = [
      { word: "grind", term: "grinder" },
      { word: "esspreso", term: "espresso" },
    ];
    const result = await correctWords({ db: fakeDb(rows), tenantId: tenantId(), words: ["grind", "esspreso"] });
    expect(Object.fromEntries(result)).toEqual({ grind: [], esspreso: ["espresso"] });
  });

  it("loosely, falls back to the first candidates when none is within the allowed edits", async () => {
    const rows = ["cold brew", "coldbrew kit", "colombia"].map((term) => ({ word: "coldbrw", term }));
    const result = await correctWords({ db: fakeDb(rows), tenantId: tenantId(), words: ["coldbrw"], loose: true });
    expect(result.get("coldbrw")).toEqual(["cold brew", "coldbrew kit", "colombia"]);
  });

  it("answers a repeated word from its cache without asking the database", async () => {
    const id = tenantId();
    await correctWords({ db: fakeDb([{ word: "kneya", term: "kenya" }]), tenantId: id, words: ["kneya"] });
    const refusing = { execute: () => Promise.reject(new Error("no database")) } as unknown as Executor;
    expect((await correctWords({ db: refusing, tenantId: id, words: ["kneya"] })).get("kneya")).toEqual(["kenya"]);
  });
});
