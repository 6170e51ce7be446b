import type { Page } from "@playwright/test";
import { linksIn, waitForMail } from "../tests/support/mail";
import { operatorToken } from "../tests/support/operator-tokens";
import { leadVariant } from "../tests/support/variants";
import { checkPage, customerFor, expect, fillGuestCheckout, fixtures, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

/**
 * A signed-out shopper buys without an account: add to cart, checkout with e-mail, address and a card on one page
 * (a declining test card first), the guest order page, then the confirmation mail's link opens the same order.
 */
async function guestPurchase(page: Page, tag: string) {
  const email = `guest-${tag}-${Date.now()}@example.com`;
  await page.goto("/products/chamomile");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/cart");
  await page.getByTestId("checkout-link").click();
  await page.waitForURL("**/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("sign-in-offer")).toContainText("Sign in for your saved addresses and cards");

  // Pay on the empty form: every empty field and the card are reported at once, and the first from the top has focus.
  const engine = page.getByTestId("card-engine");
  await expect(engine).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await expect(page.getByTestId("guest-email-error")).toHaveText("Enter your e-mail address.");
  await expect(page.getByTestId("guest-line1-error")).toHaveText("Enter the first line of the address.");
  await expect(page.getByTestId("guest-card-error")).toBeVisible();
  await expect(page.getByTestId("checkout-error")).toHaveText("Please check the highlighted fields.");

  await fillGuestCheckout(page, { email, city: "Bath", postcode: "BA1 2HP", card: "4000 0000 0000 0002" });
  await expect(page.getByTestId("checkout-total")).toHaveText("£12.45");
  await checkPage(page, `guest-checkout-${tag}`);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("checkout-error")).toContainText("Your card was declined.");
  // The decline takes focus, and the card is marked for the next try.
  await expect(page.getByTestId("checkout-error")).toBeFocused();
  await expect(page.getByTestId("guest-card-error")).toContainText("Your card was declined.");

  await engine.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByTestId("place-order").click();
  await page.waitForURL("**/orders/SF-*?token=*");
  const order = page.getByTestId("guest-order");
  await expect(order).toBeVisible();
  const orderId = (await page.getByTestId("order-number").textContent())!.trim();
  await expect(order).toContainText("paid");
  await expect(page.getByTestId("order-total")).toHaveText("£12.45");
  // A guest has no points to collect them in: the page offers an account rather than saying points were earned.
  await expect(page.getByTestId("points-earned")).toHaveCount(0);
  await checkPage(page, `guest-order-${tag}`);

  const mail = await waitForMail({ to: email, subject: new RegExp(orderId) });
  const link = linksIn(mail).find((l) => l.includes(`/orders/${orderId}`));
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("order-number")).toHaveText(orderId);
  // Without the token, or with one that opens no order, the page opens nothing and answers 404.
  for (const path of [url.pathname, `${url.pathname}?token=not-this-orders-token`]) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
  }
  return { orderId, link: url.pathname + url.search };
}

test("a guest checks out on desktop and opens the order from the mail's link", async ({ page }) => {
  const { orderId, link } = await guestPurchase(page, "desktop");
  // The operator ships it: the guest's order page shows the tracking.
  const res = await fetch(`${fixtures().baseUrl}/api/v1/operator/orders/${orderId}/fulfil`, {
    method: "POST",
    headers: { authorization: `Bearer ${await operatorToken(fixtures().demo.tenantId)}`, "content-type": "application/json" },
    body: JSON.stringify({ carrier: "Royal Mail", trackingNumber: "RM000111222GB" }),
  });
  expect(res.status).toBe(200);
  await page.goto(link);
  await expect(page.getByTestId("order-tracking")).toContainText("RM000111222GB");
});

test("a guest checks out on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await guestPurchase(page, "mobile");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("an operator's fulfilment shows its tracking in the customer's account", async ({ page }) => {
  const customer = customerFor("orders-3");
  const login = await fetch(`${fixtures().baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { authorization: `Bearer ${fixtures().demo.apiToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const call = (path: string, body?: unknown, bearer = token) =>
    fetch(`${fixtures().baseUrl}/api/v1${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { id: string; orderId: string } & { id: string }[] } }));
  const cart = (await call("/carts", {})).body.data;
  const earlGrey = leadVariant("earl-grey");
  await call(`/carts/${cart.id}/lines`, { variantId: earlGrey, quantity: 1 });
  const addresses = (await call("/account/addresses")).body.data;
  const cards = (await call("/account/payments/methods")).body as unknown as { id: string }[];
  const placed = await call("/account/checkout", { cartId: cart.id, shippingAddressId: addresses[0]!.id, paymentMethodId: cards[0]!.id });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.orderId;
  const op = await operatorToken(fixtures().demo.tenantId);
  expect((await call(`/operator/orders/${orderId}/fulfil`, { carrier: "DPD", trackingNumber: "DPD-778899" }, op)).status).toBe(200);

  await signIn(page, customer, "/account/orders");
  const row = page.locator(`[data-testid="order"][data-order-id="${orderId}"]`);
  await expect(row).toContainText("fulfilled");
  await expect(row.getByTestId("order-tracking")).toContainText("DPD-778899");
  await checkPage(page, "orders-tracking");
});
