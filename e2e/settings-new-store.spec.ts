import { randomUUID } from "node:crypto";
import { operatorToken } from "../tests/support/operator-tokens";
import { openStore, signInToStore as signInAs } from "./support/new-store";
import { checkPage, expect, expectNoOverflow, phoneAndDesktop, test } from "./support/storefront";

/**
 * A store from nothing: a store made as `npm run cli -- tenant create --country DE` makes one, served on a host name
 * of its own (`tenant set-domains`; browsers resolve `*.localhost` to this machine); its owner signs in to its back
 * office there, fills the store's settings and adds a market for the US with its delivery rate, at phone and desktop
 * widths.
 */
const widths = phoneAndDesktop;
/** A new German store on its own host name. */
const newGermanStore = (name: string) => openStore(name, "DE");

for (const size of widths) {
  test(`a new German store's owner fills its settings and adds a US market with its delivery rate (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const suffix = randomUUID().slice(0, 6);
    const store = await newGermanStore(`Neue Rösterei ${suffix}`);
    await signInAs(page, store, "owner");

    // The dashboard's checklist: the store has its market, VAT and delivery rate, and the server takes payments.
    const checklist = page.getByRole("region", { name: /Set up your store/ });
    await expect(page.getByRole("heading", { name: "Set up your store (4 of 6 done)" })).toBeVisible();
    await expect(checklist.getByRole("listitem").filter({ hasText: "A tax rate" })).toContainText("(done)");
    await expect(checklist.getByRole("listitem").filter({ hasText: "A product" })).toContainText("(to do)");
    await expect(page.getByRole("link", { name: `Neue Rösterei ${suffix}` })).toBeVisible();
    await checkPage(page, `settings-new-store-dashboard-${size.name}`);
    await expectNoOverflow(page, "the dashboard");

    // The store's own settings.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Store & markets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Store settings" })).toBeVisible();
    await checkPage(page, `settings-new-store-store-${size.name}`);
    await expectNoOverflow(page, "the store settings");
    const form = page.getByRole("form", { name: "Store settings" });
    await form.getByLabel("Store name").fill(`Kaffeerösterei Berlin ${suffix}`);
    await form.getByLabel("Contact e-mail").fill("hallo@example.de");
    await form.getByLabel("Phone").fill("+49 30 1234567");
    await form.getByLabel("Address line 1").fill("Torstraße 1");
    await form.getByLabel("Town or city").fill("Berlin");
    await form.getByLabel("Postcode").fill("10119");
    await form.getByLabel("Country", { exact: true }).selectOption("DE");
    await expect(form.getByLabel(/^Time zone/)).toHaveValue("Europe/Berlin");
    await form.getByLabel("Weight unit").selectOption("g");
    await expect(form.getByRole("checkbox", { name: /^Guest checkout/ })).toBeChecked();
    await form.getByRole("button", { name: "Save store settings" }).click();
    await expect(form.getByRole("status")).toHaveText("Store settings saved.");
    await expect(page.getByRole("link", { name: `Kaffeerösterei Berlin ${suffix}` })).toBeVisible();
    const saved = await page.request.get("/api/v1/operator/store", {
      headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
    });
    expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
      name: `Kaffeerösterei Berlin ${suffix}`,
      contactEmail: "hallo@example.de",
      phone: "+49 30 1234567",
      address: { line1: "Torstraße 1", city: "Berlin", postalCode: "10119", countryCode: "DE", line2: null, region: null },
      timezone: "Europe/Berlin",
      weightUnit: "g",
      guestCheckout: true,
    });

    // A market for the US: dollars, tax added at checkout.
    await page.getByRole("navigation", { name: "Store settings" }).getByRole("link", { name: "Markets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Markets" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Germany" })).toContainText("primary");
    const add = page.getByRole("form", { name: "Add a market" });
    await add.getByLabel("Name", { exact: true }).fill("United States");
    await add.getByLabel("Currency", { exact: true }).selectOption("USD");
    await add.getByLabel(/^Countries/).selectOption(["US"]);
    await add.getByRole("checkbox", { name: "Prices include tax (VAT)" }).uncheck();
    await add.getByLabel(/^Exchange rate/).fill("1.08");
    await add.getByLabel("Rounding of converted prices").selectOption("ninety_nine");
    await add.getByRole("button", { name: "Add market" }).click();
    await expect(add.getByRole("status")).toHaveText("Market United States added (USD).");
    const usRow = page.getByRole("row").filter({ hasText: "United States" });
    await expect(usRow).toContainText("USD ($)");
    await expect(usRow).toContainText("plus tax");
    await checkPage(page, `settings-new-store-markets-${size.name}`);
    await expectNoOverflow(page, "the markets");

    // Its delivery rate.
    await page.getByRole("navigation", { name: "Store settings" }).getByRole("link", { name: "Delivery rates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery rates" })).toBeVisible();
    const rate = page.getByRole("form", { name: "Add a delivery rate" });
    await expect(rate.getByLabel("Market", { exact: true })).toHaveValue(/.+/);
    await rate.getByLabel("Name", { exact: true }).fill("US delivery");
    await rate.getByLabel(/^Price/).fill("9.95");
    await rate.getByLabel(/^Free from/).fill("100");
    await rate.getByLabel(/^Delivery days/).fill("5");
    await rate.getByRole("button", { name: "Add delivery rate" }).click();
    await expect(rate).toHaveCount(0); // every market has its rate now: the form gives way to a note
    await expect(page.getByRole("row").filter({ hasText: "US delivery" })).toContainText("$9.95");
    await expect(page.getByRole("row").filter({ hasText: "Standard delivery" })).toContainText("€4.95");
    await checkPage(page, `settings-new-store-shipping-${size.name}`);
    await expectNoOverflow(page, "the delivery rates");

    // The tax rates the store started with: Germany's VAT.
    await page.getByRole("navigation", { name: "Store settings" }).getByRole("link", { name: "Tax rates" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Germany" })).toContainText("19%");
    await checkPage(page, `settings-new-store-tax-${size.name}`);
    await expectNoOverflow(page, "the tax rates");

    // Its first product, with the back office's New product form.
    await page.goto(`${store.url}/admin/products`);
    const newProduct = page.getByRole("form", { name: "New product" });
    await newProduct.getByLabel("Title", { exact: true }).fill("Filterkaffee Hausmischung");
    await newProduct.getByLabel(/^Price in .+ \(EUR\)$/).fill("19.90");
    await newProduct.getByLabel("Stock").fill("12");
    await newProduct.getByLabel("Status").selectOption("active");
    await newProduct.getByRole("button", { name: "Add product" }).click();
    await expect(newProduct.getByRole("status")).toHaveText(
      "Product “Filterkaffee Hausmischung” added (active) at /products/filterkaffee-hausmischung.",
    );

    // A guest on the store's own host: euro prices with VAT inside, then dollars with tax added.
    await page.goto(`${store.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to Kaffeerösterei Berlin ${suffix}`);
    await page.goto(`${store.url}/products/filterkaffee-hausmischung`);
    await expect(page.locator(".product-info .price").first()).toContainText("€19.90");
    await expect(page.getByTestId("tax-note").first()).toHaveText("incl. VAT");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count").first()).toBeVisible();
    await page.goto(`${store.url}/cart`);
    await expect(page.getByTestId("cart-subtotal")).toHaveText("€19.90");
    // 19% VAT inside €19.90 = €3.18.
    await expect(page.getByTestId("cart-tax-line")).toContainText("€3.18");
    await checkPage(page, `settings-new-store-cart-eur-${size.name}`);
    await expectNoOverflow(page, "the cart");
    // United States: €19.90 × 1.08 = $21.49, rounded up to $21.99; tax is added once the state is known.
    await page.getByTestId("market-switcher").first().selectOption({ label: "United States (USD $)" });
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$21.99");
    await page.goto(`${store.url}/products/filterkaffee-hausmischung`);
    await expect(page.locator(".product-info .price").first()).toContainText("$21.99");
    await expect(page.getByTestId("tax-note").first()).toHaveText("+ tax");
    await checkPage(page, `settings-new-store-product-usd-${size.name}`);

    // Shoppers of the store now get the US market in dollars with its delivery rate.
    const shopper = { authorization: `Bearer ${store.apiToken}` };
    const market = await page.request.get("/api/v1/market?country=US", { headers: shopper });
    expect(((await market.json()) as { market: unknown }).market).toMatchObject({
      name: "United States",
      currencyCode: "USD",
      isPrimary: false,
    });
    const rates = (await (await page.request.get("/api/v1/shipping-rates", { headers: shopper })).json()) as { data: unknown[] };
    expect(rates.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currencyCode: "USD", flatRate: 9.95 }),
        expect.objectContaining({ currencyCode: "EUR" }),
      ]),
    );
  });
}

test("a staff member of the new store sees its settings but no form to change them", async ({ page }) => {
  const store = await newGermanStore(`Rösterei Team ${randomUUID().slice(0, 6)}`);
  await signInAs(page, store, "staff");
  await page.goto(`${store.url}/admin/store/markets`);
  await expect(page.getByText("only the store's owners can change them")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Germany" })).toContainText("EUR");
  await expect(page.locator("main form")).toHaveCount(0);
  await checkPage(page, "settings-new-store-markets-staff");
  await page.goto(`${store.url}/admin/store`);
  await expect(page.getByText("on: shoppers may buy without an account")).toBeVisible();
  await expect(page.getByRole("form", { name: "Store settings" })).toHaveCount(0);
});
