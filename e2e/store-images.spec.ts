import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { lastJson, runCli } from "../tests/support/cli";
import { operatorToken } from "../tests/support/operator-tokens";
import { checkPage, expect, fixtures, test } from "./support/storefront";

/**
 * A new store's owner uploads its logo on the store settings page (the media library through a server action), sees
 * it, has a text file refused beside the file input, and removes the logo again. (The storefront's header shows the
 * logo of the store it serves, the demo store here, which this flow leaves alone.)
 */
type Store = { tenantId: string; apiToken: string; slug: string };
const password = "Logo-Owner-Pass-42";

async function newStore(): Promise<Store> {
  const { code, stdout, stderr } = await runCli([
    "tenant",
    "create",
    "--name",
    `Logo Test ${randomUUID().slice(0, 6)}`,
    "--country",
    "GB",
    "--json",
  ]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  return lastJson<Store>(stdout);
}

async function signInAsOwner(page: Page, store: Store) {
  const email = `logo-owner-${randomUUID().slice(0, 8)}@example.org`;
  const created = await page.request.post("/api/v1/operator/staff", {
    headers: { authorization: `Bearer ${await operatorToken(store.tenantId)}` },
    data: { email, name: "Logo Owner", password, role: "owner" },
  });
  expect(created.status()).toBe(201);
  const session = await page.request.post("/api/v1/staff/sessions", {
    headers: { authorization: `Bearer ${store.apiToken}` },
    data: { email, password },
  });
  expect(session.status()).toBe(201);
  const { token, expiresAt } = (await session.json()) as { token: string; expiresAt: string };
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

test("an owner uploads the store's logo, has a text file refused, and removes the logo", async ({ page }) => {
  test.setTimeout(120_000);
  const store = await newStore();
  await signInAsOwner(page, store);
  await page.goto("/admin/store");
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
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await checkPage(page, "store-images-logo");

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
