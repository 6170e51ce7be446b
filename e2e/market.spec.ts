import type { Page } from "@playwright/test";
import { api } from "../tests/support/http";
import { checkPage, expect, fillGuestCheckout, fixtures, hydratedAndSettled, snap, test } from "./support/storefront";

/** Picks the market in the header's switcher on a product page, checks its price, and adds the product to the cart. */
async function addToCartIn(page: Page, market: string, price: string) {
  await page.goto("/products/kenya-nyeri");
  await hydratedAndSettled(page.getByTestId("market-switcher"));
  await page.getByTestId("market-switcher").selectOption({ label: market });
  await expect(page.locator(".product-info .price").first()).toContainText(price);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count").first()).toBeVisible();
}

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

// The test server trusts X-Forwarded-For (TRUST_PROXY=true); geoip-lite maps these addresses to their countries.
const visitors = [
  {
    country: "GB",
    ip: "81.2.69.142",
    market: "United Kingdom",
    currency: "GBP",
    symbol: "£",
    freeOver: "£30.00",
    tax: "Prices include VAT.",
  },
  { country: "DE", ip: "5.9.0.1", market: "Euro Area", currency: "EUR", symbol: "€", freeOver: "€75.00", tax: "Prices include VAT." },
  {
    country: "US",
    ip: "8.8.8.8",
    market: "United States",
    currency: "USD",
    symbol: "$",
    freeOver: null,
    tax: "Sales tax is added at checkout.",
  },
];

for (const v of visitors) {
  test(`a visitor from ${v.country} sees the ${v.currency} market`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": v.ip } });
    const page = await context.newPage();
    const market = await api("GET", "/market", { token: fixtures().demo.apiToken, headers: { "x-forwarded-for": v.ip } });
    expect(market.body.detectedCountry).toBe(v.country);
    // The server detects the market for the page itself: the first HTML already names it (no badge filled in later).
    const html = (await (await page.goto("/"))?.text()) ?? "";
    expect(html.replace(/<!-- -->/g, "")).toContain(`${v.currency} ${v.symbol}`);
    // A matched market needs no notice: the header's badge and switcher say it; the footer's line is absent.
    await expect(page.getByTestId("market-badge")).toContainText(`${v.currency} ${v.symbol}`);
    await expect(page.getByTestId("market-note")).toHaveCount(0);
    // The delivery threshold and the tax line are the market's, not the owner's text about the UK.
    if (v.freeOver) await expect(page.getByTestId("free-delivery-note")).toHaveText(`Free delivery over ${v.freeOver}`);
    else await expect(page.getByTestId("free-delivery-note")).toHaveCount(0);
    await expect(page.getByTestId("footer-tax-note")).toHaveText(v.tax);
    await snap(page, `market-${v.country.toLowerCase()}`);
    await context.close();
  });
}

// No market for the visitor's country: one quiet line in the footer (not a card on the home page), gone once a market is chosen.
test("a visitor from a country without a market sees a quiet line in the footer", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "1.0.16.1" } });
  const page = await context.newPage();
  const market = await api("GET", "/market", { token: fixtures().demo.apiToken, headers: { "x-forwarded-for": "1.0.16.1" } });
  expect(market.body.market).toBeNull();
  const country = new Intl.DisplayNames(["en-GB"], { type: "region" }).of(market.body.detectedCountry as string);
  await page.goto("/");
  const note = page.locator("footer").getByTestId("market-note");
  await expect(note).toHaveText(`We have no local shop for ${country} yet: prices are in GBP (choose a market at the top of the page).`);
  await expect(page.getByTestId("market-notice")).toHaveCount(0);
  await page.getByTestId("market-switcher").first().selectOption({ label: "Germany (EUR €)" });
  await expect(note).toHaveCount(0);
  await context.close();
});

