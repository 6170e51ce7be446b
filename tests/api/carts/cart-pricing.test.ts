import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, withPostgres } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";
import { leadVariant } from "../../support/variants";

/**
 * Carts priced by the order calculator in their market: POST /carts {market}, PATCH /carts/{cartId}
 * {market, shippingCountry, shippingRegion}, the cart's `totals`, and the bad inputs around them. Amounts are the
 * demo's (db/seed/pricing-data.ts, worked through in docs/commerce.md).
 */
const demo = () => fixtures().demo;
const guest = () => demo().apiToken;
const market = (key: string) => demoId("market", key);

type Totals = {
  currencyCode: string;
  marketId: string;
  taxIncluded: boolean;
  subtotal: number;
  discountTotal: number;
  pointsValue: number;
  shipping: number;
  taxTotal: number;
  taxLines: { name: string; rate: number; amount: number; displayAmount: string }[];
  total: number;
  displayTotal: string;
  estimated: boolean;
};

/** total = subtotal − discountTotal − pointsValue + shipping + (taxIncluded ? 0 : taxTotal), to the minor unit. */
function expectInvariant(totals: Totals) {
  const cents = (x: number) => Math.round(x * 100);
  const expected =
    cents(totals.subtotal) -
    cents(totals.discountTotal) -
    cents(totals.pointsValue) +
    cents(totals.shipping) +
    (totals.taxIncluded ? 0 : cents(totals.taxTotal));
  expect(cents(totals.total)).toBe(expected);
  expect(totals.taxLines.reduce((s, t) => s + cents(t.amount), 0)).toBe(cents(totals.taxTotal));
}

