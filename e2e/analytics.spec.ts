import { readFile } from "node:fs/promises";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, expectNoOverflow, fixtures, phoneAndDesktop, test } from "./support/storefront";

/**
 * A store's owner reads how it sells: the Analytics page of the back office with the store's own beacon events (two
 * visitors, one who went as far as the checkout), at phone and desktop widths: the range changed with a preset, the
 * funnel's counts and drop-off read from its table, the comparison switched on, and the CSV of the range downloaded.
 */
const widths = phoneAndDesktop;

for (const size of widths) {
  test(`an owner reads the store's analytics, changes the range, reads the funnel and exports the CSV (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const store = await openStore(`Numbers Roastery ${size.name}`, "GB");
    // Plain fetch: tests/support/http loads the operation registry, which Playwright's loader cannot import (next/cache).
    const send = async (userAgent: string, events: Record<string, unknown>[]) => {
      const res = await fetch(`${fixtures().baseUrl}/api/v1/analytics/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${store.apiToken}`, "content-type": "application/json", "user-agent": userAgent },
        body: JSON.stringify({ events }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(
      await send("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 E2E-one", [
        { type: "page_view", path: "/" },
        { type: "add_to_cart", path: "/products/house-blend" },
        { type: "checkout_started", path: "/checkout" },
      ]),
    ).toMatchObject({ status: 202, body: { accepted: 3 } });
    expect(await send("Mozilla/5.0 (Macintosh) Safari/605.1.15 E2E-two", [{ type: "page_view", path: "/about" }])).toMatchObject({
      status: 202,
      body: { accepted: 1 },
    });

    await signInToStore(page, store, "owner");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    const cards = page.getByTestId("analytics-cards");
    await expect(cards.locator(".admin-card").filter({ hasText: "Visitors" }).locator(".admin-figure")).toHaveText("2");
    await expect(cards.locator(".admin-card").filter({ hasText: "Page views" }).locator(".admin-figure")).toHaveText("2");

    await page.getByRole("navigation", { name: "Range" }).getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.getByRole("navigation", { name: "Range" }).getByRole("link", { name: "7 days" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const funnel = page.getByTestId("analytics-funnel");
    const row = (step: string) => funnel.getByRole("row").filter({ has: page.getByRole("cell", { name: step, exact: true }) });
    await expect(row("Visitors").getByRole("cell").nth(1)).toHaveText("2");
    await expect(row("Added to cart").getByRole("cell").nth(1)).toHaveText("1");
    await expect(row("Viewed a product").getByRole("cell").nth(2)).toHaveText("100.0%");
    await expect(row("Started checkout").getByRole("cell").nth(1)).toHaveText("1");
    await expect(row("Ordered").getByRole("cell").nth(2)).toHaveText("100.0%");
    await expect(page.locator(".admin-chart svg").first()).toBeVisible();

    await page.getByRole("button", { name: "Compare with the previous period" }).click();
    await expect(page).toHaveURL(/compare=1/);
    await expect(cards.locator(".admin-card").filter({ hasText: "Visitors" })).toContainText("new");
    await checkPage(page, `analytics-${size.name}`);
    await expectNoOverflow(page, "the analytics page");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const file = await download.path();
    const csv = (await readFile(file, "utf8")).replace(/^\ufeff/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Date,Visitors,Page views,Currency,Orders,Gross sales,Discounts,Refunds,Net sales");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)!.split(",").slice(1, 4)).toEqual(["2", "2", "GBP"]);
  });
}
