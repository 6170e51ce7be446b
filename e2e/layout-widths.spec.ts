import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { api, loginAs } from "../tests/support/http";
import {
  checkPage,
  customerFor,
  expect,
  fixtures,
  pageProblems,
  pauseCls,
  screenshotDir,
  signIn,
  test,
  watchPage,
} from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

// The width sweep: every storefront page at every common screen width, signed in with a full cart badge
// (the widest header) and signed out. Fails when the page scrolls sideways or a header/hero control is cut off.
// Full-page screenshots at 390, 1024 and 1440 go to <run>/e2e/screenshots/widths/.
const widths = [320, 360, 375, 390, 414, 768, 1024, 1280, 1366, 1440, 1920];
const screenshotWidths = new Set([390, 1024, 1440]);

const publicPages = [
  "/",
  "/collections/coffee",
  "/products/ethiopia-yirgacheffe",
  "/events/coffee-cupping-evening",
  "/blog",
  "/blog/how-we-source-our-coffee",
  "/pages/brewing-guide",
  "/search?q=coffee",
  "/contact",
];
const signedOutOnly = ["/login", "/register", "/forgot-password", "/reset-password"];
const accountPages = [
  "/cart",
  "/account",
  "/account/orders",
  "/account/points",
  "/account/addresses",
  "/account/payment-methods",
  "/account/subscriptions",
];

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 1280, height: 800 } });

const customer = () => customerFor("layout");
let storageFile = "";
let subscriptionPath = "";

/** Fills the customer's cart to two digits: buy every seeded order again until each product's per-order maximum. */
async function fillCart() {
  const token = await loginAs(customer());
  const orders = await api("GET", "/account/orders", { token });
  expect(orders.status).toBe(200);
  let count = 0;
  for (let round = 0; round < 4; round++) {
    for (const order of orders.body.data as { orderId: string }[]) {
      const res = await api("POST", `/account/orders/${order.orderId}/buy-again`, { token });
      expect([200, 422], res.text).toContain(res.status);
      if (res.status === 200) count = res.body.cart.itemCount;
    }
  }
  // A restarted worker finds the cart already full (every buy again answers 422): read the count.
  const cart = await api("GET", "/account/cart", { token });
  count = Math.max(count, cart.body?.data?.itemCount ?? 0);
  expect(count).toBeGreaterThanOrEqual(10);
}

async function prepare(browser: Browser) {
  if (storageFile) return;
  await fillCart();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, customer(), "/account");
  await page.goto("/");
  const box = page.getByRole("link", { name: "Build a subscription box" });
  subscriptionPath = new URL((await box.getAttribute("href")) ?? "/", fixtures().baseUrl).pathname;
  storageFile = path.join(screenshotDir(), "..", `layout-storage-${process.pid}.json`);
  await context.storageState({ path: storageFile });
  await context.close();
}

/** Everything wrong with the page's width: sideways scrolling, and header/hero controls cut off or off-screen. */
async function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const sw = document.documentElement.scrollWidth;
    if (sw > vw) problems.push(`page is ${sw}px wide in a ${vw}px viewport`);
    const describe = (el: Element) => {
      const text = (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("placeholder") || "")
        .trim()
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).split(" ")[0] : ""} "${text}"`;
    };
    const controls = document.querySelectorAll(
      ".site-header a, .site-header button, .site-header summary, .site-header input, .site-header .cart-count, .hero a, .hero button, .hero input, .hero h1, .hero p",
    );
    for (const el of Array.from(controls)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden (sr-only) or in a closed menu
      if (el.closest("details:not([open]) > :not(summary)")) continue;
      if (r.left < -0.5 || r.right > vw + 0.5)
        problems.push(`${describe(el)} runs off-screen (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`);
      const h = el as HTMLElement;
      if (h.scrollWidth > h.clientWidth + 1 && style.overflowX !== "visible")
        problems.push(`${describe(el)} is cut (${h.scrollWidth} > ${h.clientWidth})`);
      // Text inside a control that is wider than the control itself (clipped by an ancestor).
      for (const child of Array.from(el.children)) {
        const cr = child.getBoundingClientRect();
        if (cr.width > 1 && (cr.right > r.right + 1 || cr.left < r.left - 1) && style.overflow !== "visible")
          problems.push(`${describe(el)}: its ${child.tagName.toLowerCase()} sticks out`);
      }
    }
    return problems;
  });
}

/**
 * One load per page, then the viewport steps through every width (media queries and layout re-run without a
 * reload; the header, hero and tables are CSS-only responsive), so the sweep costs a page load, not eleven.
 */
async function sweep(page: Page, target: string, who: string): Promise<string[]> {
  const problems: string[] = [];
  // Loaded at a laptop width, where CLS is measured (the page guard); the resizes below are not shopper shifts.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(target);
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle"); // late shifts (data arriving after hydration) still count
  await pauseCls(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    for (const problem of await widthProblems(page)) problems.push(`${target} at ${width}px: ${problem}`);
    if (screenshotWidths.has(width)) {
      const name = `${who}-${target.replace(/[/?=&]+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(screenshotDir(), "widths", name), fullPage: true });
    }
  }
  return problems;
}

type Visit = { path: string | (() => string); who: "in" | "out" };
const visits: Visit[] = [
  ...publicPages.map((p) => ({ path: p, who: "in" as const })),
  { path: () => subscriptionPath, who: "in" },
  ...accountPages.map((p) => ({ path: p, who: "in" as const })),
  // Signed out: the header's other state, and the pages only a visitor sees.
  ...["/", "/products/ethiopia-yirgacheffe", ...signedOutOnly].map((p) => ({ path: p, who: "out" as const })),
];

