import { afterAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, seeded, secondsIso } from "../../support/content";
import { operatorToken } from "../../support/operator-tokens";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const base = () => fixtures().baseUrl;
const search = (query: string, token = demo().apiToken) => api("GET", `/search?${query}`, { token });
const q = (term: string, extra = "") => search(`q=${encodeURIComponent(term)}${extra}`);

type Item = { id: string; slug: string; title: string; type: string };
const slugs = (items: Item[]) => items.map((i) => i.slug);
const resultKeys = ["collections", "events", "pages", "products", "subscriptionPackages"];
/** The seeded occurrence still ahead (the seed's dates are fixed), or null once they have all passed. */
const nextOf = (occurrences: string[]) => occurrences.find((o) => Date.parse(o) > Date.now()) ?? null;

describe("GET /search", () => {
  afterAll(async () => {
    const token = await operatorToken(other().tenantId);
    await api("PATCH", "/operator/pages/wholesale", { token, body: { name: "Wholesale" } });
  });

  it("answers {query, totalResults, results} with all five arrays, items field by field", async () => {
    const res = await q("yirgacheffe");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["correctedQuery", "query", "results", "totalResults"]);
    expect(res.body.correctedQuery).toBeNull();
    expect(Object.keys(res.body.results).sort()).toEqual(resultKeys);
    expect(res.body.query).toBe("yirgacheffe");
    expect(res.body.results.products).toEqual([
      {
        id: seeded.product("demo", "ethiopia-yirgacheffe"),
        type: "product",
        title: "Ethiopia Yirgacheffe Coffee",
        slug: "ethiopia-yirgacheffe",
        url: `${base()}/products/ethiopia-yirgacheffe`,
        path: "/products/ethiopia-yirgacheffe",
        excerpt: "Washed heirloom coffee with jasmine, bergamot and lemon notes. 250 g whole bean.",
        image: {
          id: seeded.image("demo", "product", "ethiopia-yirgacheffe"),
          src: `${base()}/images/products/ethiopia-yirgacheffe.svg`,
          url: `${base()}/images/products/ethiopia-yirgacheffe.svg`,
          alt: "Ethiopia Yirgacheffe Coffee",
          path: "/images/products/ethiopia-yirgacheffe.svg",
          mimeType: "image/svg+xml",
          filename: "ethiopia-yirgacheffe.svg",
        },
        price: "£12.50",
        status: "active",
      },
    ]);
    const total = Object.values(res.body.results as Record<string, unknown[]>).reduce((n, a) => n + a.length, 0);
    expect(res.body.totalResults).toBe(total);
  });

  it("shows the sale price when there is one, formatted in the primary market's currency", async () => {
    const res = await q("colombia");
    expect(res.body.results.products[0]).toMatchObject({ slug: "colombia-huila", price: "£9.50" });
  });

  it("finds pages: the slug is the id, no image, no price, status published", async () => {
    const res = await q("shipping");
    expect(res.body.results.pages[0]).toEqual({
      id: "shipping-and-returns",
      type: "page",
      title: "Shipping and Returns",
      slug: "shipping-and-returns",
      url: `${base()}/pages/shipping-and-returns`,
      path: "/pages/shipping-and-returns",
      excerpt: "Delivery times, costs and our 30-day returns promise.",
      image: null,
      price: null,
      status: "published",
    });
  });

  it("finds collections with a small image {id, src, alt}", async () => {
    const res = await q("brewing gear");
    expect(res.body.results.collections[0]).toEqual({
      id: seeded.collection("demo", "brewing-gear"),
      type: "collection",
      title: "Brewing Gear",
      slug: "brewing-gear",
      url: `${base()}/collections/brewing-gear`,
      path: "/collections/brewing-gear",
      excerpt: "Kettles, drippers and grinders for better brewing at home.",
      image: {
        id: seeded.image("demo", "collection", "brewing-gear"),
        src: `${base()}/images/collections/brewing-gear.svg`,
        url: `${base()}/images/collections/brewing-gear.svg`,
        alt: "Brewing Gear",
      },
      price: null,
      status: "active",
    });
  });

  it("finds events with their lowest ticket price and next date", async () => {
    const cupping = await q("cupping");
    expect(cupping.body.results.events).toEqual([
      {
        id: seeded.event("demo", "coffee-cupping-evening"),
        type: "event",
        title: "Coffee Cupping Evening",
        slug: "coffee-cupping-evening",
        url: `${base()}/events/coffee-cupping-evening`,
        path: "/events/coffee-cupping-evening",
        excerpt: "Taste six new single origins side by side with our head roaster.",
        image: {
          id: seeded.image("demo", "event", "coffee-cupping-evening"),
          src: `${base()}/images/events/coffee-cupping-evening.svg`,
          url: `${base()}/images/events/coffee-cupping-evening.svg`,
          alt: "Coffee Cupping Evening",
        },
        price: "From £10.00",
        status: "published",
        startsAt: nextOf(["2027-01-14T18:30:00Z", "2027-02-11T18:30:00Z"]),
      },
    ]);
    if (cupping.body.results.events[0].startsAt !== null) expect(cupping.body.results.events[0].startsAt).toMatch(secondsIso);
    const masterclass = await q("masterclass");
    expect(masterclass.body.results.events[0]).toMatchObject({
      slug: "tea-tasting-masterclass",
      price: "£25.00",
      startsAt: nextOf(["2027-01-21T14:00:00Z"]),
    });
  });

  it("finds subscription packages, linked to their configuration by product id", async () => {
    const res = await q("subscription box");
    const items = res.body.results.subscriptionPackages;
    expect(slugs(items).sort()).toEqual(["coffee-lovers-box", "tea-discovery-box"]);
    const coffee = items.find((i: Item) => i.slug === "coffee-lovers-box");
    const id = seeded.product("demo", "coffee-lovers-box");
    expect(coffee).toEqual({
      id,
      type: "subscription_package",
      title: "Coffee Lover's Subscription Box",
      slug: "coffee-lovers-box",
      url: `${base()}/subscriptions/${id}`,
      path: `/subscriptions/${id}`,
      excerpt: "Choose your coffees, pick a rhythm, and we roast and ship them fresh.",
      image: {
        id: seeded.image("demo", "package", "coffee-lovers-box"),
        src: `${base()}/images/products/coffee-lovers-box.svg`,
        url: `${base()}/images/products/coffee-lovers-box.svg`,
        alt: "Coffee Lover's Subscription Box",
        path: "/images/products/coffee-lovers-box.svg",
        mimeType: "image/svg+xml",
        filename: "coffee-lovers-box.svg",
      },
      price: "£17.10",
      status: "active",
    });
    // Packages are not listed among plain products.
    expect(res.body.results.products.every((p: Item) => !p.slug.endsWith("-box") || p.slug === "gift-box")).toBe(true);
  });

  describe("typo tolerance", () => {
    const cases: [string, string, string][] = [
      ["yirgachefe", "products", "ethiopia-yirgacheffe"],
      ["earl gery", "products", "earl-grey"],
      ["kettel", "products", "pour-over-kettle"],
      ["yirgacheffee", "products", "ethiopia-yirgacheffe"],
      ["darjeling", "products", "darjeeling-first-flush"],
      ["chamomille", "products", "chamomile"],
      ["sench", "products", "sencha"],
      ["shiping", "pages", "shipping-and-returns"],
      ["colection coffee", "collections", "coffee"],
      ["cuping", "events", "coffee-cupping-evening"],
      ["subscripton", "subscriptionPackages", "coffee-lovers-box"],
      ["Earl GREY", "products", "earl-grey"],
    ];
    for (const [term, type, slug] of cases) {
      it(`"${term}" finds ${slug}`, async () => {
        const res = await q(term);
        expect(res.status).toBe(200);
        expect(slugs(res.body.results[type])).toContain(slug);
      });
    }

    it("says which words were searched instead of a typo (correctedQuery), and nothing when none was", async () => {
      const typo = await q("cofee");
      expect(typo.body.correctedQuery).toBe("coffee");
      expect(typo.body.totalResults).toBeGreaterThan(0);
      expect((await q("coffee")).body.correctedQuery).toBeNull();
      expect((await q("earl gery")).body.correctedQuery).toBe("earl grey");
    });

    it("matches prefixes as the visitor types", async () => {
      expect(slugs((await q("yirga")).body.results.products)).toEqual(["ethiopia-yirgacheffe"]);
      expect(slugs((await q("earl gr")).body.results.products)).toEqual(["earl-grey"]);
    });

    it("finds nothing for nonsense", async () => {
      const res = await q("zzxqv wqqpt");
      expect(res.status).toBe(200);
      expect(res.body.totalResults).toBe(0);
      for (const key of resultKeys) expect(res.body.results[key]).toEqual([]);
    });
  });

  it("ranks name matches above description matches", async () => {
    const res = await q("espresso");
    expect(slugs(res.body.results.products)).toEqual(["house-espresso", "burr-grinder"]);
  });

  it('ranks names that are mostly the (corrected) word first: "cofee" lists the coffees before the gift box', async () => {
    const res = await q("cofee");
    expect(res.body.correctedQuery).toBe("coffee");
    const found = slugs(res.body.results.products);
    const giftBox = found.indexOf("gift-box");
    expect(giftBox).toBeGreaterThanOrEqual(0);
    for (const coffee of ["ethiopia-yirgacheffe", "colombia-huila", "kenya-nyeri"]) {
      expect(found.indexOf(coffee)).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(coffee)).toBeLessThan(giftBox);
    }
  });

  it("requires every word to match when some item has them all", async () => {
    const res = await q("green tea");
    expect(slugs(res.body.results.products)).toEqual(["sencha"]);
  });

  it("never shows inactive products, drafts or archived items", async () => {
    expect(slugs((await q("holiday blend")).body.results.products)).not.toContain("holiday-blend");
    // Drafts never appear, not even as fuzzy matches (a published page may still match loosely).
    expect(slugs((await q("latte art")).body.results.events)).not.toContain("latte-art-workshop");
    expect(slugs((await q("winter sale")).body.results.pages)).not.toContain("winter-sale-preview");
    expect(slugs((await q("secret prices")).body.results.pages)).not.toContain("winter-sale-preview");
    expect(slugs((await q("winter sale preview")).body.results.pages)).not.toContain("winter-sale-preview");
  });

  it("filters by type: the other arrays stay present and empty", async () => {
    const res = await q("coffee", "&type=pages");
    expect(Object.keys(res.body.results).sort()).toEqual(resultKeys);
    expect(res.body.results.pages.length).toBeGreaterThan(0);
    for (const key of ["products", "collections", "events", "subscriptionPackages"]) expect(res.body.results[key]).toEqual([]);
    const packages = await q("coffee", "&type=subscription_packages");
    expect(slugs(packages.body.results.subscriptionPackages)).toEqual(["coffee-lovers-box"]);
    expect(packages.body.totalResults).toBe(1);
  });

  it("limits results per type (default 10)", async () => {
    const one = await q("coffee", "&limit=1");
    for (const key of resultKeys) expect(one.body.results[key].length).toBeLessThanOrEqual(1);
    expect(one.body.totalResults).toBe(5);
    const all = await q("tea");
    expect(all.body.results.products.length).toBeLessThanOrEqual(10);
  });

  it("treats query syntax as plain words, never as SQL or tsquery", async () => {
    for (const term of ["coffee & | ! :* ()", "'; drop table products; --", "\\\\", "!!!", "<script>", "a:*B", "tea\u0000"]) {
      const res = await q(term);
      expect({ term, status: res.status }).toEqual({ term, status: 200 });
      expect(Object.keys(res.body.results).sort()).toEqual(resultKeys);
    }
    expect(slugs((await q("coffee & | ! :* ()")).body.results.collections)).toContain("coffee");
  });

  it("validates q, type and limit with 422 {message, errors}", async () => {
    const cases: [string, string, string][] = [
      ["", "q", "The q field is required."],
      ["q=", "q", "The q field is required."],
      ["q=%20%20", "q", "The q field is required."],
      [`q=${"a".repeat(201)}`, "q", "The q field must not be greater than 200 characters."],
      ["q=tea&type=blog", "type", "The selected type is invalid."],
      ["q=tea&limit=0", "limit", "The limit field must be at least 1."],
      ["q=tea&limit=51", "limit", "The limit field must not be greater than 50."],
      ["q=tea&limit=ten", "limit", "The limit field must be a number."],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 422,
        body: { message, errors: { [field]: [message] }, code: "validation_failed" },
      });
    }
    const ok = await search(`q=${"a".repeat(200)}&limit=50`);
    expect(ok.status).toBe(200);
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/search?q=coffee");
  });

  it("returns only the caller's store's records", async () => {
    const ours = await q("earl grey");
    const theirs = await search("q=earl%20grey", other().apiToken);
    expect(ours.body.results.products[0].id).toBe(seeded.product("demo", "earl-grey"));
    expect(theirs.body.results.products[0].id).toBe(seeded.product("other", "earl-grey"));
    const all = await q("coffee", "&limit=50");
    const otherIds = new Set((await search("q=coffee&limit=50", other().apiToken)).body.results.products.map((p: Item) => p.id));
    for (const p of all.body.results.products) expect(otherIds.has(p.id)).toBe(false);
  });

  it("keeps the vocabulary current: a page renamed in one store is found, typos included, there only", async () => {
    const op = await operatorToken(other().tenantId);
    const renamed = await api("PATCH", "/operator/pages/wholesale", { token: op, body: { name: "Snowdrift Wholesale" } });
    expect(renamed.status).toBe(200);
    const exact = await search("q=snowdrift", other().apiToken);
    expect(slugs(exact.body.results.pages)).toEqual(["wholesale"]);
    const typo = await search("q=snowdrfit", other().apiToken);
    expect(slugs(typo.body.results.pages)).toEqual(["wholesale"]);
    const ours = await q("snowdrift");
    expect(ours.body.totalResults).toBe(0);
  });
});
