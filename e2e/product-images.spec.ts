import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { openStore, signInToStore, type NewStore } from "./support/new-store";
import { expect, phoneAndDesktop, test } from "./support/storefront";

/**
 * A product's images in the back office and on its page: an owner uploads four pictures with the image manager,
 * gives each alt text, drags one to the front and moves another up by keyboard, saves; the shopper's product page shows them in that order, and
 * picking a variant brings its picture into view. At a phone's width and a desktop's, in a store of the flow's own.
 */
const widths = phoneAndDesktop;

const colours = [
  { name: "rust.png", background: "#b5542c", alt: "The shirt in rust, folded" },
  { name: "navy.png", background: "#1f3a68", alt: "The shirt in navy, worn" },
  { name: "moss.png", background: "#4d6b32", alt: "The shirt in moss, on a hanger" },
  { name: "sand.png", background: "#d8c39a", alt: "The label, close up" },
];

async function pictures() {
  return Promise.all(
    colours.map(async (c) => ({
      name: c.name,
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: c.background } })
        .png()
        .toBuffer(),
    })),
  );
}

/** The signed-in owner's session token: what the flow's setup calls the operator API with. */
async function ownerToken(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((c) => c.name === "sf_admin_session");
  expect(session, "the owner's back-office session").toBeTruthy();
  return session!.value;
}

/** A draft shirt in three colours, made through the API (the variants' own editor is another flow's). */
async function draftShirt(page: Page, store: NewStore, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const markets = (await (await page.request.get(`/api/v1/operator/markets`, { headers: auth })).json()) as {
    data: { id: string; primary: boolean }[];
  };
  const gb = markets.data.find((m) => m.primary)!;
  const word = randomUUID().slice(0, 6);
  const made = await page.request.post(`/api/v1/operator/products`, {
    headers: auth,
    data: {
      title: `Linen Shirt ${word}`,
      status: "draft",
      options: [{ name: "Colour", values: ["Rust", "Navy", "Moss"] }],
      variants: ["Rust", "Navy", "Moss"].map((colour) => ({
        sku: `SHIRT-${word}-${colour}`,
        options: { Colour: colour },
        prices: [{ marketId: gb.id, amount: 45 }],
        stock: 4,
      })),
    },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { data: { slug: string } }).data.slug;
}

for (const size of widths) {
  test(`an owner uploads four images, gives them alt text and reorders them; the shopper sees them in order and each variant's picture (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const store = await openStore(`Pictures ${randomUUID().slice(0, 6)}`, "GB");
    await signInToStore(page, store, "owner");
    const token = await ownerToken(page);
    const slug = await draftShirt(page, store, token);

    await page.goto(`${store.url}/admin/products/${slug}`);
    const edit = page.getByRole("form", { name: "Edit product" });
    const manager = edit.getByRole("group", { name: /^Images/ });
    await manager.getByLabel("Drop images here, or choose files").setInputFiles(await pictures());
    const items = manager.getByTestId("product-image");
    await expect(items).toHaveCount(4);
    await expect(manager.getByTestId("product-images-status")).toHaveText("4 images uploaded: give each alt text, then save.");

    // Alt text per image, saved to the media record as the field is left.
    for (const [i, c] of colours.entries()) {
      const alt = manager.getByLabel(new RegExp(`^Alt text of image ${i + 1}`));
      await alt.fill(c.alt);
      await alt.press("Tab");
      await expect(manager.getByTestId("product-images-status")).toHaveText(`Alt text saved for image ${i + 1}.`);
    }

    // Drag the moss picture (3rd) onto the first; then, by keyboard, the label's picture (4th) up one.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await items.nth(2).dispatchEvent("dragstart", { dataTransfer });
    await items.nth(0).dispatchEvent("dragover", { dataTransfer });
    await items.nth(0).dispatchEvent("drop", { dataTransfer });
    await expect(manager.getByTestId("product-images-status")).toHaveText("Image moved to position 1 of 4.");
    await manager.getByRole("button", { name: "Move up: image 4" }).focus();
    await page.keyboard.press("Enter");
    await expect(manager.getByTestId("product-images-status")).toHaveText("Image moved to position 3 of 4.");
    const order = [colours[2]!, colours[0]!, colours[3]!, colours[1]!];
    for (const [i, c] of order.entries()) await expect(manager.getByLabel(new RegExp(`^Alt text of image ${i + 1}`))).toHaveValue(c.alt);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the product form is wider than the screen").toBeLessThanOrEqual(0);

    await edit.getByLabel("Status").selectOption("active");
    await edit.getByRole("button", { name: "Save product" }).click();
    await expect(edit.getByRole("status")).toHaveText("Saved: the storefront shows the change now.");

    // The images as saved, in order; the navy variant is given the navy picture (through the API's variant write).
    const auth = { authorization: `Bearer ${token}` };
    const saved = (await (await page.request.get(`/api/v1/operator/products/${slug}`, { headers: auth })).json()) as {
      data: { images: { id: string; alt: string }[] };
    };
    expect(saved.data.images.map((i) => i.alt)).toEqual(order.map((c) => c.alt));
    const navy = saved.data.images[3]!.id;
    const rust = saved.data.images[1]!.id;
    const shop = (await (
      await page.request.get(`/api/v1/products/${slug}`, { headers: { authorization: `Bearer ${store.apiToken}` } })
    ).json()) as {
      data: { variants: { sku: string; options: Record<string, string>; prices?: unknown }[] };
    };
    const marketId = (
      (await (await page.request.get(`/api/v1/operator/markets`, { headers: auth })).json()) as {
        data: { id: string; primary: boolean }[];
      }
    ).data.find((m) => m.primary)!.id;
    const variantImages: Record<string, string | null> = { Rust: rust, Navy: navy, Moss: null };
    const withImages = await page.request.patch(`/api/v1/operator/products/${slug}`, {
      headers: auth,
      data: {
        variants: shop.data.variants.map((v) => ({
          sku: v.sku,
          options: v.options,
          prices: [{ marketId, amount: 45 }],
          stock: 4,
          image: variantImages[v.options.Colour!],
        })),
      },
    });
    expect(withImages.status()).toBe(200);

    // The shopper's page: the pictures in the owner's order, each thumbnail named by its alt text.
    await page.goto(`${store.url}/products/${slug}`);
    const thumbs = page.getByRole("list", { name: "Choose a picture" }).getByRole("link");
    await expect(thumbs).toHaveCount(4);
    for (const [i, c] of order.entries()) await expect(thumbs.nth(i)).toHaveAccessibleName(`Picture ${i + 1} of 4: ${c.alt}`);
    const strip = page.getByRole("list", { name: /^Pictures of / }).getByRole("img");
    for (const [i, c] of order.entries()) await expect(strip.nth(i)).toHaveAttribute("alt", c.alt);
    await expect(strip.nth(0)).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/320\.webp 320w/);

    // Picking a variant brings its picture into the strip.
    const colour = page.getByTestId("variant-picker").getByRole("group", { name: "Colour" });
    await colour.getByRole("button", { name: "Navy" }).click();
    await expect(thumbs.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(strip.nth(3)).toBeInViewport({ ratio: 0.9 });
    await colour.getByRole("button", { name: "Rust" }).click();
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(strip.nth(1)).toBeInViewport({ ratio: 0.9 });
    // A thumbnail by keyboard.
    await thumbs.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(thumbs.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(strip.nth(2)).toBeInViewport({ ratio: 0.9 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide, "the product page is wider than the screen").toBeLessThanOrEqual(0);
  });
}
