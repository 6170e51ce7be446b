import type { Page } from "@playwright/test";
import { api } from "../tests/support/http";
import { operatorToken } from "../tests/support/operator-tokens";
import { checkPage, expect, fixtures, phoneAndDesktop, test } from "./support/storefront";

// Each flow signs in to a store of its own (loaded with the demo data) and changes it freely.
test.use({ ownStore: true });

/**
 * The back office's pages as the demo store's owner uses them, at phone and desktop widths: every page
 * renders and passes axe; a discount created here applies in the storefront's cart; a page edit published here shows
 * on the storefront at once.
 */
const password = "Back-Office-e2e-42";
const widths = phoneAndDesktop;

/** A new owner of the flow's store (POST /operator/staff with the CLI's operator token), signed in at /admin/login. */
async function signInToBackOffice(page: Page) {
  const email = `e2e-owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await api("POST", "/operator/staff", {
    token: await operatorToken(fixtures().demo.tenantId),
    body: { email, name: "E2E Owner", password, role: "owner" },
  });
  expect(created.status, created.text).toBe(201);
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
}

const consolePages: [string, string][] = [
  ["/admin/messages", "Messages"],
  ["/admin/products", "Products"],
  ["/admin/products/burr-grinder", "Hand Burr Grinder"],
  ["/admin/products/collections/coffee", "Coffee"],
  ["/admin/discounts", "Discounts"],
  ["/admin/content", "Content"],
  ["/admin/content/pages/about-us", "About"],
  ["/admin/content/posts/how-we-source-our-coffee", "Coffee"],
  ["/admin/subscriptions", "Subscriptions"],
  ["/admin/events", "Events"],
  ["/admin/door", "Door check-in"],
  ["/admin/orders", "Orders"],
  ["/admin/audit", "Audit log"],
  ["/admin/settings", "Settings"],
];

for (const size of widths) {
  test(`every back-office page of this work renders with its data at ${size.name} width`, async ({ page }) => {
    // Fourteen dense pages, each checked by axe: several seconds each on a loaded 2-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await signInToBackOffice(page);
    for (const [path, heading] of consolePages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await checkPage(page, `admin-${path.replaceAll("/", "-")}-${size.name}`);
      // Every table's frame (it scrolls sideways on a phone) takes keyboard focus and says what it holds.
      for (const frame of await page.locator(".admin-table-wrap").all()) {
        await expect(frame).toHaveAttribute("tabindex", "0");
        await expect(frame).toHaveRole("region");
        await expect(frame).toHaveAccessibleName(/\S/);
      }
    }
    // The orders and customers lists: cards on a phone (each figure labelled, the total in view), a table on a desktop.
    for (const path of ["/admin/orders", "/admin/customers"]) {
      await page.goto(path);
      const row = page.locator(".admin-table tbody tr").first();
      const cells = await row.evaluate((tr) => ({
        display: getComputedStyle(tr).display,
        right: Math.max(...Array.from(tr.children).map((td) => td.getBoundingClientRect().right)),
        labels: Array.from(tr.children).map((td) => (td.getAttribute("data-label") ? getComputedStyle(td, "::before").content : null)),
      }));
      expect(cells.right, `${path}: a cell beyond the screen`).toBeLessThanOrEqual(size.width);
      if (size.name === "phone") {
        expect(cells.display).toBe("grid");
        expect(cells.labels.filter(Boolean).length, `${path}: labelled cells`).toBeGreaterThan(1);
      } else expect(cells.display).toBe("table-row");
    }
    await page.goto("/admin/orders");
    await expect(page.locator(".admin-table tbody tr").first().locator('td[data-label="Total"]')).toBeInViewport();
    if (size.name !== "desktop") return;
    await page.goto("/admin/products?q=grinder");
    await expect(page.getByRole("link", { name: "Hand Burr Grinder" })).toBeVisible();
    await expect(page.getByText("€99.00")).toBeVisible();
  });
}

test("a discount created in the back office applies in the storefront's cart", async ({ page, browser, baseURL }) => {
  await signInToBackOffice(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    const code = `BO${size.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/admin/discounts");
    const form = page.getByRole("form", { name: "New discount" });
    await form.getByLabel("Code (blank: automatic, no code needed)").fill(code);
    await form.getByLabel("Description (shown to shoppers)").fill("Back office test");
    await form.getByLabel("Percent off (percentage)").fill("20");
    await form.getByRole("button", { name: "Create discount" }).click();
    await expect(form.getByRole("status")).toHaveText(`Created ${code}.`);
    await expect(page.getByRole("link", { name: code })).toBeVisible();

    // A bad value is refused with the API's words beside the field.
    await form.getByLabel("Code (blank: automatic, no code needed)").fill(`${code}X`);
    await form.getByLabel("Percent off (percentage)").fill("150");
    await form.getByRole("button", { name: "Create discount" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    // Focus moves to the first field refused, which says why beside it.
    const percent = form.getByLabel("Percent off (percentage)");
    await expect(percent).toHaveAttribute("aria-invalid", "true");
    await expect(percent).toBeFocused();
    await expect(percent).toHaveAccessibleDescription(/\S/);

    // A shopper with a cart of their own (a fresh browser context) applies it.
    const shopper = await browser.newContext({ baseURL, viewport: size, locale: "en-GB" });
    try {
      const shop = await shopper.newPage();
      await shop.goto("/products/ethiopia-yirgacheffe");
      await shop.getByTestId("add-to-cart").click();
      await expect(shop.getByTestId("cart-link")).toHaveAccessibleName("Cart, 1 item");
      await shop.goto("/cart");
      await shop.getByLabel("Discount code", { exact: true }).fill(code.toLowerCase());
      await shop.getByRole("button", { name: "Apply" }).click();
      await expect(shop.getByTestId("applied-code")).toContainText(code);
    } finally {
      await shopper.close();
    }

    // Disabled in the back office: gone from the list's active ones.
    await page.goto("/admin/discounts");
    await page
      .getByRole("form", { name: `Disable ${code}` })
      .getByRole("button", { name: "Disable" })
      .click();
    await expect(page.getByRole("form", { name: `Enable ${code}` })).toBeVisible();
  }
});

test("a page edit published in the back office shows on the storefront at once", async ({ page }) => {
  const slug = "winter-sale-preview";
  await signInToBackOffice(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    const marker = `Prices drop on ${size.name} ${Date.now()}`;
    await page.goto(`/admin/content/pages/${slug}`);
    const form = page.getByRole("form", { name: "Edit page" });
    // The rich-text editor: what was there cleared, then a heading typed with the toolbar's Heading button.
    const editor = form.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await form.getByRole("button", { name: "Heading", exact: true }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type(marker);
    await form.getByRole("button", { name: "Preview" }).click();
    const preview = form.getByRole("region", { name: "Preview", exact: true });
    await expect(preview.getByRole("heading", { name: marker })).toBeVisible();
    expect(await preview.innerHTML()).not.toContain("<script");
    await form.getByRole("button", { name: "Save page" }).click();
    await expect(form.getByRole("status")).toHaveText("Saved.");
    // exact: a role's name matches as a substring otherwise, and "Unpublish this page" contains "Publish this page".
    await page.getByRole("form", { name: "Publish this page", exact: true }).getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("form", { name: "Unpublish this page" })).toBeVisible();
    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole("heading", { name: marker })).toBeVisible();
    await checkPage(page, `admin-published-page-${size.name}`);
    // Unpublished again: gone from the storefront.
    await page.goto(`/admin/content/pages/${slug}`);
    await page.getByRole("form", { name: "Unpublish this page" }).getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("form", { name: "Publish this page", exact: true })).toBeVisible();
    expect((await page.goto(`/pages/${slug}`))?.status()).toBe(404);
  }
});

