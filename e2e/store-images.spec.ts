import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { operatorToken } from "../tests/support/operator-tokens";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, test } from "./support/storefront";

/**
 * A new store's owner uploads its logo on the store settings page (the media library through a server action), sees
 * it, sees it in its storefront's header (the store is served on its own host name), has a text file refused beside
 * the file input, and removes the logo again.
 */
test("an owner uploads the store's logo, has a text file refused, and removes the logo", async ({ page }) => {
  test.setTimeout(120_000);
  const store = await openStore(`Logo Test ${randomUUID().slice(0, 6)}`, "GB");
  await signInToStore(page, store, "owner");
  await page.goto(`${store.url}/admin/store`);
  const logo = page.getByRole("form", { name: "Logo", exact: true });
  await expect(logo.getByText("None yet.")).toBeVisible();

  const png = await sharp({ create: { width: 480, height: 160, channels: 3, background: "#2b1d14" } })
    .png()
    .toBuffer();
  await logo.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await logo.getByLabel(/^Text alternative/).fill("Logo Test");
  await logo.getByRole("button", { name: "Upload" }).click();
  await expect(logo.getByRole("status")).toHaveText("Logo saved: the storefront shows it now.");
  const preview = logo.getByRole("img", { name: "The current logo" });
  await expect(preview).toBeVisible();
  // Visible once laid out; its size is known only once the browser has fetched and decoded it.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(480);
  await checkPage(page, "store-images-logo");

  // The storefront of the store shows it in its header, in place of the name.
  await page.goto(`${store.url}/`);
  const headerLogo = page.locator(".site-header").getByRole("img", { name: store.name });
  await expect(headerLogo).toBeVisible();
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBeGreaterThan(0);
  await page.goto(`${store.url}/admin/store`);

  await logo.getByLabel("Logo file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await logo.getByRole("button", { name: "Upload a new one" }).click();
  await expect(logo.getByRole("alert")).toHaveText("The file must be a JPEG, PNG, WebP or AVIF image.");
  await expect(logo.getByText("The file must be a JPEG, PNG, WebP or AVIF image.", { exact: true }).last()).toBeVisible();

  const settings = await page.request.get("/api/v1/operator/store", {
    headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
  });
  const { data } = (await settings.json()) as { data: { logo: string | null; logoUrl: string | null } };
  expect(data.logo).toMatch(/^[0-9a-f-]{36}$/);
  expect(data.logoUrl).toContain(`/media/${data.logo}/`);

  await page.getByRole("button", { name: "Remove the logo" }).click();
  await expect(page.getByRole("form", { name: "Logo", exact: true }).getByText("None yet.")).toBeVisible();
});
