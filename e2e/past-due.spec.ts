import { demoId, seedKey } from "../tests/support/account";
import { waitForMail } from "../tests/support/mail";
import { operatorToken } from "../tests/support/operator-tokens";
import { makeToken } from "../tests/support/sandbox-engine";
import { customerFor, expect, fixtures, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A renewal declined for want of funds makes the box past due; on a phone the customer opens the failure mail's link,
 * sees the banner, picks another card, and the renewal is retried at once and paid.
 */
test("a past-due subscription is fixed by a new card on a phone", async ({ browser }) => {
  const customer = customerFor("billing-e2e");
  const key = seedKey(customer);
  const base = `${fixtures().baseUrl}/api/v1`;
  const login = await fetch(`${base}/account/login`, {
    method: "POST",
    headers: { authorization: `Bearer ${fixtures().demo.apiToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const call = async (method: string, path: string, body?: unknown, bearer = token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
  };
  // A box paid by a card without funds, billed by the clock on its first day.
  const setup = await call("POST", "/account/payments/sandbox/setup", {});
  const identifier = setup.body.identifier as string;
  const cardToken = makeToken({
    v: 1,
    setup: identifier,
    brand: "visa",
    last4: "9995",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    nonce: "past-due-e2e",
  });
  const poor = (await call("POST", `/account/payments/sandbox/setups/${identifier}/complete`, { token: cardToken })).body.id as string;
  const sub = await call("POST", "/account/subscriptions", {
    packageId: demoId("product", "coffee-lovers-box"),
    items: [
      { productId: demoId("product", "ethiopia-yirgacheffe"), quantity: 1 },
      { productId: demoId("product", "colombia-huila"), quantity: 1 },
    ],
    frequencyWeeks: 2,
    paymentMethodId: poor,
    addressId: demoId("address", key, "home"),
  });
  expect(sub.status).toBe(201);
  const id = sub.body.data.id as string;
  const run = await call(
    "POST",
    "/operator/billing/run",
    { now: `${tomorrow()}T09:00:00Z`, subscriptionId: id },
    await operatorToken(fixtures().demo.tenantId),
  );
  expect(run.body.data).toMatchObject({ failed: 1 });
  const mail = await waitForMail({ to: customer.email, subject: /Payment for your .* failed/ });
  expect(mail.text).toContain(`/account/subscriptions/${id}`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, customer, `/account/subscriptions/${id}`);
  await expect(page.getByTestId("past-due-banner")).toContainText("We could not take the payment");
  await expect(page.getByTestId("subscription-renewals")).toContainText("Payment failed: will retry");
  await page
    .getByRole("radio", { name: /ending 4242/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Save card and address" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save card and address" }).click();
  await expect(page.getByTestId("past-due-banner")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("active");
  await expect(page.getByTestId("subscription-renewals")).toContainText("Paid");
  await expect(page.getByTestId("subscription-renewals")).toContainText(/SF-\d+/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
