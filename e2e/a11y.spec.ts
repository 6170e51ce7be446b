import { checkPage, snap, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

// Pages no other flow visits, so every page gets an axe check and a screenshot.
test("remaining public pages", async ({ page }) => {
  for (const [path, name, heading] of [
    ["/forgot-password", "forgot-password", "Forgotten your password?"],
    ["/reset-password", "reset-password-incomplete", "Choose a new password"],
    ["/search", "search-empty", "Search the shop"],
    ["/pages/brewing-guide", "page-brewing-guide", "Brewing Guide"],
    ["/subscriptions/not-a-package", "subscription-not-found", "We couldn't find that page"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await checkPage(page, name);
  }
});

test("an empty cart, and account pages on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, customerFor("spare"), "/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await checkPage(page, "cart-empty-mobile");
  for (const path of ["/account/orders", "/account/subscriptions"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Your account" })).toBeVisible();
    await expect(page.locator("main .card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await snap(page, "account-subscriptions-mobile");
  await context.close();
});