const newCart = async (body?: unknown, token = guest()) => {
  const res = await api("POST", "/carts", { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
};
const add = async (cartId: string, key: string, quantity: number, token = guest()) => {
  const res = await api("POST", `/carts/${cartId}/lines`, { token, body: { variantId: leadVariant(key), quantity } });
  expect(res.status).toBe(200);
  return res.body.data;
};
const patch = (cartId: string, body: unknown, token = guest()) => api("PATCH", `/carts/${cartId}`, { token, body });

describe("a cart in a market", () => {
  it("defaults to the primary market: GBP, VAT inside the price, estimated for GB", async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({ marketId: market("gb"), currencyCode: "GBP", shippingCountry: null, shippingRegion: null });
    // A £45.00 kettle (standard rate) carries £7.50 VAT inside; £30 and over ships free.
    const priced = await add(cart.id, "pour-over-kettle", 1);
    expect(priced.lines[0]).toMatchObject({ unitPrice: 45, lineTotal: 45, tax: 7.5, discount: 0, taxClass: "standard" });
    expect(priced.totals).toMatchObject({
      currencyCode: "GBP",
      taxIncluded: true,
      subtotal: 45,
      shipping: 0,
      taxTotal: 7.5,
      taxLines: [{ name: "VAT", rate: 20, amount: 7.5, displayAmount: "£7.50" }],
      total: 45,
      displayTotal: "£45.00",
      estimated: true,
    });
    expectInvariant(priced.totals);
    // Coffee is zero-rated food in the UK.
    const both = await add(cart.id, "ethiopia-yirgacheffe", 1);
    expect(both.totals).toMatchObject({ subtotal: 57.5, taxTotal: 7.5, total: 57.5 });
  });

  it("prices a euro cart with VAT by destination, and refuses a destination outside the market", async () => {
    const cart = await newCart({ market: "DE" });
    expect(cart).toMatchObject({ marketId: market("eu"), currencyCode: "EUR" });
    // £12.50 × 1.17 = €14.625 → €14.99 (ninety_nine rounding); 7% German VAT inside 29.98 = 1.96.
    const priced = await add(cart.id, "ethiopia-yirgacheffe", 2);
    expect(priced.lines[0]).toMatchObject({
      unitPrice: 14.99,
      lineTotal: 29.98,
      displayUnitPrice: "€14.99",
      tax: 1.96,
      taxClass: "reduced",
    });
    expect(priced.totals).toMatchObject({
      currencyCode: "EUR",
      subtotal: 29.98,
      shipping: 8.95,
      taxTotal: 1.96,
      taxLines: [{ name: "VAT", rate: 7, amount: 1.96, displayAmount: "€1.96" }],
      total: 38.93,
      estimated: true,
    });

    const france = await patch(cart.id, { shippingCountry: "fr" });
    expect(france.status).toBe(200);
    // 5.5% inside 29.98 = 1.5628… → 1.56; the destination is known now.
    expect(france.body.data).toMatchObject({ shippingCountry: "FR", totals: { taxTotal: 1.56, total: 38.93, estimated: false } });
    expectInvariant(france.body.data.totals);

    const outside = await patch(cart.id, { shippingCountry: "US" });
    expect(outside).toMatchObject({
      status: 422,
      body: {
        message: "The Euro Area market does not deliver to US; choose another market or country.",
        errors: { shippingCountry: ["The Euro Area market does not deliver to US; choose another market or country."] },
        code: "destination_outside_market",
      },
    });
    // Nothing changed.
    const read = await api("GET", `/carts/${cart.id}`, { token: guest() });
    expect(read.body.data).toMatchObject({ shippingCountry: "FR", totals: { taxTotal: 1.56 } });
  });

  it("re-prices on a market change: US dollars with sales tax added by state", async () => {
    const cart = await newCart({ market: "GB" });
    await add(cart.id, "ethiopia-yirgacheffe", 2);
    await patch(cart.id, { shippingCountry: "GB" });
    // The GB destination is not served by the US market: moving clears it, the totals are estimated again.
    const moved = await patch(cart.id, { market: "US" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ marketId: market("us"), currencyCode: "USD", shippingCountry: null });
    expect(moved.body.data.totals).toMatchObject({ taxIncluded: false, taxTotal: 0, estimated: true });

    // £12.50 × 1.27 = $15.875 → $16.00 (whole); NY 8.875% on $32.00 = $2.84, added; US delivery $14.95.
    const ny = await patch(cart.id, { shippingCountry: "US", shippingRegion: "ny" });
    expect(ny.status).toBe(200);
    expect(ny.body.data.lines[0]).toMatchObject({ unitPrice: 16, tax: 2.84, lineTotal: 34.84 });
    expect(ny.body.data).toMatchObject({ shippingRegion: "NY" });
    expect(ny.body.data.totals).toMatchObject({
      currencyCode: "USD",
      subtotal: 32,
      shipping: 14.95,
      taxTotal: 2.84,
      taxLines: [{ name: "Sales tax (NY)", rate: 8.875, amount: 2.84, displayAmount: "$2.84" }],
      total: 49.79,
      estimated: false,
    });
    expectInvariant(ny.body.data.totals);
    // Oregon has no sales tax.
    const oregon = await patch(cart.id, { shippingRegion: "OR" });
    expect(oregon.body.data.totals).toMatchObject({ taxTotal: 0, taxLines: [], total: 46.95 });
  });

  it("a $40 order to New York carries $3.55 sales tax (the issue's worked example, a fixed US price)", async () => {
    const cart = await newCart({ market: "US" });
    await add(cart.id, "gift-box", 1);
    const res = await patch(cart.id, { shippingCountry: "US", shippingRegion: "NY" });
    expect(res.body.data.totals).toMatchObject({ subtotal: 40, taxTotal: 3.55, shipping: 14.95, total: 58.5 });
  });

  it("refuses an unknown market, malformed destinations and an empty change with 422, changing nothing", async () => {
    const cart = await newCart();
    const cases: [unknown, string, RegExp][] = [
      [{ market: "JP" }, "market", /no market that sells to JP/],
      [{ market: "00000000-0000-4000-8000-000000000000" }, "market", /no market named/],
      [{ market: "euro" }, "market", /^The market field format is invalid\.$/],
      [{ market: 7 }, "market", /^The market field must be a string\.$/],
      [{ shippingCountry: "GBR" }, "shippingCountry", /format is invalid/],
      [{ shippingRegion: "N Y" }, "shippingRegion", /format is invalid/],
      [{ shippingRegion: "NY" }, "shippingRegion", /shipping country/],
      [{}, "market", /Give a market/],
    ];
    expect((await patch(cart.id, { colour: "red" })).status).toBe(422);
    for (const [body, field, message] of cases) {
      const res = await patch(cart.id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors?.[field]?.[0]).toMatch(message);
    }
    expect(await api("POST", "/carts", { token: guest(), body: { market: "JP" } })).toMatchObject({
      status: 422,
      body: { errors: { market: ["The store has no market that sells to JP."] }, code: "unknown_market" },
    });
    const read = await api("GET", `/carts/${cart.id}`, { token: guest() });
    expect(read.body.data).toMatchObject({ marketId: market("gb"), shippingCountry: null, shippingRegion: null });
    // Another tenant's or a made-up cart is not found.
    expect((await patch("00000000-0000-4000-8000-000000000000", { market: "DE" })).status).toBe(404);
  });
});

describe("a cart that goes where the market switcher says", () => {
  it("POST /carts {market, shippingCountry} makes a cart priced for that country; a country alone picks its market", async () => {
    const germany = await newCart({ market: market("eu"), shippingCountry: "de" });
    expect(germany).toMatchObject({ marketId: market("eu"), currencyCode: "EUR", shippingCountry: "DE", shippingRegion: null });
    const priced = await add(germany.id, "ethiopia-yirgacheffe", 2);
    // 7% German VAT inside €29.98, the destination known: not an estimate.
    expect(priced.totals).toMatchObject({ taxTotal: 1.96, shipping: 8.95, total: 38.93, estimated: false });
    expectInvariant(priced.totals);

    const france = await newCart({ shippingCountry: "FR" });
    expect(france).toMatchObject({ marketId: market("eu"), shippingCountry: "FR" });
    expect((await add(france.id, "ethiopia-yirgacheffe", 2)).totals).toMatchObject({ taxTotal: 1.56, estimated: false });
  });

  it("PATCH {market, shippingCountry} in one request moves the cart and its destination, clearing the old region", async () => {
    const cart = await newCart({ market: "US" });
    expect((await patch(cart.id, { shippingCountry: "US", shippingRegion: "NY" })).status).toBe(200);
    const moved = await patch(cart.id, { market: market("eu"), shippingCountry: "DE", shippingRegion: null });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ marketId: market("eu"), currencyCode: "EUR", shippingCountry: "DE", shippingRegion: null });
  });

  it("refuses a country outside the market, an unsold country and a malformed one with 422, creating nothing", async () => {
    const cases: [unknown, string, string | RegExp][] = [
      [
        { market: "GB", shippingCountry: "DE" },
        "shippingCountry",
        "The United Kingdom market does not deliver to DE; choose another market or country.",
      ],
      [{ shippingCountry: "JP" }, "shippingCountry", "The store has no market that sells to JP."],
      [{ shippingCountry: "Germany" }, "shippingCountry", /format is invalid|two-letter/],
      [{ shippingCountry: 49 }, "shippingCountry", /must be a string|two-letter/],
    ];
    for (const [body, field, message] of cases) {
      const res = await api("POST", "/carts", { token: guest(), body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(res.body.errors[field][0]).toMatch(message);
    }
  });
});

describe("a customer's cart and merge", () => {
  let account: string;
  beforeAll(async () => {
    account = await loginAs(customerFor("pricing"));
  });

  it("POST /carts {market} moves the customer's cart; a merged guest cart is priced in the customer's market", async () => {
    const own = await newCart({ market: "DE" }, account);
    expect(own.currencyCode).toBe("EUR");
    await add(own.id, "pour-over-kettle", 1, account);
    const guestCart = await newCart({ market: "US" });
    await add(guestCart.id, "earl-grey", 1);
    const merged = await api("POST", "/account/cart/merge", { token: account, body: { cartId: guestCart.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ id: own.id, currencyCode: "EUR" });
    // £7.50 sale × 1.17 = €8.775 → €8.99; £45 × 1.17 = €52.65 → €52.99.
    const prices = Object.fromEntries(merged.body.data.lines.map((l: { slug: string; unitPrice: number }) => [l.slug, l.unitPrice]));
    expect(prices).toEqual({ "pour-over-kettle": 52.99, "earl-grey": 8.99 });
    const back = await newCart({ market: "GB" }, account);
    expect(back).toMatchObject({ id: own.id, currencyCode: "GBP", subtotal: 52.5 });
    const read = await api("GET", "/account/cart", { token: account });
    expect(read.body.data.totals).toMatchObject({ currencyCode: "GBP", subtotal: 52.5, total: 52.5 });
  });
});

describe("a sale price above the regular price (the issue's bug)", () => {
  it("is refused at write with 422, nothing changed, and by the database", async () => {
    const operator = await operatorToken(demo().tenantId);
    const above = await api("PATCH", "/operator/products/kenya-nyeri", { token: operator, body: { salePrice: 1500 } });
    expect(above).toMatchObject({
      status: 422,
      body: { errors: { salePrice: ["The sale price (£15.00) must not be above the regular price (£14.00)."] }, code: "sale_above_price" },
    });
    const both = await api("PATCH", "/operator/products/kenya-nyeri", { token: operator, body: { price: 1000, salePrice: 1200 } });
    expect(both.status).toBe(422);
    const detail = await api("GET", "/products/kenya-nyeri?market=GB", { token: guest() });
    expect(detail.body.data).toMatchObject({ price: 14, compareAtPrice: null });
    // Lowering the regular price below a running sale is refused too.
    const colombia = await api("PATCH", "/operator/products/colombia-huila", { token: operator, body: { price: 900 } });
    expect(colombia.status).toBe(422);
    await withPostgres(async (client) => {
      await expect(
        client.query("update products set sale_price = price + 1 where tenant_id = $1 and slug = 'kenya-nyeri'", [demo().tenantId]),
      ).rejects.toThrow(/products_sale_not_above_price/);
    });
  });
});
