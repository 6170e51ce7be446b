import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page, type TestInfo } from "@playwright/test";
import { customerFor as seededCustomerFor, fixtures, useSeededStore, useStoreForFile } from "../../tests/support/fixtures";
import { openDemoStore, type DemoStore } from "./new-store";
import { allowFailures, attachCls, consoleErrors, pageProblems, pauseCls, watchPage } from "./page-guard";

export { allowFailures, consoleErrors, fixtures, pageProblems, pauseCls, watchPage };

/** The seeded customer reserved for `purpose` (tests/support/fixtures.ts). */
export function customerFor(purpose: Parameters<typeof seededCustomerFor>[0], store: Parameters<typeof seededCustomerFor>[1] = "demo") {
  return seededCustomerFor(purpose, store);
}

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
      await new Promise((r) => setTimeout(r, 16));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 2_000 }).catch(() => {});
}

/**
 * Waits until React has hydrated the element (it carries React's fiber) and the effects of that render have run
 * (one frame, then one task): what the page does on hydration has been done, with no fixed sleep.
 */
export async function hydratedAndSettled(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")))).toBe(true);
  await locator.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** A full-page screenshot saved with the test results (screenshots/<name>.png) and attached to the report. */
export async function snap(page: Page, name: string, testInfo: TestInfo = test.info()) {
  await page.waitForLoadState("load");
  await loadLazyImages(page);
  const body = await page.screenshot({ path: path.join(screenshotDir(), `${name}.png`), fullPage: true });
  await testInfo.attach(`${name}.png`, { body, contentType: "image/png" });
}

/**
 * Every page a flow visits: an axe check (WCAG 2.1 A and AA rules and label-content-name-mismatch; no serious or critical violation)
 * and a full-page screenshot. Later states of the same page use snap() only.
 */
export async function checkPage(page: Page, name: string, testInfo: TestInfo = test.info()) {
  await page.waitForLoadState("load");
  // After a client-side navigation Next commits the new page first, then drops the old <title> and streams the new
  // one (measured: the document had no title for 22 ms after the new h1 showed, longer on a busy machine). Give it
  // that moment, before and, if axe caught the gap, once after; a page that never gets a title still fails.
  const titled = () => page.waitForFunction(() => document.title.trim() !== "", null, { timeout: 5_000 }).catch(() => undefined);
  await titled();
  // Plus WCAG 2.5.3 (label in name), which axe files under "experimental": a button's accessible name starts with
  // the words it shows ("Buy again: order SF-1014", not "Buy order SF-1014 again").
  // Legacy mode runs axe once in the page: the storefront has no frames, and the default mode's cross-frame finish
  // opens a second page and loads axe into it for every check (1.0 s a check here, legacy 0.5 s, same rules).
  const analyze = () =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
  let results = await analyze();
  if (results.violations.some((v) => v.id === "document-title")) {
    await titled();
    results = await analyze();
  }
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  await snap(page, name, testInfo);
  const report = blocking
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`)
    .join("\n");
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

/**
 * Fills the guest checkout's e-mail and delivery address and the card engine's fields. A country other than the
 * form's first choice is picked by its name; a region is picked from the country's list (a US state) or typed and
 * left, so the cart is priced for it.
 */
export async function fillGuestCheckout(
  page: Page,
  guest: { email: string; city: string; postcode: string; country?: string; region?: string | null; card: string },
) {
  await page.getByLabel("E-mail").fill(guest.email);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Address line 1").fill("1 Queen Square");
  await page.getByLabel("Town or city").fill(guest.city);
  // The country first: the address's fields follow it (a US address asks for a State from a list and a ZIP code).
  if (guest.country) await page.locator(`select[name="countryCode"]`).selectOption({ label: guest.country });
  const postalCode = page.getByLabel(/^(Postcode|ZIP code|Postal code|Eircode)/);
  await postalCode.fill(guest.postcode);
  if (guest.region) {
    const state = page.getByRole("combobox", { name: /^(State|Province)/ });
    if (await state.count()) await state.selectOption(guest.region);
    else {
      await page.getByLabel(/^(County|Region)/).fill(guest.region);
      await postalCode.focus();
    }
  }
  const engine = page.getByTestId("card-engine");
  await expect(engine.getByLabel("Card number")).toBeVisible();
  await engine.getByLabel("Card number").fill(guest.card);
  await engine.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await engine.getByLabel("Security code (CVC)").fill("123");
}

/** The store of this worker process for flows that only read (`ownStore: "worker"`), made when the first asks for it. */
let workerStore: Promise<DemoStore> | undefined;

/**
 * The test object every flow uses: its `page` is watched (console errors, failed requests, CLS > 0.05;
 * see page-guard.ts) and the test fails at the end if anything was seen.
 */
export const test = base.extend<{ guardedPage: void; ownStore: boolean | "worker"; store: DemoStore | undefined }>({
  // `test.use({ ownStore: true })`: each flow of the file gets a store of its own loaded with the demo data
  // (`tenant create --demo`), served on `<slug>.localhost`. Its pages are the flow's `baseURL`; `fixtures().demo`,
  // `customerFor` and the seed's ids (`demoId`) name it; `request` calls the API at the server's own address, where the
  // store's token chooses the store (Node, unlike the browser, does not resolve `*.localhost`).
  // `test.use({ ownStore: "worker" })`: the flows of files that only read pages share one such store per worker process
  // (a worker runs one flow at a time), so no other file's writes reach what they read.
  ownStore: [false, { option: true }],
  store: async ({ ownStore }, use) => {
    if (!ownStore) return use(undefined);
    const store = await (ownStore === "worker"
      ? (workerStore ??= openDemoStore("Northwind Roasters", 4))
      : openDemoStore("Northwind Roasters", 4));
    useStoreForFile(
      { tenantId: store.tenantId, apiToken: store.apiToken, slug: store.slug, customers: store.customers },
      { keepParity: true },
    );
    await use(store);
    useSeededStore();
  },
  baseURL: async ({ baseURL, store }, use) => use(store?.url ?? baseURL),
  request: async ({ request, store, playwright }, use) => {
    if (!store) return use(request);
    const own = await playwright.request.newContext({ baseURL: fixtures().baseUrl });
    await use(own);
    await own.dispose();
  },
  page: async ({ page }, use) => {
    await watchPage(page);
    await use(page);
  },
  guardedPage: [
    async ({ page }, use, testInfo) => {
      await use();
      await attachCls(page, testInfo);
      const problems = pageProblems(page);
      expect(problems, `the page reported problems:\n${problems.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The two widths the flows run at: a phone and a desktop. */
export const phoneAndDesktop = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

/** Fails when the page scrolls sideways. */
export async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}
