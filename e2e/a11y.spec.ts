import { checkPage, customerFor, expect, signIn, test } from "./support/storefront";

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

test("an empty cart", async ({ page }) => {
  await signIn(page, customerFor("spare"), "/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await checkPage(page, "cart-empty");
});
