import { checkPage, snap, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

async function sessionToken(page: import("@playwright/test").Page): Promise<string> {
  const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
  return session.accountToken as string;
}

test("register, log out (the token is revoked), log in again", async ({ page, request }) => {
  const email = `shopper.${Date.now()}@example.net`;
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await checkPage(page, "register");
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Playwright");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("password-error")).toContainText(/8 characters/);
  await page.getByLabel("Password").fill("Correct-horse-9");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/account");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Robin" })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await snap(page, "account-overview-new");

  const token = await sessionToken(page);
  expect(token).toMatch(/^ey/);
  await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/login?signedOut=1");
  await expect(page.getByText("You have signed out.")).toBeVisible();
  const after = await request.get("/api/v1/account", { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("Correct-horse-9");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/account");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Robin" })).toBeVisible();
});

test("account pages send signed-out visitors to sign in and back; wrong passwords are refused", async ({ page, request }) => {
  const customer = customerFor("e2e1");
  const response = await page.goto("/account/orders");
  expect(response?.ok()).toBe(true);
  await page.waitForURL(/\/login\?callbackUrl=%2Faccount%2Forders/);
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  await checkPage(page, "login");

  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("email-error")).toContainText("These credentials do not match our records.");
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByTestId("account-link")).toContainText("Hi, Test");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Test" })).toBeVisible();
  // The overview is rendered on the server from the same operations the API answers.
  const auth = { headers: { authorization: `Bearer ${await sessionToken(page)}` } };
  const addresses = (await (await request.get("/api/v1/account/addresses", auth)).json()) as { data: unknown[] };
  const orders = (await (await request.get("/api/v1/account/orders?perPage=3", auth)).json()) as { data: unknown[] };
  await expect(page.locator(".stat", { hasText: "Saved addresses" }).locator(".value")).toHaveText(String(addresses.data.length));
  await expect(page.locator('[aria-labelledby="recent-orders"] .list-row')).toHaveCount(orders.data.length);
  await checkPage(page, "account-overview");

  await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/login?signedOut=1");
  // Signed out, the cart is a guest cart (empty here); the account pages need signing in again.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.goto("/account/orders");
  await page.waitForURL(/\/login\?callbackUrl=%2Faccount%2Forders/);
  await signIn(page, customer, "/account/points");
  await expect(page.getByRole("heading", { level: 1, name: "Points" })).toBeVisible();
});
