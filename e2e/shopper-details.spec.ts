import type { Locator, Page } from "@playwright/test";
import { api } from "../tests/support/http";
import {
  checkPage,
  consoleErrors,
  expect,
  fixtures,
  hydratedAndSettled,
  pageProblems,
  pauseCls,
  signIn,
  snap,
  test,
  watchPage,
} from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

// Details a shopper notices on a walk through the store. Each check runs at a phone width and a desktop width.
const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** How far the sticky header reaches down the viewport. */
async function headerBottom(page: Page): Promise<number> {
  return page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().bottom);
}

/** The element's box is wholly inside the viewport and not under the sticky header. */
async function expectInViewBelowHeader(page: Page, locator: Locator) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, viewport: window.innerHeight };
  });
  const header = await headerBottom(page);
  expect(box.top, "the element's top is below the sticky header").toBeGreaterThanOrEqual(header - 0.5);
  expect(box.bottom, "the element's bottom is inside the viewport").toBeLessThanOrEqual(box.viewport + 0.5);
}

/** A new customer of the demo store, through the API (this spec signs out, which must not disturb other flows). */
async function newCustomer(tag: string) {
  const email = `details-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = "Walk-the-shop-33";
  const res = await api("POST", "/account/register", {
    token: fixtures().demo.apiToken,
    body: { firstName: "Dana", lastName: "Walker", email, password },
  });
  expect(res.status, res.text).toBe(201);
  return { email, password };
}

for (const { name, viewport } of widths) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport, ...(name === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("the contact form's thank-you is focused and in view, and a malformed address is caught before sending", async ({ page }) => {
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/v1/messages")) sent.push(r.method());
      });
      await page.goto("/contact");
      await page.getByLabel("Your name").fill("Dana Walker");
      await page.getByLabel("E-mail address").fill("dana@example");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you roast decaf?");
      await page.getByRole("button", { name: "Send message" }).click();
      // The browser says so at once: nothing sent, nothing red in the console, the field keeps what was typed.
      await expect(page.getByTestId("email-error")).toHaveText("Enter an e-mail address like name@example.com");
      await expect(page.getByLabel("E-mail address")).toBeFocused();
      await expect(page.getByLabel("E-mail address")).toHaveValue("dana@example");
      expect(sent).toEqual([]);
      expect(consoleErrors(page)).toEqual([]);

      await page.getByLabel("E-mail address").fill("dana@example.org");
      await page.getByRole("button", { name: "Send message" }).click();
      const thanks = page.getByTestId("contact-thanks");
      await expect(thanks).toContainText("Thank you, your message is on its way");
      await expect(thanks).toBeFocused();
      await expectInViewBelowHeader(page, thanks);
      expect(sent).toEqual(["POST"]);
      await snap(page, `details-contact-sent-${viewport.width}`);
    });

    test("forgot password right after signing out: what the shopper types is never wiped", async ({ page }) => {
      const customer = await newCustomer(`forgot-${viewport.width}`);
      await signIn(page, customer, "/account");
      await page.getByRole("button", { name: "Sign out" }).first().click();
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.has("signedOut"));
      // The next page takes a moment to arrive (as on a slow connection): the shopper starts typing at once, in
      // the field on screen, which is still the sign-in form's. The address must arrive with the new page.
      const slow = /\/forgot-password(\?|$)/;
      await page.route(slow, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue().catch(() => {});
      });
      await page.getByRole("link", { name: "Forgotten your password?" }).click();
      const email = page.getByLabel("E-mail address");
      await email.fill(customer.email);
      await expect(page.getByRole("heading", { level: 1, name: "Forgotten your password?" })).toBeVisible();
      await page.unroute(slow);
      await hydratedAndSettled(email);
      await expect(email).toHaveValue(customer.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

      // Straight to the page (or an autofilled address): typed before the page is interactive, still there after.
      await page.goto("/forgot-password", { waitUntil: "commit" });
      await email.fill("early@example.org");
      await page.waitForLoadState("load");
      await hydratedAndSettled(email);
      await expect(email).toHaveValue("early@example.org");
      expect(consoleErrors(page)).toEqual([]);
    });

    test("tabbing backwards up a long form never leaves focus under the sticky header", async ({ page }) => {
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send message" });
      await send.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await send.focus();
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Shift+Tab");
        const focused = page.locator(":focus");
        await expect(focused).toHaveCount(1);
        await expectInViewBelowHeader(page, focused);
      }
      await expect(page.getByLabel("Your name")).toBeFocused();
    });

    test("ordinary slips on the sign-in, registration and reset forms are answered without a refused request", async ({ page }) => {
      const refused: string[] = [];
      page.on("response", (r) => {
        if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
      });
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("email-error")).toHaveText("Enter your e-mail address");
      await expect(page.getByLabel("E-mail address")).toBeFocused();
      await page.getByLabel("E-mail address").fill("dana@example.org");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("password-error")).toHaveText("Enter your password");
      await expect(page.getByLabel("Password")).toBeFocused();

      await page.goto("/register");
      await page.getByLabel("First name").fill("Dana");
      await page.getByLabel("Last name").fill("Walker");
      await page.getByLabel("E-mail address").fill("dana.example.org");
      await page.getByLabel("Password").fill("short");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByTestId("email-error")).toHaveText("Enter an e-mail address like name@example.com");
      await expect(page.getByTestId("password-error")).toHaveText("Password must be at least 8 characters long");
      await expect(page.getByLabel("E-mail address")).toBeFocused();
      await expect(page.getByLabel("First name")).toHaveValue("Dana");

      await page.goto("/forgot-password");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByTestId("email-error")).toHaveText("Enter your e-mail address");
      await expect(page.getByLabel("E-mail address")).toBeFocused();

      expect(refused).toEqual([]);
      expect(consoleErrors(page)).toEqual([]);
    });

    test("the blog shows one date, the publication date, on the list and on the post", async ({ page }) => {
      await page.goto("/blog");
      const listedTime = page.locator('a[href="/blog/holiday-gift-ideas"] time');
      await expect(listedTime).toHaveAttribute("datetime", "2026-08-30T09:00:00Z");
      const listedText = await listedTime.textContent();
      await page.goto("/blog/holiday-gift-ideas");
      const time = page.locator(".article-meta time");
      await expect(time).toHaveAttribute("datetime", "2026-08-30T09:00:00Z");
      await expect(time).toHaveText(listedText ?? "");
    });

    test("a search that finds nothing shows no filter chips; one that finds something shows only useful ones", async ({ page }) => {
      await page.goto("/search?q=qqqzzzxxx");
      await expect(page.getByRole("heading", { name: /Nothing matches/ })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Filter by type" })).toHaveCount(0);
      await page.goto("/search?q=coffee");
      const chips = page.getByRole("navigation", { name: "Filter by type" }).locator(".count");
      await expect(chips.first()).toBeVisible();
      const counts = await chips.allTextContents();
      expect(counts.length).toBeGreaterThan(1);
      for (const count of counts) expect(Number(count)).toBeGreaterThan(0);
      // A typo says what was searched instead.
      await page.goto("/search?q=cofee");
      await expect(page.getByTestId("corrected-query")).toHaveText("coffee");
    });

    test("the box builder: one heading style for every step, and on phones the total and Subscribe stay pinned", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Build a subscription box" }).click();
      await expect(page.getByTestId("package-item").first()).toBeVisible();
      const styles = await page.locator(".configurator .step-title").evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el);
          return `${s.fontFamily}|${s.fontSize}|${s.fontWeight}`;
        }),
      );
      expect(styles).toHaveLength(3);
      expect(new Set(styles).size, styles.join("\n")).toBe(1);
      const bar = page.getByTestId("box-bar");
      if (name === "phone") {
        // Half-way down the list: the bar is on screen, at its bottom edge, with the running total.
        await page.getByTestId("package-item").nth(2).scrollIntoViewIfNeeded();
        await expect(bar).toBeVisible();
        const box = await bar.boundingBox();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
        await expect(bar).toContainText(await page.getByTestId("box-price").innerText());
        await snap(page, "details-box-builder-phone");
      } else {
        await expect(bar).toBeHidden();
      }
    });

    test("the box builder's step 4 gets room: half the width at desktop, the whole width on phones", async ({ page }) => {
      const customer = await newCustomer(`box-${viewport.width}`);
      await signIn(page, customer, "/");
      await page.getByRole("link", { name: "Build a subscription box" }).click();
      await page.getByRole("button", { name: "Subscribe", exact: true }).click();
      const panel = page.locator(".subscribe-panel");
      await expect(panel.getByRole("heading", { name: "4. Delivery and payment" })).toBeFocused();
      const [panelWidth, builderWidth] = await Promise.all([
        panel.evaluate((el) => el.getBoundingClientRect().width),
        page.locator(".configurator").evaluate((el) => el.getBoundingClientRect().width),
      ]);
      expect(panelWidth / builderWidth).toBeGreaterThan(name === "phone" ? 0.85 : 0.4);
    });
  });
}

test.describe("header", () => {
  test("the cart count never covers the word Cart, and the header lines up with the page at wide screens", async ({ page }) => {
    await page.goto("/products/ethiopia-yirgacheffe");
    await page.getByRole("button", { name: /Add to cart/ }).click();
    const count = page.getByTestId("cart-count");
    await expect(count).toBeVisible();
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const label = page.getByTestId("cart-link").locator(".label");
      const [badge, word] = await Promise.all([count.boundingBox(), label.boundingBox()]);
      expect(badge && word, `badge and word at ${width}`).toBeTruthy();
      expect(badge!.x, `the count starts after the word at ${width}`).toBeGreaterThanOrEqual(word!.x + word!.width);
      const [brand, content] = await Promise.all([
        page.locator(".site-header .brand").evaluate((el) => el.getBoundingClientRect().left),
        page
          .locator("main .container")
          .first()
          .evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)),
      ]);
      expect(Math.abs(brand - content), `header and content left edges at ${width}`).toBeLessThanOrEqual(1);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(count).toBeVisible();
  });

  test("the mobile menu is a drawer with a close button, a dimmed page and the account link", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await watchPage(page);
    await page.goto("/");
    const menu = page.getByLabel("Menu", { exact: true });
    await menu.click();
    const panel = page.getByTestId("mobile-menu-panel");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(844);
    // The page behind is dimmed.
    const backdrop = await menu.evaluate((el) => getComputedStyle(el, "::before").backgroundColor);
    expect(backdrop).toMatch(/^rgba\(.+, 0\.\d+\)$/);
    await expect(panel.getByRole("link", { name: "Sign in" })).toBeVisible();
    await checkPage(page, "details-mobile-menu");
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    // A tap on the dimmed page closes it too.
    await menu.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(380, 600);
    await expect(panel).toBeHidden();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

// The product page that sells, and the collection page's order and ends.
test.describe("product and collection pages", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    test(`the product page at ${viewport.width}: title beside the pictures, Add to cart in view, related products`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await watchPage(page);
      await page.goto("/products/ethiopia-yirgacheffe");
      const title = page.getByRole("heading", { level: 1, name: "Ethiopia Yirgacheffe Coffee" });
      await expect(title).toBeVisible();
      // The title is in the details column, with the price and the button.
      await expect(page.locator(".product-info").getByRole("heading", { level: 1 })).toHaveCount(1);
      const add = page.getByTestId("add-to-cart");
      const [button, media] = await Promise.all([add.boundingBox(), page.locator(".product-gallery").boundingBox()]);
      if (viewport.width >= 750) {
        // Two columns: the button is above the fold and beside the pictures.
        expect(button!.y + button!.height).toBeLessThanOrEqual(viewport.height);
        expect(button!.x).toBeGreaterThan(media!.x + media!.width - 1);
      } else {
        // One column: Add to cart spans most of the row.
        const row = await page.locator(".add-to-cart").boundingBox();
        expect(button!.width).toBeGreaterThan(row!.width * 0.5);
      }
      const related = page.getByTestId("related-products");
      await expect(related.getByRole("heading", { name: /^More from / })).toBeVisible();
      const cards = related.getByTestId("product-card");
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(related.getByRole("link", { name: /Ethiopia Yirgacheffe Coffee/ })).toHaveCount(0);
      await checkPage(page, `product-page-${viewport.width}`);
      // The larger view (zoom): a dialog with the picture, focus on Close; Escape closes it, focus back on the picture.
      const picture = page.getByTestId("gallery-zoom").first();
      await picture.click();
      const zoom = page.getByRole("dialog", { name: "Ethiopia Yirgacheffe Coffee" });
      await expect(zoom).toBeVisible();
      await expect(zoom.getByRole("img", { name: "Ethiopia Yirgacheffe Coffee" })).toBeVisible();
      await expect(zoom.getByRole("button", { name: "Close" })).toBeFocused();
      const [large, small] = await Promise.all([zoom.getByRole("img").boundingBox(), page.locator(".gallery-strip img").boundingBox()]);
      expect(large!.width, "the larger view is larger").toBeGreaterThan(small!.width);
      expect(large!.y + large!.height, "the larger view fits the screen").toBeLessThanOrEqual(viewport.height);
      // Centred in its dialog, which neither scrolls nor leaves a band beside the picture.
      const fit = await page.getByTestId("gallery-dialog").evaluate((el) => {
        const box = el.getBoundingClientRect();
        const img = el.querySelector(".dialog-zoom-image")!.getBoundingClientRect();
        return {
          left: img.left - box.left,
          right: box.right - img.right,
          scrolls: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        };
      });
      expect(fit.scrolls, "the zoom dialog scrolls").toBe(false);
      expect(Math.abs(fit.left - fit.right), "the larger view is centred").toBeLessThanOrEqual(1);
      await checkPage(page, `product-zoom-${viewport.width}`);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("gallery-dialog")).toHaveCount(0);
      await expect(picture).toBeFocused();
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} the cart notice hangs under the cart icon and never covers the quantity or Add to cart`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await watchPage(page);
      await page.goto("/products/kenya-nyeri");
      await expect(page.getByRole("heading", { level: 1, name: "Kenya Nyeri Coffee" })).toBeVisible();
      // The shopper has scrolled the quantity and Add to cart up to just under the sticky header.
      await page.evaluate(() => {
        const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
        window.scrollBy(0, document.querySelector(".add-to-cart")!.getBoundingClientRect().top - header - 4);
      });
      await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        w.__shift = 0;
        w.__shifted = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
            w.__shift += shift.value;
            // What moved, for the failure's message.
            for (const source of shift.sources)
              w.__shifted.push(`${source.node?.nodeName}.${(source.node as Element | undefined)?.className ?? ""}`);
          }
        }).observe({ type: "layout-shift" });
      });
      await page.getByTestId("add-to-cart").click();
      const notice = page.getByTestId("cart-notice");
      await expect(notice).toContainText("Added 1 × Kenya Nyeri Coffee to your cart.");
      await expect(notice).toBeFocused();
      type Box = { x: number; y: number; width: number; height: number };
      const boxOf = async (id: string): Promise<Box> => (await page.getByTestId(id).boundingBox())!;
      const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const [box, button, quantity, cart] = await Promise.all(["cart-notice", "add-to-cart", "quantity-value", "cart-link"].map(boxOf));
      expect(overlaps(box!, button!), "the notice covers Add to cart").toBe(false);
      expect(overlaps(box!, quantity!), "the notice covers the quantity").toBe(false);
      expect(box!.y, "the notice hangs under the cart icon").toBeGreaterThanOrEqual(cart!.y + cart!.height);
      expect(box!.x + box!.width).toBeGreaterThanOrEqual(cart!.x + cart!.width / 2);
      expect(button!.y + button!.height, "Add to cart is still in view").toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), "layout shift").toBeLessThanOrEqual(0.01);
      await snap(page, `cart-notice-scrolled-${viewport.width}`);
      // The full-page screenshot grows the viewport for a moment and scrolls for lazy images: not the shopper's shifts.
      await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        w.__shift = 0;
        w.__shifted = [];
      });
      // Dawn's notification: a dialog with the item's picture, name, price, the cart and checkout.
      await expect(page.getByRole("dialog", { name: "Added to your cart" })).toBeVisible();
      await expect(notice.locator(".cart-notice-image img")).toBeVisible();
      await expect(notice.getByRole("heading", { level: 3 })).toHaveText("Kenya Nyeri Coffee");
      await expect(notice.getByTestId("cart-notice-price")).toHaveText(/^1 × £\d+\.\d{2}$/);
      await expect(notice.getByRole("link", { name: /^View cart \(\d+\)$/ })).toHaveAttribute("href", "/cart");
      await expect(notice.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
      // Escape closes it and gives focus back to Add to cart; so does "Continue shopping".
      await page.keyboard.press("Escape");
      await expect(notice).toHaveCount(0);
      await expect(page.getByTestId("add-to-cart")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice).toBeFocused();
      await notice.getByRole("button", { name: "Continue shopping" }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByTestId("add-to-cart")).toBeFocused();
      const moved = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        return { shift: w.__shift, what: w.__shifted };
      });
      expect(moved.shift, `layout shift: ${moved.what.join(", ")}`).toBeLessThanOrEqual(0.01);
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} a collection's order and filters: a "Filter and sort" drawer on a phone, inline on a desktop`, async ({
      browser,
    }) => {
      const phone = viewport.width < 750;
      const context = await browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await watchPage(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/collections/coffee");
      const trigger = page.getByRole("button", { name: "Filter and sort" });
      const firstCard = page.getByTestId("product-card").first();
      await expect(firstCard).toBeVisible();
      // Interactive (the controls' form carries React's fiber) before the first product is measured.
      await expect
        .poll(() => page.locator("form.collection-controls").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), {
          timeout: 30_000,
        })
        .toBe(true);
      const cardTop = await firstCard.evaluate((el) => el.getBoundingClientRect().top);
      if (!phone) {
        await expect(trigger).toBeHidden();
        await expect(page.getByTestId("sort-select")).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), "layout shift").toBeLessThanOrEqual(0.05);
        await context.close();
        return;
      }
      // The controls wait in the drawer: the first product starts in the upper half of the screen.
      await expect(page.getByTestId("sort-select")).toBeHidden();
      expect(cardTop, "the first product's top").toBeLessThanOrEqual(viewport.height / 2);
      await trigger.click();
      const drawer = page.getByRole("dialog", { name: "Filter and sort" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("heading", { name: "Filter and sort" })).toBeFocused();
      await checkPage(page, "collection-facets-drawer-390");
      // Focus stays in the drawer; Escape closes it and gives focus back to its button.
      for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(trigger).toBeFocused();
      // Opening and closing the drawer moved nothing (the results' new order, below, is what was asked for).
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), "layout shift").toBeLessThanOrEqual(0.05);
      // Choices wait for "Show results", then apply together; the button counts them.
      await trigger.click();
      await drawer.getByTestId("sort-select").selectOption("price-desc");
      await drawer.getByTestId("in-stock-filter").check();
      expect(page.url()).not.toContain("sort=");
      await drawer.getByRole("button", { name: "Show results" }).click();
      await page.waitForURL("**/collections/coffee?sort=price-desc&inStock=true");
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Filter and sort (2)" })).toBeFocused();
      await expect(firstCard).toBeVisible();
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });

    test(`at ${viewport.width} moving to another page starts it at the top, announcement bar in full`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, ...(viewport.width < 750 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await watchPage(page);
      await page.goto("/collections/coffee");
      const card = page.getByTestId("product-card").last();
      await expect
        .poll(() => page.locator("form.collection-controls").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), {
          timeout: 30_000,
        })
        .toBe(true);
      // Down the page, past the last product: the link is followed from there.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await card.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await card.click();
      await page.waitForURL("**/products/**");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.locator(".announcement").evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }

  test("a collection sorts as soon as the order is chosen, and a page past the end says so", async ({ page }) => {
    await page.goto("/collections/coffee");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
    // selectOption sends no pointer or key event, where a shopper's interaction ends the load's CLS (page-guard.ts).
    await pauseCls(page);
    await page.getByTestId("sort-select").selectOption("price-desc");
    await page.waitForURL("**/collections/coffee?sort=price-desc");
    await expect(page.getByTestId("sort-select")).toHaveValue("price-desc");
    // Filters apply the same way and keep the order.
    await page.getByTestId("in-stock-filter").check();
    await page.waitForURL("**/collections/coffee?sort=price-desc&inStock=true");
    await expect(page.getByTestId("in-stock-filter")).toBeChecked();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await page.getByTestId("type-select").selectOption("subscription_package");
    await page.waitForURL("**/collections/coffee?sort=price-desc&type=subscription_package&inStock=true");
    await page.getByTestId("type-select").selectOption("");
    await page.waitForURL("**/collections/coffee?sort=price-desc&inStock=true");
    // A price band, labelled in the shopper's currency: every card left is priced within it.
    const price = page.getByTestId("price-select");
    await expect(price.getByRole("option")).toHaveText(["Any price", "Under £10", "£10 to £20", "£20 to £40", "£40 and over"]);
    await price.selectOption({ label: "£10 to £20" });
    await page.waitForURL("**/collections/coffee?sort=price-desc&price=10-20&inStock=true");
    await expect(price).toHaveValue("10-20");
    const cards = page.getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator(".price").allTextContents()) {
      const pounds = Number(/£(\d+\.\d{2})/.exec(text)?.[1]);
      expect(pounds, text).toBeGreaterThanOrEqual(10);
      expect(pounds, text).toBeLessThan(20);
    }
    await checkPage(page, "collection-price-band");
    await page.goto("/collections/coffee?page=99");
    await expect(page.getByRole("heading", { name: "There is no page 99" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing here yet" })).toHaveCount(0);
  });
});