// Every back-office table, on a phone a list of cards: each cell shows its column's name beside its value (the
// first cell may be the card's title instead), and no card reaches past the screen. On a desktop they are tables.
const tablePages = [
  "/admin/orders",
  "/admin/customers",
  "/admin/products",
  "/admin/discounts",
  "/admin/content",
  "/admin/subscriptions",
  "/admin/events",
  "/admin/messages",
  "/admin/forms",
  "/admin/forms/wholesale-enquiry/submissions",
  "/admin/audit",
  "/admin/settings",
  "/admin/store/markets",
  "/admin/store/tax-rates",
  "/admin/store/shipping-rates",
  "/admin/analytics",
];

/** Each shown cell of each table's body rows: its column's header, its data-label and what its ::before shows. */
async function tableCells(page: Page) {
  return page.locator(".admin-table").evaluateAll((tables) =>
    tables.flatMap((table, t) => {
      const heads = Array.from(table.querySelectorAll("thead th")).map((th) => (th.textContent ?? "").trim());
      return Array.from(table.querySelectorAll("tbody tr")).flatMap((tr, r) => {
        const cells = Array.from(tr.children) as HTMLElement[];
        // A row of one wide cell is a message ("No orders match."), not a record.
        if (cells.some((c) => c.hasAttribute("colspan"))) return [];
        return cells
          .map((cell, i) => ({
            where: `table ${t + 1} row ${r + 1} cell ${i + 1}`,
            i,
            header: heads[i] ?? "",
            label: cell.getAttribute("data-label"),
            shown: getComputedStyle(cell, "::before").content,
            display: getComputedStyle(cell).display,
            right: cell.getBoundingClientRect().right,
          }))
          .filter((c) => c.display !== "none");
      });
    }),
  );
}

