import { api } from "../tests/support/http";
import { expect, fixtures, snap, test } from "./support/storefront";

// The test server trusts X-Forwarded-For (TRUST_PROXY=true); geoip-lite maps these addresses to their countries.
const visitors = [
  { country: "GB", ip: "81.2.69.142", market: "United Kingdom", currency: "GBP", symbol: "£" },
  { country: "DE", ip: "5.9.0.1", market: "Euro Area", currency: "EUR", symbol: "€" },
  { country: "US", ip: "8.8.8.8", market: "United States", currency: "USD", symbol: "$" },
];

for (const v of visitors) {
  test(`a visitor from ${v.country} sees the ${v.currency} market`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": v.ip } });
    const page = await context.newPage();
    const market = await api("GET", "/market", { token: fixtures().demo.apiToken, headers: { "x-forwarded-for": v.ip } });
    expect(market.body.detectedCountry).toBe(v.country);
    // The server detects the market for the page itself: the first HTML already names it (no badge filled in later).
    const html = await (await context.request.get("/")).text();
    expect(html.replace(/<!-- -->/g, "")).toContain(`${v.currency} ${v.symbol}`);
    await page.goto("/");
    const notice = page.getByTestId("market-notice");
    await expect(notice).toContainText(`Shopping in ${v.market}`);
    await expect(page.getByTestId("market-notice-currency")).toHaveText(v.currency);
    await expect(notice).toHaveAttribute("data-currency", v.currency);
    await expect(page.getByTestId("market-badge")).toContainText(`${v.currency} ${v.symbol}`);
    await snap(page, `market-${v.country.toLowerCase()}`);
    await context.close();
  });
}