// The header's switcher: a shopper picks a market; prices, the cart and its tax lines follow in its currency.
for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  test(`a shopper switches market on ${device.name}: euro prices with VAT, then dollars with tax added`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
    const page = await context.newPage();
    await page.goto("/products/kenya-nyeri");
    await expect(page.locator(".product-info .price").first()).toContainText("£14.00");
    await expect(page.getByTestId("tax-note").first()).toHaveText("incl. VAT");

    // Euro area: £14.00 × 1.17 = €16.38 → €16.99; the choice is remembered in a cookie.
    await hydratedAndSettled(page.getByTestId("market-switcher"));
    await page.getByTestId("market-switcher").selectOption({ label: "Germany (EUR €)" });
    await expect(page.locator(".product-info .price").first()).toContainText("€16.99");
    expect((await context.cookies()).find((c) => c.name === "sf_market")?.value).toBeTruthy();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count").first()).toBeVisible();

    await page.goto("/cart");
    // VAT 7% inside €16.99 = €1.11; delivery €8.95 (free over €75).
    await expect(page.getByTestId("cart-subtotal")).toHaveText("€16.99");
    await expect(page.getByTestId("cart-tax-line")).toContainText("Includes VAT 7%");
    await expect(page.getByTestId("cart-tax-line")).toContainText("€1.11");
    await expect(page.getByTestId("cart-total")).toHaveText("€25.94");
    await checkPage(page, `cart-eur-${device.name}`);

    // United States: the cart moves with the switcher; £14.00 × 1.27 → $18.00, tax added once the state is known.
    await page.getByTestId("market-switcher").selectOption({ label: "United States (USD $)" });
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$18.00");
    await expect(page.getByTestId("cart-total")).toHaveText("$32.95");
    await page.goto("/products/kenya-nyeri");
    await expect(page.getByTestId("tax-note").first()).toHaveText("+ tax");
    await context.close();
  });
}

