import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { leadVariant } from "../tests/support/variants";
import { visaToken } from "../tests/support/sandbox-engine";
import { mailDomain } from "../tests/support/fixtures";
import { checkPage, expect, fixtures, test } from "./support/storefront";

// Each flow works in a store of its own loaded with the demo data: its owner and support staff sign in there.
test.use({ ownStore: true });
const owner = () => ({ email: `owner@${mailDomain()}`, password: "Storefront-demo-1" });
const support = () => ({ email: `support@${mailDomain()}`, password: "Storefront-demo-1" });

/** A paid guest order of the demo store (two bags of Earl Grey to Bath), placed through the API. */
async function paidGuestOrder(): Promise<string> {
  const base = `${fixtures().baseUrl}/api/v1`;
  const headers = { authorization: `Bearer ${fixtures().demo.apiToken}`, "content-type": "application/json" };
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
  };
  const cart = (await post("/carts", {})).body.data.id as string;
  expect((await post(`/carts/${cart}/lines`, { variantId: leadVariant("earl-grey"), quantity: 2 })).status).toBe(200);
  const setup = (await post(`/carts/${cart}/payment-setup`, {})).body.identifier as string;
  const order = await post(
    "/checkout",
    {
      cartId: cart,
      email: "door.buyer@example.org",
      shippingAddress: {
        firstName: "Ada",
        lastName: "Lovelace",
        line1: "1 Queen Square",
        city: "Bath",
        postalCode: "BA1 2HP",
        countryCode: "GB",
      },
      payment: { identifier: setup, token: visaToken(setup, `admin-e2e-${randomUUID()}`) },
    },
    { "idempotency-key": randomUUID() },
  );
  expect(order.status).toBe(201);
  return order.body.data.orderId as string;
}

async function signInToBackOffice(page: Page, who: { email: string; password: string }) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Good to see you");
}

test("an owner signs in, ships an order with tracking, refunds part of it and finds both in the audit log", async ({ page }) => {
  const orderId = await paidGuestOrder();
  await signInToBackOffice(page, owner());
  await checkPage(page, "admin-dashboard-desktop");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Order number or e-mail").fill(orderId);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: orderId }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Order ${orderId}`);
  await checkPage(page, "admin-order-desktop");

  // The API's field errors show beside the field; then the real shipment.
  const ship = page.getByRole("form", { name: "Ship this order" });
  await ship.getByLabel("Carrier").fill("Royal Mail");
  await ship.getByLabel("Tracking number").fill("RM123456785GB");
  await ship.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("fulfilled");
  await expect(page.getByText("Royal Mail RM123456785GB")).toBeVisible();

  const refund = page.getByRole("form", { name: "Refund part of this order" });
  await refund.getByLabel("Amount (GBP)").fill("100");
  await refund.getByLabel("Reason").fill("Damaged in transit");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByRole("alert")).toContainText("can still be refunded");
  // What was typed stays after a refusal: only the amount needs changing.
  await expect(refund.getByLabel("Reason")).toHaveValue("Damaged in transit");
  await refund.getByLabel("Amount (GBP)").fill("2.50");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("partially refunded");
  await expect(page.getByText(/£2\.50 · succeeded · Damaged in transit/)).toBeVisible();

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  const rows = page.getByRole("row").filter({ hasText: owner().email });
  await expect(rows.filter({ hasText: "refunded £2.50 on SF-" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "as shipped with Royal Mail (tracking RM123456785GB)" }).first()).toBeVisible();
  await checkPage(page, "admin-audit-desktop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a staff member signs in, cannot reach owners' pages or refund, and a stale form is refused", async ({ page }) => {
    const orderId = await paidGuestOrder();
    await signInToBackOffice(page, support());
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await checkPage(page, "admin-dashboard-phone");
    await page.goto("/admin/settings");
    await expect(page.getByText("That page is for the store's owners.")).toBeVisible();
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole("form", { name: "Ship this order" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Refund part of this order" })).toHaveCount(0);
    await checkPage(page, "admin-order-phone");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A form whose CSRF token is not this session's changes nothing.
    const ship = page.getByRole("form", { name: "Ship this order" });
    await ship.locator('input[name="csrf"]').evaluate((input: HTMLInputElement) => (input.value = "forged"));
    await ship.getByLabel("Carrier").fill("DPD");
    await ship.getByLabel("Tracking number").fill("X1");
    await ship.getByRole("button", { name: "Mark as shipped" }).click();
    await expect(ship.getByRole("alert")).toContainText("This form expired");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("paid");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

// The browser paints a page while its HTML is still arriving: the back office's navigation can be on screen before
// the page's body (a slow answer, or the network's chunks). The navigation and its sign-out must not move when the
// body arrives, short or long (in CI a phone saw the menu take the whole screen, then jump up: a 0.5 layout shift).
for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the navigation keeps its place before the page's body arrives and after a long one`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInToBackOffice(page, support());
    const boxes = () =>
      page.evaluate(() =>
        ["nav[aria-label='Back office']", "nav[aria-label='Back office'] button[type='submit']"].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round);
        }),
      );
    const asLoaded = await boxes();
    await page.evaluate(() => {
      const main = document.querySelector(".admin-main")!;
      (window as unknown as { detachedMain: Element }).detachedMain = main;
      main.remove();
    });
    expect(await boxes(), "the body not here yet").toEqual(asLoaded);
    await page.evaluate(() => {
      const main = (window as unknown as { detachedMain: Element }).detachedMain;
      const tall = document.createElement("div");
      tall.style.height = "4000px";
      main.append(tall);
      document.querySelector(".admin")!.append(main);
    });
    expect(await boxes(), "a long body").toEqual(asLoaded);
  });
}
