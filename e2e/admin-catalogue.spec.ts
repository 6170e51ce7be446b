import { randomUUID } from "node:crypto";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, test } from "./support/storefront";

/**
 * Filling a new store's catalogue in the back office: a store made as `npm run cli -- tenant create --country DE`
 * makes one; its owner adds a collection and a product with the "New collection" and "New product" forms (a refused
 * value is shown beside its field with what was typed kept), edits and archives the product; a staff member of the
 * store sees the catalogue without the forms. The store is served on its own host name; its shop is read through its
 * API token.
 */
const newGermanStore = () => openStore(`Katalog ${randomUUID().slice(0, 6)}`, "DE");

test("an owner fills a new store's catalogue with the New collection and New product forms; staff see it read-only", async ({ page }) => {
  test.setTimeout(180_000);
  const store = await newGermanStore();
  await signInToStore(page, store, "owner");
  await page.goto(`${store.url}/admin/products`);
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
  await signInToStore(page, store, "staff");
  await page.goto(`${store.url}/admin/products`);
  await expect(page.getByText("You can see the catalogue; only the store's owners can change it.")).toBeVisible();
  await expect(page.getByRole("form", { name: "New product" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "New collection" })).toHaveCount(0);
  await page.goto(`${store.url}/admin/products/filterkaffee-hausmischung`);
  await expect(page.getByText("You can see this product; only the store's owners can change it.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Edit product" })).toHaveCount(0);
  await checkPage(page, "admin-catalogue-product-staff");
});