for (const size of widths) {
  test(`every back-office table labels its cells on a ${size.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signInToBackOffice(page);
    await page.goto("/admin/orders");
    const orderLink = page.locator(".admin-table tbody tr a").first();
    const order = await orderLink.getAttribute("href");
    await page.goto("/admin/customers");
    const customer = await page.locator(".admin-table tbody tr a").first().getAttribute("href");
    expect(order && customer).toBeTruthy();
    let checked = 0;
    for (const path of [...tablePages, order!, customer!]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const cells = await tableCells(page);
      for (const c of cells) {
        expect(c.right, `${path} ${c.where}: beyond the screen`).toBeLessThanOrEqual(size.width + 1);
        if (c.i === 0 && c.label === null) continue;
        expect({ path, where: c.where, label: c.label }).toEqual({ path, where: c.where, label: c.header });
        if (size.name === "phone")
          expect({ path, where: c.where, shown: c.shown }).toEqual({ path, where: c.where, shown: `"${c.header}"` });
        else expect(c.shown, `${path} ${c.where}: a label on a desktop table`).toBe("none");
        checked += 1;
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: sideways scrolling`).toBeLessThanOrEqual(0);
    }
    expect(checked).toBeGreaterThan(100);
    await page.goto("/admin/events");
    await checkPage(page, `admin-table-labels-events-${size.name}`);
  });
}

// The long forms come in titled parts (fieldset and legend), each field keeping its label.
const longForms: { path: string; form: string; sections: string[]; field: string }[] = [
  {
    path: "/admin/discounts",
    form: "New discount",
    sections: ["Code and description", "Value", "Conditions", "Dates", "Limits and combining", "Status"],
    field: "Uses per customer (blank: no limit)",
  },
  {
    path: "/admin/products",
    form: "New product",
    sections: ["Title and description", "Variants, prices and stock", "Tax", "Where it shows"],
    field: "Tax class",
  },
  {
    path: "/admin/products/house-espresso",
    form: "Edit product",
    sections: ["Title and description", "Images", "Variants, prices and stock", "Tax and limits", "Where it shows", "Search engines"],
    field: "Most per order",
  },
  {
    path: "/admin/store",
    form: "Store settings",
    sections: ["Name and words", "Contact", "Time, weight and checkout"],
    field: "Time zone (event times are shown in it)",
  },
  {
    path: "/admin/events/new",
    form: "New event",
    sections: ["The event", "Ticket types", "First date (UTC)"],
    field: "Ticket type 2 name",
  },
];

for (const size of widths) {
  test(`the long back-office forms are in titled sections on a ${size.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signInToBackOffice(page);
    for (const f of longForms) {
      await page.goto(f.path);
      const form = page.getByRole("form", { name: f.form });
      await expect(form).toBeVisible();
      const groups = form.locator("fieldset.admin-section > legend");
      await expect(groups).toHaveText(f.sections);
      for (const name of f.sections) await expect(form.getByRole("group", { name, exact: true })).toBeVisible();
      await expect(form.getByLabel(f.field, { exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${f.path}: sideways scrolling`).toBeLessThanOrEqual(0);
      await checkPage(page, `admin-sections-${f.path.replaceAll("/", "-")}-${size.name}`);
    }
  });
}
