import { checkPage, snap, expect, test } from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

test("search with a typo, filter by type, and the no-result state", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search products, pages and events" });
  await box.fill("ethiopa");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=ethiopa/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “ethiopa”");
  await expect(page.getByRole("heading", { level: 1 }), "focus lands on the results heading").toBeFocused();
  const products = page.getByTestId("results-products");
  await expect(products.getByRole("link", { name: /Ethiopia Yirgacheffe Coffee/ })).toBeVisible();
  await checkPage(page, "search-typo");

  // A word that matches several types: results grouped, then filtered to one type.
  await page.goto("/search?q=coffe");
  await expect(page.getByTestId("results-products")).toBeVisible();
  await expect(page.getByTestId("results-collections")).toBeVisible();
  await expect(page.getByTestId("results-subscription_packages")).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filter by type" });
  await filters.getByRole("link", { name: /Collections/ }).click();
  await expect(page).toHaveURL(/type=collections/);
  await expect(filters.getByRole("link", { name: /Collections/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("results-collections")).toBeVisible();
  await expect(page.getByTestId("results-products")).toHaveCount(0);
  await snap(page, "search-filtered");

  // Every result leads somewhere real.
  await page.getByTestId("results-collections").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coffee");

  await page.goto("/search?q=zzqxv");
  await expect(page.getByRole("heading", { name: "Nothing matches “zzqxv”" })).toBeVisible();
  await checkPage(page, "search-no-results");
});

// A typo says what was searched, the names made of the corrected word come first, the heading that focus
// moves to draws no ring for a mouse user, and pages get a document tile rather than a letter.
test("a typo: the correction line, the coffees before the gift box, no focus box on the heading, a tile for pages", async ({ page }) => {
  await page.goto("/search?q=cofee");
  await expect(page.getByText(/Showing results for/)).toContainText("Showing results for coffee");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  const names = await page.getByTestId("results-products").getByRole("link").allInnerTexts();
  const position = (name: string) => names.findIndex((n) => n.includes(name));
  expect(position("Coffee and Tea Gift Box")).toBeGreaterThan(-1);
  for (const coffee of ["Ethiopia Yirgacheffe Coffee", "Colombia Huila Coffee", "Kenya Nyeri Coffee"]) {
    expect(position(coffee)).toBeGreaterThan(-1);
    expect(position(coffee)).toBeLessThan(position("Coffee and Tea Gift Box"));
  }
  const pages = page.getByTestId("results-pages");
  await expect(pages.locator("svg").first()).toBeVisible();
  await checkPage(page, "search-corrected");
});
