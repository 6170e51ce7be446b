import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { lastJson, runCli } from "../tests/support/cli";
import { operatorToken } from "../tests/support/operator-tokens";
import { checkPage, expect, fixtures, test } from "./support/storefront";

/**
 * Filling a new store's catalogue in the back office: a store made as `npm run cli -- tenant create --country DE`
 * makes one; its owner adds a collection and a product with the "New collection" and "New product" forms (a refused
 * value is shown beside its field with what was typed kept), edits and archives the product; a staff member of the
 * store sees the catalogue without the forms. The storefront under test serves the demo store, so the new store's
 * shop is read through its API token.
 */
const password = "Catalogue-Owner-42";

type Store = { tenantId: string; apiToken: string; slug: string };

async function newGermanStore(): Promise<Store> {
  const name = `Katalog ${randomUUID().slice(0, 6)}`;
  const { code, stdout, stderr } = await runCli(["tenant", "create", "--name", name, "--country", "DE", "--json"]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  return lastJson<Store>(stdout);
}

/** A back-office member of `store`, signed in: the session the sign-in form would set, in the back office's cookie. */
async function signInAs(page: Page, store: Store, role: "owner" | "staff") {
  const email = `catalogue-${role}-${randomUUID().slice(0, 8)}@example.de`;
  const created = await page.request.post("/api/v1/operator/staff", {
    headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
    data: { email, name: `Katalog ${role}`, password, role },
  });
  expect(created.status()).toBe(201);
  const session = await page.request.post("/api/v1/staff/sessions", {
    headers: { authorization: `Bearer ${store.apiToken}` },
    data: { email, password },
  });
  expect(session.status()).toBe(201);
  const { token, expiresAt } = (await session.json()) as { token: string; expiresAt: string };
  await page.context().clearCookies();
  await page.context().addCookies([
    {
      name: "sf_admin_session",
      value: token,
      domain: new URL(fixtures().baseUrl).hostname,
      path: "/admin",
      httpOnly: true,
      sameSite: "Strict",
      expires: Math.floor(new Date(expiresAt).getTime() / 1000),
    },
  ]);
}

test("an owner fills a new store's catalogue with the New collection and New product forms; staff see it read-only", async ({ page }) => {
  test.setTimeout(180_000);
  const store = await newGermanStore();
  await signInAs(page, store, "owner");
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");

  const newCollection = page.getByRole("form", { name: "New collection" });
  await newCollection.getByLabel("Title", { exact: true }).fill("Kaffee");
  await newCollection.getByRole("button", { name: "Add collection" }).click();
  await expect(newCollection.getByRole("status")).toHaveText("Collection “Kaffee” added with 0 products.");

  const newProduct = page.getByRole("form", { name: "New product" });
  await newProduct.getByLabel("Title", { exact: true }).fill("Filterkaffee Hausmischung");
  await newProduct.getByLabel(/^Price in .+ \(EUR\)$/).fill("19.90");
  // A compare-at price below the price is refused beside its field; what was typed stays.
  await newProduct.getByLabel("Compare-at price (EUR, blank: not on sale)").fill("15");
  await newProduct.getByLabel("Stock").fill("12");
  await newProduct.getByLabel("SKU").fill("KAF-HAUS");
  await newProduct.getByLabel("Status").selectOption("active");
  await newProduct.getByLabel("Collections").selectOption("kaffee");
  await newProduct.getByRole("button", { name: "Add product" }).click();
  await expect(newProduct.getByRole("alert")).toContainText("compare-at price");
  const compareAt = newProduct.getByLabel("Compare-at price (EUR, blank: not on sale)");
  await expect(compareAt).toHaveAttribute("aria-invalid", "true");
  await expect(newProduct.getByLabel("Title", { exact: true })).toHaveValue("Filterkaffee Hausmischung");
  await compareAt.fill("24.90");
  await newProduct.getByLabel("Status").selectOption("active");
  await newProduct.getByLabel("Collections").selectOption("kaffee");
  await newProduct.getByRole("button", { name: "Add product" }).click();
  await expect(newProduct.getByRole("status")).toHaveText(
    "Product “Filterkaffee Hausmischung” added (active) at /products/filterkaffee-hausmischung.",
  );
  await expect(page.getByRole("link", { name: "Filterkaffee Hausmischung" })).toBeVisible();
  await checkPage(page, "admin-catalogue-products");

  // The new store's shop has it, on sale, in its collection.
  const shop = await page.request.get("/api/v1/products?collection=kaffee", { headers: { authorization: `Bearer ${store.apiToken}` } });
  expect(((await shop.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ slug: "filterkaffee-hausmischung", price: 19.9, compareAtPrice: 24.9, currencyCode: "EUR" }),
  ]);

  // Edit, then archive it.
  await page.getByRole("link", { name: "Filterkaffee Hausmischung" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Filterkaffee Hausmischung");
  const edit = page.getByRole("form", { name: "Edit product" });
  await edit.getByLabel("Weight in grams (blank: none)").fill("500");
  await edit.getByLabel("SEO title").fill("Hausmischung, frisch geröstet");
  await edit.getByRole("button", { name: "Save product" }).click();
  await expect(edit.getByRole("status")).toHaveText("Saved: the storefront shows the change now.");
  await checkPage(page, "admin-catalogue-product");
  const archive = page.getByRole("form", { name: "Archive product" });
  await archive.getByRole("button", { name: "Archive product" }).click();
  // Archived: the page says so and offers no second archive.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("archived");
  await expect(page.getByRole("form", { name: "Archive product" })).toHaveCount(0);
  const after = await page.request.get("/api/v1/products", { headers: { authorization: `Bearer ${store.apiToken}` } });
  expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);

  // A staff member sees the catalogue and the product, without the forms.
  await signInAs(page, store, "staff");
  await page.goto("/admin/products");
  await expect(page.getByText("You can see the catalogue; only the store's owners can change it.")).toBeVisible();
  await expect(page.getByRole("form", { name: "New product" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "New collection" })).toHaveCount(0);
  await page.goto("/admin/products/filterkaffee-hausmischung");
  await expect(page.getByText("You can see this product; only the store's owners can change it.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Edit product" })).toHaveCount(0);
  await checkPage(page, "admin-catalogue-product-staff");
});
