import { clsValues } from "./support/page-guard";
import { expect, pageProblems, test, watchPage } from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

// The page guard every flow relies on (support/page-guard.ts) must see a layout shift, file it under the page that
// shifted, and stop counting once the test resizes the viewport.
test("the page guard counts a load's layout shift, files it under that page, and stops at a resize", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await watchPage(page);
    await page.goto("/");
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => (window as unknown as { __clsPaused?: boolean }).__clsPaused ?? false)).toBe(false);

    // A banner pushed in above everything, with no input before it: what a late-arriving element does.
    const pushBanner = () =>
      page.evaluate(() => {
        const banner = document.createElement("div");
        banner.style.height = "400px";
        document.body.prepend(banner);
      });
    await pushBanner();
    await expect.poll(() => pageProblems(page).filter((p) => p.startsWith("cls on /:")).length).toBe(1);
    const shifted = clsValues(page)["/"];

    // Resized on purpose: what moves afterwards (the reflow's late effects) is not counted; then navigated at once,
    // and nothing is filed under the next page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __clsPaused?: boolean }).__clsPaused ?? false)).toBe(true);
    // Chrome reports no shift for half a second after a resize: banners go in until Chrome reports one (so the
    // page guard has seen it too), which must then not have been counted.
    await page.evaluate(() => {
      const seen = window as unknown as { __shiftsSeen: number };
      seen.__shiftsSeen = 0;
      new PerformanceObserver((list) => (seen.__shiftsSeen += list.getEntries().length)).observe({ type: "layout-shift" });
    });
    await expect
      .poll(async () => {
        await pushBanner();
        return page.evaluate(() => (window as unknown as { __shiftsSeen: number }).__shiftsSeen);
      })
      .toBeGreaterThan(0);
    expect(clsValues(page)["/"]).toBe(shifted);
    await page.goto("/collections/coffee");
    await expect(page.locator("main h1").first()).toBeVisible();
    expect(pageProblems(page).filter((p) => p.startsWith("cls on /collections/coffee"))).toEqual([]);
  } finally {
    await context.close();
  }
});
