import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

/**
 * `sort=name` sorts as people read (case and accents ignored), not by code points where every capital comes before
 * every small letter and "É" after "z". The same order on PGlite and Postgres (products.name_key compared with collate
 * "C").
 */
const titles = (store: "demo" | "other", query = "perPage=100") =>
  api("GET", `/products?sort=name&${query}`, { token: fixtures()[store].apiToken }).then((r) => {
    expect(r.status).toBe(200);
    return (r.body.data as { title: string }[]).map((p) => p.title);
  });
/** How a reader orders names: letters first by their base (é = e, A = a). */
const reading = new Intl.Collator("en", { sensitivity: "base" });

describe("GET /products?sort=name", () => {
  it("puts 'Coffee and Tea Gift Box' before 'Coffee Lover's Subscription Box' (a small letter after a capital)", async () => {
    const names = await titles("demo");
    expect(names).toHaveLength(16);
    expect(names.indexOf("Coffee and Tea Gift Box")).toBeLessThan(names.indexOf("Coffee Lover's Subscription Box"));
    expect(names).toEqual([...names].sort(reading.compare));
  });

  it("sorts an accented initial with its letter, and follows a rename at once", async () => {
    const operator = await operatorToken(fixtures().other.tenantId);
    try {
      expect((await api("PATCH", "/operator/products/gift-card", { token: operator, body: { title: "Élan Gift Card" } })).status).toBe(200);
      const names = await titles("other");
      // Between Egyptian and Ethiopia, not after Tea Discovery.
      expect(names.slice(names.indexOf("Egyptian Chamomile Tea"), names.indexOf("Egyptian Chamomile Tea") + 3)).toEqual([
        "Egyptian Chamomile Tea",
        "Élan Gift Card",
        "Ethiopia Yirgacheffe Coffee",
      ]);
      expect(names).toEqual([...names].sort(reading.compare));
    } finally {
      await api("PATCH", "/operator/products/gift-card", { token: operator, body: { title: "Gift Card" } });
    }
  });

  it("pages through the same order without gaps or repeats", async () => {
    const all = await titles("demo");
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await titles("demo", `perPage=5&page=${page}`)));
    expect(pages).toEqual(all);
  });
});
