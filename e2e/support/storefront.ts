import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { customerFor, fixtures } from "../../tests/support/fixtures";

export { customerFor, fixtures };

/** Where every page's screenshot goes: beside the run's other results. */
export function screenshotDir(): string {
  const dir = path.join(process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(400, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 3_000 })
    .catch(() => {});
}

/**
 * Every page a flow visits: an axe check (no serious or critical violation, WCAG 2.1 A/AA) and a
 * full-page screenshot saved with the test results and attached to the report.
 */
export async function checkPage(page: Page, name: string, testInfo: TestInfo = test.info()) {
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  await loadLazyImages(page);
  const file = path.join(screenshotDir(), `${name}.png`);
  const body = await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}.png`, { body, contentType: "image/png" });
  const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`).join("\n");
  expect(blocking, `axe found serious or critical violations on ${name}:\n${report}`).toEqual([]);
}

/** Signs in through the storefront's login form (next-auth over POST /api/v1/account/login). */
export async function signIn(page: Page, customer: { email: string; password: string }, callbackUrl = "/account") {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === callbackUrl.split("?")[0]);
}

export const test = base;
export { expect };
