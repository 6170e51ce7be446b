import { checkPage, expect, test } from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

test("configure a pick-and-mix box: quantities within limits, the minimum, frequency and price", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Build a subscription box" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Coffee Lover's Subscription Box" })).toBeVisible();
  const items = page.getByTestId("package-item");
  await expect(items).toHaveCount(5);
  // Defaults: one of each of the first two (the minimum is 2), every 2 weeks.
  await expect(page.getByTestId("item-count")).toHaveText("2 items chosen.");
  await expect(page.getByRole("radio", { name: "Every 2 weeks" })).toBeChecked();
  await checkPage(page, "subscription-configure");
  // Peru Swiss Water Decaf is sold out (seeded stock 0): said so, and it cannot be added (subscribing would refuse it).
  const decaf = items.filter({ hasText: "Peru Swiss Water Decaf" });
  await expect(decaf.getByTestId("out-of-stock")).toHaveText("Out of stock for now");
  await expect(decaf.getByRole("button", { name: "One more Peru Swiss Water Decaf" })).toBeDisabled();
  await expect(decaf.getByRole("spinbutton")).toHaveValue("0");

  const ethiopia = items.filter({ hasText: "Ethiopia Yirgacheffe Coffee" });
  const colombia = items.filter({ hasText: "Colombia Huila Coffee" });
  await colombia.getByRole("button", { name: "One fewer Colombia Huila Coffee" }).click();
  await expect(page.getByTestId("item-count")).toHaveText("1 item chosen: add 1 more to reach the minimum of 2.");
  await expect(page.getByRole("button", { name: "Choose 1 more" })).toBeDisabled();
  await expect(colombia.getByRole("button", { name: "One fewer Colombia Huila Coffee" })).toBeDisabled();

  // Up to the maximum of 6, then the + button stops.
  const more = ethiopia.getByRole("button", { name: "One more Ethiopia Yirgacheffe Coffee" });
  for (let i = 0; i < 5; i++) await more.click();
  await expect(ethiopia.getByRole("spinbutton")).toHaveValue("6");
  await expect(more).toBeDisabled();
  // Subscriber price of £12.50 is £11.25: 6 × £11.25 = £67.50.
  await expect(page.getByTestId("box-price")).toHaveText("£67.50");

  await page.getByRole("radio", { name: "Every 4 weeks" }).check();
  await expect(page.getByTestId("box-frequency")).toHaveText(/^Every 4 weeks · you save/);
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  // Signed out, Subscribe asks for a sign-in first; the box travels in the way back (e2e/subscribe.spec.ts goes on).
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL("**/login?callbackUrl=**");
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  const back = new URL(new URL(page.url()).searchParams.get("callbackUrl")!, page.url());
  expect(back.searchParams.get("frequency")).toBe("4");
  expect(back.searchParams.get("checkout")).toBe("1");
  expect(back.searchParams.get("items")).toMatch(/^[0-9a-f-]{36}:6$/);
});

// The builder prices the box in the shopper's market (the header's switcher), VAT inside or tax added.
test("the box is priced in the shopper's market: euros with VAT, dollars with tax added", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Build a subscription box" }).click();
  await expect(page.getByTestId("box-price")).toHaveText(/^£\d+\.\d{2}$/);
  await expect(page.getByTestId("box-tax-note")).toHaveText("incl. VAT");
  const pounds = await page.getByTestId("box-price").textContent();

  await page.getByTestId("market-switcher").selectOption({ label: "Germany (EUR €)" });
  await expect(page.getByTestId("box-price")).toHaveText(/^€\d+\.\d{2}$/);
  await expect(page.getByTestId("box-tax-note")).toHaveText("incl. VAT");
  await expect(page.getByTestId("package-item").first()).toContainText("€");
  expect(await page.getByTestId("box-price").textContent()).not.toBe(pounds);

  await page.getByTestId("market-switcher").selectOption({ label: "United States (USD $)" });
  await expect(page.getByTestId("box-price")).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByTestId("box-tax-note")).toHaveText("+ tax");
  await checkPage(page, "subscription-configure-usd");
});

test("an item with several variants offers a select: the box is priced at the chosen variant, which travels to sign-in", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Build a subscription box" }).click();
  const espresso = page.getByTestId("package-item").filter({ hasText: "House Espresso Blend" });
  const select = espresso.getByRole("combobox", { name: "Variant of House Espresso Blend" });
  // The lead first; a sold-out variant cannot be chosen.
  await expect(select).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(select.locator("option").first()).toHaveText("Whole bean, 1 kg");
  await expect(select.locator("option", { hasText: "Filter, 250 g" })).toBeDisabled();
  await select.selectOption({ label: "Whole bean, 250 g" });
  const chosen = await select.inputValue();
  await espresso.getByRole("button", { name: "One more House Espresso Blend" }).click();
  // Ethiopia £11.25 + Colombia £8.55 (the defaults) + the 250 g whole bean at £9.50: £29.30.
  await expect(page.getByTestId("box-price")).toHaveText("£29.30");
  await expect(page.getByTestId("box-lines")).toContainText("1 × House Espresso Blend — Whole bean, 250 g");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL("**/login?callbackUrl=**");
  const back = new URL(new URL(page.url()).searchParams.get("callbackUrl")!, page.url());
  expect(back.searchParams.get("items")).toContain(`:1:${chosen}`);
});
