import { randomUUID } from "node:crypto";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, expectNoOverflow, fillGuestCheckout, phoneAndDesktop, test } from "./support/storefront";

/**
 * The back office's variant editor: in a store of its own (made as `npm run cli -- tenant create --country DE` makes
 * one), the owner adds a product with two options (Grind × Size) in the "New product" form, whose matrix gives the
 * four variants their SKUs, stock and prices; a SKU given twice is refused beside the second one, which takes the
 * focus. The product page shows the same matrix. A shopper picks one variant in the shop and the cart has its price.
 * At phone and desktop widths, nothing wider than the screen.
 */
const widths = phoneAndDesktop;

const variants = [
  { title: "Whole bean, 250 g", sku: "HM-WB-250", stock: "12", price: "9.50" },
  { title: "Whole bean, 1 kg", sku: "HM-WB-1000", stock: "5", price: "32" },
  { title: "Filter, 250 g", sku: "HM-F-250", stock: "8", price: "9.90" },
  { title: "Filter, 1 kg", sku: "HM-F-1000", stock: "3", price: "33.50" },
];

for (const size of widths) {
  test(`an owner adds a product with Grind × Size variants; a shopper buys one at its price (${size.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const store = await openStore(`Varianten ${randomUUID().slice(0, 6)}`, "DE");
    await signInToStore(page, store, "owner");
    await page.goto(`${store.url}/admin/products`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");

    const form = page.getByRole("form", { name: "New product" });
    await form.getByLabel("Title", { exact: true }).fill("Hausmischung");
    // Without options: the one variant's fields.
    await expect(form.getByRole("group", { name: "SKU, stock and prices" })).toBeVisible();
    await form.getByRole("button", { name: "Add an option" }).click();
    await form.getByLabel("Option 1 name").fill("Grind");
    await form.getByLabel("Option 1 values (separated by commas)").fill("Whole bean, Filter");
    await form.getByRole("button", { name: "Add an option" }).click();
    await form.getByLabel("Option 2 name").fill("Size");
    await form.getByLabel("Option 2 values (separated by commas)").fill("250 g, 1 kg");
    await expect(form.getByText("4 variants: one for each combination of the options' values.")).toBeVisible();
    for (const v of variants) {
      const row = form.getByRole("group", { name: v.title, exact: true });
      // The second Filter row's SKU is first given the first one's: refused beside it.
      await row.getByLabel("SKU").fill(v.title === "Filter, 1 kg" ? "HM-F-250" : v.sku);
      await row.getByLabel("Stock").fill(v.stock);
      await row.getByLabel(/^Price in .+ \(EUR\)$/).fill(v.price);
    }
    await form.getByLabel("Status").selectOption("active");
    await checkPage(page, `admin-variants-new-${size.name}`);
    await expectNoOverflow(page, "the New product form with its variants");

    await form.getByRole("button", { name: "Add product" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    const twice = form.getByRole("group", { name: "Filter, 1 kg", exact: true }).getByLabel("SKU");
    await expect(twice).toHaveAttribute("aria-invalid", "true");
    await expect(twice).toBeFocused();
    await expect(form.getByRole("group", { name: "Filter, 1 kg", exact: true })).toContainText("same SKU");
    await twice.fill("HM-F-1000");
    await form.getByLabel("Status").selectOption("active");
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(form.getByRole("status")).toHaveText("Product “Hausmischung” added (active) at /products/hausmischung.");
    // The form is blank again for the next product.
    await expect(form.getByRole("group", { name: "SKU, stock and prices" })).toBeVisible();

    // The product's page shows the same matrix, each variant as it was saved; a change of stock saves.
    await page.getByRole("link", { name: "Hausmischung" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hausmischung");
    const edit = page.getByRole("form", { name: "Edit product" });
    for (const v of variants) {
      const row = edit.getByRole("group", { name: v.title, exact: true });
      await expect(row.getByLabel("SKU")).toHaveValue(v.sku);
      await expect(row.getByLabel("Stock")).toHaveValue(v.stock);
      await expect(row.getByLabel(/^Price in .+ \(EUR\)$/)).toHaveValue(String(Number(v.price)));
    }
    await edit.getByRole("group", { name: "Filter, 1 kg", exact: true }).getByLabel("Stock").fill("4");
    await edit.getByRole("button", { name: "Save product" }).click();
    await expect(edit.getByRole("status")).toHaveText("Saved: the storefront shows the change now.");
    await checkPage(page, `admin-variants-product-${size.name}`);
    await expectNoOverflow(page, "the product page with its variants");

    // A shopper picks Filter, 1 kg and adds it: the cart has it at its own price.
    await page.context().clearCookies();
    await page.goto(`${store.url}/products/hausmischung`);
    const picker = page.getByTestId("variant-picker");
    await expect(picker).toBeVisible();
    await picker.getByRole("group", { name: "Grind" }).getByRole("button", { name: "Filter" }).click();
    await picker.getByRole("group", { name: "Size" }).getByRole("button", { name: "1 kg" }).click();
    await expect(page.getByTestId("variant-chosen")).toContainText("Filter, 1 kg");
    await expect(page.getByTestId("variant-price")).toHaveText(/33,50|33\.50/);
    await checkPage(page, `admin-variants-shop-${size.name}`);
    await expectNoOverflow(page, "the product page in the shop");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-notice").getByTestId("cart-notice-price")).toHaveText(/1 × .*(33,50|33\.50)/);

    await page.goto(`${store.url}/cart`);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Filter, 1 kg");
    await expect(line.getByTestId("line-total")).toHaveText(/33,50|33\.50/);
    await checkPage(page, `admin-variants-cart-${size.name}`);
    await expectNoOverflow(page, "the cart");

    // …and buys it as a guest: the order names the variant.
    await page.getByTestId("checkout-link").click();
    await page.waitForURL("**/checkout");
    await fillGuestCheckout(page, {
      email: `varianten-${randomUUID()}@example.com`,
      city: "Berlin",
      postcode: "10115",
      card: "4242 4242 4242 4242",
    });
    await page.getByTestId("place-order").click();
    await page.waitForURL("**/orders/SF-*?token=*");
    const order = page.getByTestId("guest-order");
    await expect(order).toContainText("paid");
    await expect(order).toContainText("Hausmischung — Filter, 1 kg");
    await checkPage(page, `admin-variants-paid-${size.name}`);
  });
}
