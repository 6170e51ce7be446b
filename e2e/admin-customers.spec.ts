import type { APIRequestContext, Page } from "@playwright/test";
import { operatorToken } from "../tests/support/operator-tokens";
import { checkPage, customerFor, expect, fixtures, phoneAndDesktop, test } from "./support/storefront";

test.use({ ownStore: true });

/**
 * The back office's customers at phone and desktop widths: the list searched by e-mail, a customer's page, one of
 * their orders with its lines and timeline, and a staff note added to it. Each page passes axe, with no sideways
 * overflow and no console errors (checkPage).
 */
const password = "Back-Office-e2e-42";
const widths = phoneAndDesktop;
// The seeded customer this spec's notes go on (in the flow's own store).
const buyer = () => customerFor("orders-6");

async function signInAsStaff(page: Page, request: APIRequestContext) {
  const email = `e2e-staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post("/api/v1/operator/staff", {
    headers: { authorization: `Bearer ${await operatorToken(fixtures().demo.tenantId)}` },
    data: { email, name: "Robin Staff", password, role: "staff" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Robin");
}

for (const size of widths) {
  test(`staff find a customer, open their order's lines and timeline, and add a note at ${size.name} width`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signInAsStaff(page, request);

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customers");
    const search = page.getByRole("search", { name: "Find customers" });
    await search.getByLabel("Name or e-mail").fill(buyer().email);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole("row").filter({ hasText: buyer().email });
    await expect(row).toHaveCount(1);
    await checkPage(page, `admin-customers-${size.name}`);

    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Test Customer");
    await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Subscriptions" })).toBeVisible();
    await checkPage(page, `admin-customer-${size.name}`);

    const orders = page.getByRole("region", { name: "Orders" });
    const orderLink = orders.getByRole("link", { name: /^SF-/ }).first();
    const orderId = (await orderLink.textContent())!.trim();
    await orderLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Order ${orderId}`);
    const lines = page.getByRole("region", { name: "Lines" }).first();
    await expect(lines.getByRole("row").filter({ hasText: "Subtotal" })).toBeVisible();
    await expect(lines.getByRole("row").filter({ hasText: "Total" }).last()).toBeVisible();
    // The order's customer links back to their page.
    await expect(page.getByRole("link", { name: buyer().email })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText("Order placed")).toBeVisible();

    const note = `Called about delivery (${size.name})`;
    const form = page.getByRole("form", { name: "Add a note to this order" });
    await form.getByLabel("Note (staff only)").fill(note);
    await form.getByRole("button", { name: "Add note" }).click();
    await expect(form.getByRole("status")).toHaveText("Note added to the timeline.");
    await expect(timeline.getByRole("listitem").filter({ hasText: note })).toContainText("Robin Staff");
    await checkPage(page, `admin-order-timeline-${size.name}`);
  });
}