// The country chosen in the switcher is where the cart goes: delivery and tax follow it (not an estimate for the
// market's first country), the cart says where, the API's cart holds it, and checkout starts from it.
for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  test(`the switcher's country is the cart's destination on ${device.name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
    const page = await context.newPage();
    const cartOf = async () => {
      const id = (await context.cookies()).find((c) => c.name === "sf_cart")?.value;
      expect(id).toBeTruthy();
      const res = await api("GET", `/carts/${id}`, { token: fixtures().demo.apiToken });
      expect(res.status).toBe(200);
      return res.body.data as { shippingCountry: string | null; currencyCode: string; totals: { estimated: boolean } };
    };
    // Chosen before there is a cart: the cart is made going to Germany.
    await addToCartIn(page, "Germany (EUR €)", "€16.99");
    expect(await cartOf()).toMatchObject({ shippingCountry: "DE", currencyCode: "EUR", totals: { estimated: false } });

    await page.goto("/cart");
    await expect(page.getByTestId("cart-destination")).toHaveText("Delivery to Germany");
    await expect(page.getByTestId("cart-tax-line")).toContainText("Includes VAT 7%");
    await expect(page.getByTestId("cart-tax-line")).toContainText("€1.11");
    await expect(page.locator(".summary-total")).toContainText(/^Total€25\.94$/);
    await checkPage(page, `cart-destination-de-${device.name}`);

    // Another country of the same market: the cart goes there, with France's VAT (5.5% inside €16.99 = €0.89).
    await page.getByTestId("market-switcher").selectOption({ label: "France (EUR €)" });
    await expect(page.getByTestId("cart-destination")).toHaveText("Delivery to France");
    await expect(page.getByTestId("cart-tax-line")).toContainText("Includes VAT 5.5%");
    await expect(page.getByTestId("cart-tax-line")).toContainText("€0.89");
    expect(await cartOf()).toMatchObject({ shippingCountry: "FR", currencyCode: "EUR" });

    // Checkout starts from the cart's country.
    await page.getByTestId("checkout-link").click();
    await page.waitForURL("**/checkout");
    await expect(page.locator('select[name="countryCode"]')).toHaveValue("FR");

    // The United States: the cart goes there; sales tax waits for the state, so the total is an estimate.
    await page.goto("/cart");
    await hydratedAndSettled(page.getByTestId("market-switcher"));
    await page.getByTestId("market-switcher").selectOption({ label: "United States (USD $)" });
    await expect(page.getByTestId("cart-destination")).toHaveText("Delivery to United States");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$18.00");
    await expect(page.getByTestId("cart-totals")).toContainText("Calculated at checkout");
    await expect(page.locator(".summary-total")).toContainText("Total (estimated)");
    expect(await cartOf()).toMatchObject({ shippingCountry: "US", currencyCode: "USD" });
    await context.close();
  });
}

// The switcher lists countries with their currency, as Shopify's does; a country picks its market, and the choice is
// kept by country (France stays France after a reload, not the euro market's first country).
for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  test(`the switcher lists countries with their currency on ${device.name}; a country picks its market`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
    const page = await context.newPage();
    await page.goto("/products/kenya-nyeri");
    const switcher = page.getByTestId("market-switcher");
    await expect(switcher).toBeEnabled();
    const labels = await switcher.getByRole("option").allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(["France (EUR €)", "Germany (EUR €)", "United Kingdom (GBP £)", "United States (USD $)"]),
    );
    expect(labels, "by name").toEqual([...labels].sort((a, b) => a.localeCompare(b, "en-GB")));
    await switcher.selectOption({ label: "France (EUR €)" });
    await expect(page.locator(".product-info .price").first()).toContainText("€16.99");
    await page.reload();
    await expect(page.getByTestId("market-switcher")).toBeEnabled();
    await expect(page.getByTestId("market-switcher")).toHaveValue("FR");
    await expect(page.locator(".product-info .price").first()).toContainText("€16.99");
    await checkPage(page, `market-switcher-countries-${device.name}`);
    await context.close();
  });
}

// A guest buys in each non-primary market: the total the cart shows is the total at checkout, the charge
// and the order page's; VAT inside the euro price, New York sales tax added once the state is given.
const purchases = [
  {
    device: "desktop",
    viewport: { width: 1280, height: 800 },
    market: "Germany (EUR €)",
    country: "Germany",
    region: null,
    price: "€16.99",
    cartTotal: "€25.94",
    tax: "€1.11",
    total: "€25.94",
  },
  {
    device: "phone",
    viewport: { width: 390, height: 844 },
    market: "United States (USD $)",
    country: "United States",
    region: "NY",
    price: "$18.00",
    cartTotal: "$32.95",
    tax: "$1.60",
    total: "$34.55",
  },
] as const;
for (const p of purchases) {
  test(`a guest on ${p.device} buys in ${p.market}: the same totals on cart, checkout and the order page`, async ({ browser }) => {
    const phone = p.device === "phone";
    const context = await browser.newContext({ viewport: p.viewport, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await addToCartIn(page, p.market, p.price);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-total")).toHaveText(p.cartTotal);

    await page.getByTestId("checkout-link").click();
    await page.waitForURL("**/checkout");
    await fillGuestCheckout(page, {
      email: `market-${p.device}-${Date.now()}@example.com`,
      city: phone ? "New York" : "Berlin",
      postcode: phone ? "10001" : "10115",
      country: p.country,
      region: p.region,
      card: "4242 4242 4242 4242",
    });
    await expect(page.getByTestId("checkout-tax")).toHaveText(p.tax);
    await expect(page.getByTestId("checkout-total")).toHaveText(p.total);
    await checkPage(page, `checkout-${p.device}-${p.market.slice(-4, -1).toLowerCase()}`);
    await expect(page.getByTestId("place-order")).toHaveText(`Pay ${p.total}`);
    await page.getByTestId("place-order").click();
    await page.waitForURL("**/orders/SF-*?token=*");
    await expect(page.getByTestId("order-tax")).toHaveText(p.tax);
    await expect(page.getByTestId("order-total")).toHaveText(p.total);
    await checkPage(page, `order-${p.device}-${p.market.slice(-4, -1).toLowerCase()}`);
    await context.close();
  });
}

// The country's answer comes after the state is picked (held here until then): the state still prices the cart. The
// shopper's changes reach the cart in the order they made them, so the earlier one cannot undo the later.
test("a state picked while the country's change is still on its way is the one the checkout is taxed for", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await addToCartIn(page, "United States (USD $)", "$18.00");
  await page.goto("/checkout");
  await expect(page.getByTestId("card-engine").getByLabel("Card number")).toBeVisible();

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldOne!: () => void;
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  let first = true;
  await page.route("**/api/v1/carts/*", async (route) => {
    if (route.request().method() !== "PATCH" || !first) return route.continue();
    first = false;
    heldOne();
    await released;
    await route.continue();
  });
  await page.locator(`select[name="countryCode"]`).selectOption({ label: "United States" });
  await held;
  await page.getByRole("combobox", { name: /^State/ }).selectOption("NY");
  release();
  await expect(page.getByTestId("checkout-tax")).toHaveText("$1.60");
  await expect(page.getByTestId("checkout-total")).toHaveText("$34.55");
  await context.close();
});
