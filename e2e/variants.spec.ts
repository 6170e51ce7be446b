import type { Page } from "@playwright/test";
import { expect, test } from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

async function chooseVariant(page: Page) {
  await page.goto("/products/house-espresso");
  const picker = page.getByTestId("variant-picker");
  await expect(picker).toBeVisible();
  const grind = picker.getByRole("group", { name: "Grind" });
  const size = picker.getByRole("group", { name: "Size" });
  await expect(grind.getByRole("button", { name: "Whole bean" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("variant-chosen")).toContainText("Whole bean, 1 kg");
  await expect(page.getByTestId("variant-price")).toHaveText("£32.00");

  await size.getByRole("button", { name: "250 g" }).click();
  await expect(page.getByTestId("variant-chosen")).toContainText("Whole bean, 250 g");
  await expect(page.getByTestId("variant-price")).toHaveText("£9.50");
  await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
  // Filter in 250 g is sold out: marked and not choosable.
  const filter = grind.getByRole("button", { name: /Filter/ });
  await expect(filter).toBeDisabled();
  await expect(filter).toContainText("sold out");

  await grind.getByRole("button", { name: "Espresso" }).click();
  await expect(page.getByTestId("variant-chosen")).toContainText("Espresso, 250 g");
  await expect(page.getByTestId("variant-chosen")).toContainText("In stock");
  const chosenUrl = page.url();

  await page.getByTestId("add-to-cart").click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added 1 × House Espresso Blend — Espresso, 250 g to your cart." }),
  ).toBeAttached();
  // The notice names the variant by its options and shows its price.
  const notice = page.getByTestId("cart-notice");
  await expect(notice.getByTestId("cart-notice-options")).toContainText("Grind: Espresso");
  await expect(notice.getByTestId("cart-notice-price")).toHaveText("1 × £9.50");

  // The address keeps the choice.
  await page.goto(chosenUrl);
  await expect(page.getByTestId("variant-chosen")).toContainText("Espresso, 250 g");
  await expect(page.getByTestId("variant-price")).toHaveText("£9.50");
}

test.describe("a product with variants", () => {
  test("option pickers choose the variant: its price and stock, sold-out values disabled, ?variant= kept, added to the cart", async ({
    page,
  }) => {
    await chooseVariant(page);
  });

  test("the same on a phone, with nothing wider than the screen", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await chooseVariant(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