// Two groups so both workers share the sweep; each keeps one signed-in and one signed-out context.
const groups = [visits.filter((_, i) => i % 2 === 0), visits.filter((_, i) => i % 2 === 1)];
groups.forEach((group, g) => {
  test(`pages fit at ${widths.join(", ")} px, signed in with a full cart and signed out (part ${g + 1} of 2)`, async ({ browser }) => {
    test.setTimeout(180_000);
    await prepare(browser);
    const signedIn = await browser.newContext({ storageState: storageFile });
    const signedOut = await browser.newContext();
    try {
      const pages = { in: await signedIn.newPage(), out: await signedOut.newPage() };
      await watchPage(pages.in);
      await watchPage(pages.out);
      const problems: string[] = [];
      for (const visit of group) {
        const target = typeof visit.path === "function" ? visit.path() : visit.path;
        problems.push(...(await sweep(pages[visit.who], target, visit.who)));
      }
      if (group.some((v) => v.who === "in")) await expect(pages.in.getByTestId("cart-link")).toHaveAccessibleName(/Cart, \d{2,} items/);
      expect(problems, "layout problems").toEqual([]);
      expect([...pageProblems(pages.in), ...pageProblems(pages.out)], "console, request or CLS problems").toEqual([]);
    } finally {
      await signedIn.close();
      await signedOut.close();
    }
  });
});

// The account on a phone: compact rows, tabs that wrap, buttons at the same place on every card, and a
// points page past the end that says so. Heights measured on the seeded customer (3 orders, 25 points entries).
test("the account on a phone: one-row order lines, compact points, wrapped tabs, aligned buttons, no page past the end", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await prepare(browser);
  const context = await browser.newContext({
    storageState: storageFile,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await watchPage(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);

    await page.goto("/account/orders");
    await expect(page.getByTestId("order").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Every account tab is wholly on screen (they wrap; none is cut off at the edge).
    const tabs = await page
      .getByRole("navigation", { name: "Your account" })
      .locator("a, button")
      .evaluateAll((els) => els.map((el) => ({ text: el.textContent?.trim(), ...el.getBoundingClientRect().toJSON() })));
    expect(tabs.length).toBeGreaterThan(5);
    for (const t of tabs) expect({ tab: t.text, inside: t.left >= 0 && t.right <= 390 }).toEqual({ tab: t.text, inside: true });
    // An order line without a badge is one row (name, "× 3", price), not three label/value lines.
    const lineHeights = await page
      .locator(".table-lines tbody tr")
      .evaluateAll((rows) => rows.filter((r) => !r.querySelector(".badge")).map((r) => r.getBoundingClientRect().height));
    expect(lineHeights.length).toBeGreaterThan(0);
    expect(Math.max(...lineHeights)).toBeLessThan(48);
    // The order's total sits on the row of its number.
    for (const order of await page.getByTestId("order").all()) {
      const [title, total] = await Promise.all([
        order.locator("h2").evaluate((el) => el.getBoundingClientRect().top),
        order.locator(".order-head-total strong").evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(Math.abs(title - total)).toBeLessThan(12);
    }
    expect(await height()).toBeLessThan(2700);
    await checkPage(page, "phone-account-orders");

    await page.goto("/account/points");
    const rows = page.getByTestId("points-table").locator("tbody tr");
    await expect(rows).toHaveCount(10);
    const pointsHeights = await rows.evaluateAll((trs) => trs.map((r) => r.getBoundingClientRect().height));
    // Two or three short lines (description with its badge, then date and balance), not a label/value stack per
    // cell (about 380 px a row before).
    expect(Math.max(...pointsHeights)).toBeLessThan(140);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await height()).toBeLessThan(3000);
    await checkPage(page, "phone-account-points");

    // Past the end: no "No points yet" under a balance, a link to the last page instead.
    await page.goto("/account/points?page=999");
    await expect(page.getByRole("heading", { name: "There is no page 999" })).toBeVisible();
    await expect(page.getByText("No points yet")).toHaveCount(0);
    await page.getByRole("button", { name: /^Go to the last page/ }).click();
    await expect(rows.first()).toBeVisible();
    await checkPage(page, "phone-account-points-past-end");

    await page.goto("/account/subscriptions");
    const cards = page.getByTestId("subscription").filter({ has: page.getByRole("link", { name: /^Manage/ }) });
    await expect(cards.nth(1)).toBeVisible(); // the list arrives after hydration
    expect(await cards.count()).toBeGreaterThan(1);
    // How many different left edges one button has across the cards: one, wherever it is.
    const leftEdges = async (pick: (card: Locator) => Locator) => {
      const edges = new Set<number>();
      for (const card of await cards.all()) edges.add(await pick(card).evaluate((el) => Math.round(el.getBoundingClientRect().left)));
      return edges.size;
    };
    expect(await leftEdges((c) => c.getByRole("link", { name: /^Manage/ }))).toBe(1);
    expect(await leftEdges((c) => c.getByRole("button", { name: /^Cancel subscription/ }))).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkPage(page, "phone-account-subscriptions");
    expect(pageProblems(page), "console, request or CLS problems").toEqual([]);
  } finally {
    await context.close();
  }
});
