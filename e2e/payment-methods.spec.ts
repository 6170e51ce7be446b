import { checkPage, snap, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("add a card through the sandbox engine, for a subscription, and see it listed", async ({ page }) => {
  await signIn(page, customerFor("e2e4"), "/account/payment-methods");
  const cards = page.getByRole("list", { name: "Saved cards" });
  await expect(cards.getByTestId("payment-method")).toHaveCount(2); // the wallet method is not a card
  await expect(cards).toContainText("Visa ending 4242");
  await checkPage(page, "payment-methods");

  // This customer's subscriptions are both Tea Discovery boxes: the card will pay for the first.
  const purpose = page.getByLabel("Use this card for");
  await expect(purpose.locator("option")).toHaveCount(3);
  await purpose.selectOption({ index: 1 });
  const engineLoaded = page.waitForResponse((r) => r.url().includes("/engine.js") && r.ok());
  await page.getByRole("button", { name: "Continue to card details" }).click();
  await engineLoaded;

  const engine = page.getByTestId("card-engine");
  await expect(engine.getByLabel("Card number")).toBeVisible();
  // A card that is not a sandbox test card first: the engine's message is shown and nothing is saved.
  await engine.getByLabel("Card number").fill("4111 1111 1111 1111");
  await engine.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await engine.getByLabel("Security code (CVC)").fill("123");
  await engine.getByRole("button", { name: "Save card" }).click();
  await expect(engine.getByRole("alert")).toHaveText("This is the sandbox payment provider: use a test card such as 4242 4242 4242 4242.");
  await checkPage(page, "payment-engine");

  await engine.getByLabel("Card number").fill("5555 5555 5555 4444");
  await engine.getByRole("button", { name: "Save card" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Mastercard ending 4444 saved and set to pay for Tea Discovery Subscription Box." }),
  ).toBeVisible();
  await expect(cards.getByTestId("payment-method")).toHaveCount(3);
  await expect(cards.getByTestId("payment-method").filter({ hasText: "Mastercard ending 4444" })).toHaveCount(2);
  await expect(cards).toContainText("Expires 12/2034");
  await snap(page, "payment-methods-added");

  await page.reload();
  await expect(page.getByRole("list", { name: "Saved cards" }).getByTestId("payment-method")).toHaveCount(3);
});

// Under each card its badge, what it pays for and its buttons: right-aligned beside it on a desktop, lined up with the
// card's name under it on a phone (not scattered to the right under a left-aligned name).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} the saved cards' badges and buttons line up`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await signIn(page, customerFor("e2e4"), "/account/payment-methods");
    const cards = page.getByRole("list", { name: "Saved cards" }).getByTestId("payment-method");
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector(".payment-card strong")!.getBoundingClientRect();
        const aside = li.querySelector(".payment-card-aside")!;
        return {
          nameLeft: Math.round(name.left),
          starts: Array.from(aside.children).map((el) => Math.round(el.getBoundingClientRect().left)),
          ends: Array.from(aside.children).map((el) => Math.round(el.getBoundingClientRect().right)),
          rowRight: Math.round(li.getBoundingClientRect().right),
        };
      }),
    );
    for (const row of rows) {
      if (viewport.width < 600) for (const left of row.starts) expect(Math.abs(left - row.nameLeft)).toBeLessThanOrEqual(1);
      else expect(new Set(row.ends).size, "right edges").toBe(1);
    }
    await snap(page, `payment-methods-aligned-${viewport.width}`);
    await context.close();
  });
}
