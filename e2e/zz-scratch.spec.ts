import { expect, test } from "./support/storefront";

// Scratch (not committed): the regression checks must fail without the fixes.
test("without scroll padding, shift-tab leaves focus under the header", async ({ page }) => {
  await page.goto("/contact");
  await page.addStyleTag({ content: "html { scroll-padding-top: 0 !important; }" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: "Send message" }).focus();
  const tops: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    tops.push(await page.locator(":focus").evaluate((el) => el.getBoundingClientRect().top));
  }
  const header = await page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().bottom);
  console.log("tops", tops, "header", header);
  expect(Math.min(...tops)).toBeLessThan(header);
});
