import { operatorToken } from "../tests/support/operator-tokens";
import { checkPage, expect, fixtures, test } from "./support/storefront";

// The pages are read in this worker's own store; the one flow that stores hostile HTML gets a store of its own.
test.use({ ownStore: "worker" });

test.describe("browse pages and posts", () => {
  test("home, CMS pages, the journal, a post and the 404 page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fresh coffee");
    await expect(page.getByRole("heading", { name: "Stories from the shop" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Good to know" })).toBeVisible();
    await expect(page.getByRole("search").first()).toBeVisible();
    await checkPage(page, "home");

    // A featured CMS page from the home page.
    await page
      .getByRole("link", { name: /About Us/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pages\/about-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Roasted in small batches" })).toBeVisible();
    await expect(page.getByRole("img", { name: /About Us: hero image/ })).toBeVisible();
    await expect(page).toHaveTitle(/About Northwind Roasters/);
    await checkPage(page, "page-about-us");

    // Drafts are never shown. (The draft post: the back office's flow publishes and unpublishes the draft page,
    // winter-sale-preview, at the same time on the other worker.)
    const draft = await page.goto("/blog/unreleased-spring-menu");
    expect(draft?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await checkPage(page, "not-found");

    // The journal and a post.
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "The journal" })).toBeVisible();
    const posts = page.locator("main a.card-link");
    await expect(posts).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Our Spring Menu (Draft)" })).toHaveCount(0);
    await checkPage(page, "blog");
    await page.getByRole("link", { name: /How We Source Our Coffee/ }).click();
    await expect(page).toHaveURL(/\/blog\/how-we-source-our-coffee$/);
    await expect(page.getByRole("heading", { level: 1, name: "How We Source Our Coffee" })).toBeVisible();
    await expect(page.getByText("By Maya Thornton")).toBeVisible();
    await expect(page.getByText("This year we travelled to Huila and Nyeri.")).toBeVisible();
    await checkPage(page, "blog-post");
  });

  test("from a post to its collection, a product and an event", async ({ page }) => {
    await page.goto("/blog/how-we-source-our-coffee");
    await page.getByRole("main").getByRole("link", { name: "Coffee", exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/coffee$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coffee" })).toBeVisible();
    await checkPage(page, "collection");
    await page.getByRole("link", { name: /Kenya Nyeri Coffee/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kenya Nyeri Coffee" })).toBeVisible();
    await expect(page.getByText("£14.00").first()).toBeVisible();
    await checkPage(page, "product");

    await page.goto("/events/coffee-cupping-evening");
    await expect(page.getByRole("heading", { level: 1, name: "Coffee Cupping Evening" })).toBeVisible();
    await expect(page.getByText("Northwind Roastery, Bristol")).toBeVisible();
    await checkPage(page, "event");
  });

  test("content pages are complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pages/shipping-and-returns");
    await expect(page.getByRole("heading", { level: 1, name: "Shipping and Returns" })).toBeVisible();
    await expect(page.getByText("Orders placed before noon ship the same day.")).toBeVisible();
    await expect(page.getByText(/WELCOME10 takes 10% off your first order/)).toBeVisible();
    await page.goto("/blog/a-beginners-guide-to-loose-leaf-tea");
    await expect(page.getByRole("heading", { level: 1, name: "A Beginner's Guide to Loose Leaf Tea" })).toBeVisible();
    await expect(page.getByText(/Green teas like cooler water/)).toBeVisible();
    // No script or inline handler from stored content reaches the page.
    const html = await page.locator(".prose").innerHTML();
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
    await context.close();
  });

  test("the layout works on a phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByLabel("Menu", { exact: true });
    await menu.click();
    const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobileNav.getByRole("link", { name: "Journal" })).toBeVisible();
    // Escape closes the menu and puts focus back on its button.
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(mobileNav.getByRole("link", { name: "Journal" })).toBeVisible();
    await checkPage(page, "home-mobile");
    await page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Tea" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tea" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkPage(page, "collection-mobile");
    await context.close();
  });

  test.describe("in a store of its own", () => {
    test.use({ ownStore: true });

    test("stored HTML is sanitised before it is rendered", async ({ page, request }) => {
      const slug = "meet-the-roasters";
      const path = `/api/v1/operator/posts/${slug}`;
      const headers = { authorization: `Bearer ${await operatorToken(fixtures().demo.tenantId)}` };
      const hostile =
        '<p>Our roasting team of four tastes every batch.</p><script>window.__xss = "script"</script>' +
        '<img src="/images/pages/team.svg" alt="The team" onerror="window.__xss = \'onerror\'">' +
        '<a href="javascript:window.__xss=\'href\'">Say hello</a><iframe src="https://example.org"></iframe>' +
        '<p style="position:fixed" onclick="window.__xss=\'click\'">Styled</p>';

      async function expectClean() {
        await page.goto(`/blog/${slug}`);
        const prose = page.locator(".prose");
        await expect(prose.getByText("Our roasting team of four tastes every batch.")).toBeVisible();
        await expect(prose.getByRole("img", { name: "The team" })).toBeVisible();
        const html = await prose.innerHTML();
        expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:|style=/i);
        await prose.getByText("Styled").click();
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      }

      // Through the operator API (which also cleans what it stores).
      expect((await request.patch(path, { headers, data: { content: hostile } })).status()).toBe(200);
      await expectClean();

      // Straight into the database, as an import would: only the storefront's own sanitiser stands in the way.
      // (Postgres runs only: the embedded database belongs to the server process.)
      const databaseUrl = process.env.TEST_DATABASE_URL;
      if (databaseUrl) {
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query("update blog_posts set content = $1 where tenant_id = $2 and slug = $3", [
            hostile,
            fixtures().demo.tenantId,
            slug,
          ]);
        } finally {
          await client.end();
        }
        // A no-op edit drops the server's cached copy of the post; the hostile content stays stored.
        expect((await request.patch(path, { headers, data: { title: "Meet the Roasters" } })).status()).toBe(200);
        await expectClean();
      }
    });
  });

  test("on a 360 px phone the header is one row under 64 px with the store's name, and the announcement scrolls away", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    await expect(page.getByTestId("market-switcher")).toBeEnabled();
    const header = page.locator(".site-header");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    const name = page.locator(".site-header .brand span").last();
    await expect(name).toHaveText("Northwind Roasters");
    expect((await name.boundingBox())!.width).toBeGreaterThan(20);
    // The announcement bar is one line (the delivery promise and the market switcher) and is not sticky.
    const announcement = page.locator(".announcement");
    expect((await announcement.boundingBox())!.height).toBeLessThanOrEqual(40);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await announcement.boundingBox())!.y).toBeLessThan(0);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    await checkPage(page, "home-360");
  });
});
