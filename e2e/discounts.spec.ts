import type { APIRequestContext, Page } from "@playwright/test";
import { checkPage, customerFor, expect, fixtures, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

/**
 * A new customer tries the demo's codes in the cart: an expired one is refused beside the field (the cart unchanged),
 * WELCOME10 (first order, for accounts) takes 10% off the line and stays on the cart through to checkout, where the
 * summary priced for the address shows it.
 */
async function welcomeCode(page: Page, request: APIRequestContext, tag: string) {
  const email = `first-order-${tag}-${Date.now()}@example.com`;
  const password = "Welcome-code-42";
  const registered = await request.post("/api/v1/account/register", {
    headers: { authorization: `Bearer ${fixtures().demo.apiToken}` },
    data: { email, password, firstName: "Grace", lastName: "Hopper" },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, { email, password });
  await page.goto("/products/ethiopia-yirgacheffe");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/cart");
  const field = page.getByLabel("Discount code", { exact: true });
  await field.fill("spring5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("cart-discount-code-error")).toContainText("SPRING5 expired");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("cart-total")).toHaveText("£16.45");
  // The refusal was about the cart as it was: a quantity change takes it away.
  const line = page.getByTestId("cart-line").filter({ hasText: "Ethiopia Yirgacheffe" });
  await line.getByRole("button", { name: "Increase quantity of Ethiopia Yirgacheffe Coffee" }).click();
  await expect(line.getByTestId("quantity-value")).toHaveText("2");
  await expect(page.getByTestId("cart-discount-code-error")).toHaveCount(0);
  await line.getByRole("button", { name: "Decrease quantity of Ethiopia Yirgacheffe Coffee" }).click();
  await expect(line.getByTestId("quantity-value")).toHaveText("1");
  await expect(page.getByTestId("cart-total")).toHaveText("£16.45");

  await field.fill("welcome10");
  await expect(page.getByTestId("cart-discount-code-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("applied-code")).toContainText("WELCOME10");
  await expect(page.getByTestId("cart-discount")).toHaveText("−£1.25");
  await expect(page.getByTestId("line-discount")).toHaveText("Discount −£1.25");
  await expect(page.getByTestId("cart-total")).toHaveText("£15.20");
  await expect(field).toHaveValue("");
  await checkPage(page, `cart-code-${tag}`);

  await page.getByTestId("checkout-link").click();
  await page.waitForURL("**/checkout");
  await page.getByRole("button", { name: "Add a new address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Address line 1").fill("1 Queen Square");
  await form.getByLabel("Town or city").fill("Bath");
  await form.getByLabel("Postcode").fill("BA1 2HP");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("checkout-discount")).toHaveText("−£1.25");
  await expect(page.getByTestId("checkout-total")).toHaveText("£15.20");
  await expect(page.getByTestId("applied-code")).toContainText("WELCOME10");
  await checkPage(page, `checkout-code-${tag}`);
  // Removed at checkout, the price goes back.
  await page.getByRole("button", { name: "Remove code WELCOME10" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("£16.45");
}

test("WELCOME10 on desktop: a refused and an applied code in the cart, the discount at checkout", async ({ page, request }) => {
  await welcomeCode(page, request, "desktop");
});

test("WELCOME10 on a phone", async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await welcomeCode(page, request, "mobile");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("a customer spends points and a free-delivery code at checkout and sees both on the confirmation", async ({ page }) => {
  const customer = customerFor("points-e2e");
  await signIn(page, customer);
  await page.goto("/products/ethiopia-yirgacheffe");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 2 items");
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("£28.95");

  await page.getByLabel("Discount code", { exact: true }).fill("FREESHIP");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("Free");

  const points = page.getByTestId("points-control");
  await expect(points.getByTestId("points-balance")).toContainText(/You have [\d,]+ points/);
  await points.getByLabel("Points to use").fill("150");
  await points.getByRole("button", { name: "Use", exact: true }).click();
  await expect(page.getByTestId("points-to-redeem-error")).toContainText("steps of 100");
  await points.getByLabel("Points to use").fill("200");
  await points.getByRole("button", { name: "Use", exact: true }).click();
  await expect(points.getByTestId("points-using")).toContainText("Using 200 points: −£2.00");
  await expect(page.getByTestId("checkout-points")).toContainText("−£2.00");
  await expect(page.getByTestId("checkout-total")).toHaveText("£23.00");
  await checkPage(page, "checkout-points");

  await page.getByTestId("place-order").click();
  await page.waitForURL("**/checkout/confirmation/**");
  await expect(page.getByTestId("order-points")).toHaveText(/Points \(200\)\s*−£2\.00/);
  await expect(page.getByTestId("order-shipping")).toHaveText("Free");
  await expect(page.getByTestId("order-total")).toHaveText("£23.00");
  await expect(page.getByTestId("points-earned")).toContainText("23 points");
  await checkPage(page, "confirmation-points");
});
