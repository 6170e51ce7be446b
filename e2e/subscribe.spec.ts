import { demoId } from "../tests/support/account";
import { checkPage, customerFor, expect, pageProblems, signIn, snap, test, watchPage } from "./support/storefront";

test.use({ ownStore: true });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new shopper builds a box, registers on the way (the box is kept), adds an address and a card, subscribes and lands
 * on the new subscription; then changes its items and frequency (the new price shows before saving), skips the next
 * delivery, pauses it until a day and resumes it.
 */
test("subscribe from the builder as a new customer, then change, skip, pause and resume the box", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Build a subscription box" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Coffee Lover's Subscription Box" })).toBeVisible();
  const kenya = page.getByTestId("package-item").filter({ hasText: "Kenya Nyeri Coffee" });
  await kenya.getByRole("button", { name: "One more Kenya Nyeri Coffee" }).click();
  await page.getByRole("radio", { name: "Every 4 weeks" }).check();
  // Ethiopia £11.25 + Colombia £8.55 + Kenya £12.60 at subscriber prices.
  await expect(page.getByTestId("box-price")).toHaveText("£32.40");
  await expect(page.getByTestId("box-frequency")).toHaveText("Every 4 weeks · you save £3.60 on every box");

  // Signed out: sign in first (here: register), then back to the builder with the same box.
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL("**/login?callbackUrl=**");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL("**/register?callbackUrl=**");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Subscriber");
  await page.getByLabel("E-mail address").fill(`subscriber.${Date.now()}@example.net`);
  await page.getByLabel("Password").fill("Velvet-Harbour-Roastery-2719");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/subscriptions/") && url.searchParams.get("checkout") === "1");
  await expect(page.getByTestId("box-price")).toHaveText("£32.40");
  await expect(page.getByRole("radio", { name: "Every 4 weeks" })).toBeChecked();
  await expect(kenya.getByRole("spinbutton")).toHaveValue("1");
  await expect(page.getByRole("heading", { name: "4. Delivery and payment" })).toBeVisible();
  await expect(page.getByTestId("confirm-subscription")).toBeDisabled();
  await checkPage(page, "subscribe-checkout-empty");

  // A new customer has no address and no card: add both here.
  await page.getByRole("button", { name: "Add a new address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Last name").fill("Subscriber");
  await form.getByLabel("Address line 1").fill("5 Roastery Row");
  await form.getByLabel("Town or city").fill("Bristol");
  await form.getByLabel("Postcode").fill("BS2 0JA");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("radio", { name: /5 Roastery Row/ })).toBeChecked();

  const engineLoaded = page.waitForResponse((r) => r.url().includes("/engine.js") && r.ok());
  await page.getByRole("button", { name: "Add a new card" }).click();
  await engineLoaded;
  const engine = page.getByTestId("card-engine");
  await engine.getByLabel("Card number").fill("4242 4242 4242 4242");
  await engine.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await engine.getByLabel("Security code (CVC)").fill("123");
  await engine.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked();
  await checkPage(page, "subscribe-checkout-ready");

  await page.getByTestId("confirm-subscription").click();
  await page.waitForURL(/\/account\/subscriptions\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole("status").filter({ hasText: "You're subscribed to Coffee Lover's Subscription Box." })).toBeVisible();
  await expect(page.getByTestId("subscription-price")).toHaveText("£32.40");
  await expect(page.getByTestId("subscription-frequency")).toHaveText("Every 4 weeks");
  await expect(page.getByTestId("subscription-card")).toHaveText("Visa ending 4242");
  await expect(page.getByTestId("subscription-address")).toHaveText("5 Roastery Row, Bristol BS2 0JA");
  await checkPage(page, "subscription-manage");

  // Change the box: one Kenya fewer, every 2 weeks. The new price shows before saving.
  const editor = page.getByTestId("edit-item").filter({ hasText: "Kenya Nyeri Coffee" });
  await editor.getByRole("button", { name: "One fewer Kenya Nyeri Coffee" }).click();
  await page.getByRole("radio", { name: "Every 2 weeks" }).check();
  await expect(page.getByTestId("new-price")).toHaveText("£19.80");
  await page.getByRole("button", { name: "Save box changes" }).click();
  const changeDialog = page.getByRole("dialog", { name: "Change your box?" });
  await expect(changeDialog).toContainText("£19.80 per delivery");
  await checkPage(page, "subscription-change-confirm");
  await changeDialog.getByRole("button", { name: "Save changes" }).click();
  const result = page.locator("#subscription-result");
  await expect(result.getByRole("status")).toHaveText("Your box is updated: £19.80 per delivery, every 2 weeks.");
  await expect(result).toBeFocused();
  await expect(page.getByTestId("subscription-price")).toHaveText("£19.80");
  await expect(page.getByTestId("subscription-frequency")).toHaveText("Every 2 weeks");

  // Skip the next delivery: it moves two weeks on.
  const before = await page.getByTestId("next-delivery").textContent();
  await page.getByRole("button", { name: "Skip next delivery" }).click();
  await page.getByRole("dialog", { name: "Skip the next delivery?" }).getByRole("button", { name: "Skip it" }).click();
  await expect(result.getByRole("status")).toContainText(`The delivery of ${before} is skipped. Next delivery:`);
  await expect(result).toBeFocused();
  await expect(page.getByTestId("next-delivery")).not.toHaveText(before!);
  const afterSkip = (await page.getByTestId("next-delivery").textContent())!;

  // Pause until a day, then resume.
  await page.getByLabel("Resume on (optional)").fill(inDays(30));
  await page.getByRole("button", { name: "Pause deliveries" }).click();
  const pauseDialog = page.getByRole("dialog", { name: "Pause Coffee Lover's Subscription Box?" });
  await pauseDialog.getByRole("button", { name: "Pause deliveries" }).click();
  await expect(result.getByRole("status")).toContainText("Coffee Lover's Subscription Box is paused until");
  await expect(page.getByText("paused", { exact: true })).toBeVisible();
  await snap(page, "subscription-paused");
  await page.getByRole("button", { name: "Resume deliveries" }).click();
  await page
    .getByRole("dialog", { name: "Resume Coffee Lover's Subscription Box?" })
    .getByRole("button", { name: "Resume deliveries" })
    .click();
  await expect(result.getByRole("status")).toContainText("Coffee Lover's Subscription Box is active again. Next delivery:");
  await expect(result).toBeFocused();
  // The skip survives the pause and the resume: the next delivery is still the one after the skipped box.
  await expect(page.getByTestId("next-delivery")).toHaveText(afterSkip);
  await expect(result.getByRole("status")).toContainText(`Next delivery: ${afterSkip}.`);

  // The list shows the same box at the same price, with the card and address.
  await page.getByRole("link", { name: "← All subscriptions" }).click();
  await page.waitForURL("**/account/subscriptions");
  const listed = page.getByTestId("subscription");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("£19.80 per delivery");
  await expect(listed).toContainText("Paid by Visa ending 4242 · to 5 Roastery Row, Bristol");
  await checkPage(page, "subscriptions-after-changes");
});

test("a seeded box's page fits a phone and a wide screen, and shows which card pays it", async ({ browser }) => {
  const customer = customerFor("subs-7");
  const id = demoId("subscription", customer.email.split("@")[0]!, "main");
  for (const width of [320, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await watchPage(page);
    await signIn(page, customer, `/account/subscriptions/${id}`);
    await expect(page.getByTestId("subscription-card")).toHaveText("Mastercard ending 4444");
    await expect(page.getByTestId("subscription-address")).toContainText("Bristol BS1 4RN");
    await expect(page.getByTestId("next-delivery")).toHaveText("5 December 2026");
    await checkPage(page, `subscription-manage-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }
});
