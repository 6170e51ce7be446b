import { checkPage, snap, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("points balance and paginated history", async ({ page }) => {
  await signIn(page, customerFor("e2e1"), "/account/points");
  await expect(page.getByRole("heading", { level: 1, name: "Points" })).toBeVisible();
  const table = page.getByTestId("points-table");
  await expect(table.locator("tbody tr")).toHaveCount(10);
  const pageLabel = page.getByTestId("points-page");
  await expect(pageLabel).toHaveText(/^Page 1 of \d+$/);
  const last = Number((await pageLabel.textContent())?.match(/of (\d+)/)?.[1]);
  expect(last).toBeGreaterThan(1);
  const balance = Number(await page.getByTestId("points-balance").textContent());
  await expect(table.locator("tbody tr").first().locator("td").last()).toHaveText(String(balance));
  await checkPage(page, "points");

  const newer = page.getByRole("button", { name: "← Newer" });
  const older = page.getByRole("button", { name: "Older →" });
  await expect(newer).toBeDisabled();
  const firstRow = await table.locator("tbody tr").first().textContent();
  await older.click();
  await expect(pageLabel).toHaveText(`Page 2 of ${last}`);
  await expect(page).toHaveURL(/page=2/);
  await expect(table.locator("tbody tr").first()).not.toHaveText(firstRow ?? "");
  await snap(page, "points-page-2");

  await page.goto(`/account/points?page=${last}`);
  await expect(pageLabel).toHaveText(`Page ${last} of ${last}`);
  await expect(page.getByRole("button", { name: "Older →" })).toBeDisabled();
  await expect(table.locator("tbody tr").last()).toContainText("Welcome bonus");
  await page.getByRole("button", { name: "← Newer" }).click();
  await expect(pageLabel).toHaveText(`Page ${last - 1} of ${last}`);
});
