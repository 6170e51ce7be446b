import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { lastJson, runCli } from "../tests/support/cli";
import { startImageServer, type ImageServer } from "../tests/support/image-server";
import { operatorToken } from "../tests/support/operator-tokens";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, expectNoOverflow, fixtures, phoneAndDesktop, test } from "./support/storefront";

/**
 * The Products page's CSV: an owner of a new store downloads the catalogue with "Export CSV", imports an edited file
 * with "Import CSV", and follows the import on its page (reloading shows its progress) to its refused row. And at a
 * phone's and a desktop's width, an owner imports a file in Shopify's export format (tests/fixtures/shopify-products.csv,
 * its image host pointed at an image server the flow starts) and the products appear on the storefront with their
 * pictures, fetched into the store's library.
 */
const password = "Csv-Owner-Roast-42";

type Store = { tenantId: string; apiToken: string; slug: string; marketId: string };

async function signInAsOwner(page: Page, store: Store) {
  const email = `csv-owner-${randomUUID().slice(0, 8)}@example.org`;
  const created = await page.request.post("/api/v1/operator/staff", {
    headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
    data: { email, name: "CSV owner", password, role: "owner" },
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

test("an owner exports the catalogue as CSV and imports an edited file, following the import to its result", async ({ page }) => {
  test.setTimeout(180_000);
  const { code, stdout, stderr } = await runCli([
    "tenant",
    "create",
    "--name",
    `CSV ${randomUUID().slice(0, 6)}`,
    "--country",
    "GB",
    "--json",
  ]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  const store = lastJson<Store>(stdout);
  const added = await page.request.post("/api/v1/operator/products", {
    headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
    data: {
      title: "Stoneware Cup",
      status: "active",
      variants: [{ sku: "CUP-1", prices: [{ marketId: store.marketId, amount: 8 }], stock: 5 }],
    },
  });
  expect(added.status()).toBe(201);
  await signInAsOwner(page, store);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const exported = await readFile(await download.path(), "utf8");
  expect(exported.split("\r\n")[0]).toContain("Handle,Title,Body (HTML)");
  expect(exported).toContain("stoneware-cup,Stoneware Cup,");

  const edited = exported.replace(",8.00,", ",9.50,") + "new-saucer,Saucer,,,,,,Title,Default Title,,,,,SAU-1,-2,,1,,,,,,,active\r\n";
  const form = page.getByRole("form", { name: "Import CSV" });
  await form
    .getByLabel("Product CSV (at most 10 MiB)")
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(edited) });
  await form.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/imports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product import");
  // The rows are worked in the background: reloading shows how far the import got, until it is done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Finished.")).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText("2 of 2 done")).toBeVisible();
  const refused = page.getByRole("table", { name: "Refused rows" });
  await expect(refused.getByRole("row").nth(1)).toContainText("3");
  await expect(refused.getByRole("row").nth(1)).toContainText("Variant Price");
  await checkPage(page, "admin-products-csv-import");

  await page.goto("/admin/products?q=stoneware");
  await expect(page.getByRole("row", { name: /Stoneware Cup/ })).toContainText("£9.50");
});

test.describe("Shopify's export format", () => {
  let images: ImageServer;
  test.beforeAll(async () => {
    images = await startImageServer();
  });
  test.afterAll(async () => {
    await images.close();
  });

  for (const size of phoneAndDesktop) {
    test(`an owner imports a Shopify product export and the products appear on the storefront with their pictures (${size.name})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const store = await openStore(`Shopify CSV ${randomUUID().slice(0, 6)}`, "GB");
      await signInToStore(page, store, "owner");
      const file = images.rewrite(await readFile(path.join(process.cwd(), "tests/fixtures/shopify-products.csv"), "utf8"));

      await page.goto(`${store.url}/admin/products`);
      const form = page.getByRole("form", { name: "Import CSV" });
      await form
        .getByLabel("Product CSV (at most 10 MiB)")
        .setInputFiles({ name: "products_export.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
      await form.getByRole("button", { name: "Import" }).click();
      await expect(page).toHaveURL(/\/admin\/products\/imports\/[0-9a-f-]{36}$/);
      await expect(async () => {
        await page.reload();
        await expect(page.getByText("Finished.")).toBeVisible();
      }).toPass({ timeout: 90_000 });
      await expect(page.getByText("7 of 7 done")).toBeVisible();
      await expect(page.getByRole("table", { name: "Refused rows" })).toHaveCount(0);
      await checkPage(page, `admin-products-csv-shopify-${size.name}`);

      // The storefront: each published product's page with its pictures (the apron is a draft: the API test checks it).
      await page.goto(`${store.url}/products/tea-towel`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tea Towel");
      // No Image Alt Text in the file: the product's title stands in.
      await expect(page.getByRole("main").getByRole("img", { name: "Tea Towel", exact: true }).first()).toBeVisible();

      await page.goto(`${store.url}/products/ceramic-pour-over`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ceramic Pour-Over Dripper");
      const strip = page.getByRole("list", { name: /^Pictures of / }).getByRole("img");
      await expect(strip).toHaveCount(2);
      await expect(strip.nth(0)).toHaveAttribute("alt", "White ceramic dripper on a glass server");
      await expect(strip.nth(1)).toHaveAttribute("alt", "The dripper from the side, showing its ribs");
      await expect(strip.nth(0)).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/320\.webp 320w/);
      // The picture really loads: a rendition of the fetched file, served by the store.
      await expect.poll(() => strip.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectNoOverflow(page, "the product page");
      await checkPage(page, `shopify-import-product-${size.name}`);
    });
  }
});
