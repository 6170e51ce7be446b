import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openStore, signInToStore } from "./support/new-store";
import sharp from "sharp";
import { checkPage, expect, expectNoOverflow, fillGuestCheckout, phoneAndDesktop, test } from "./support/storefront";

/**
 * Writing content and events in a new store's back office (a store of each flow's own, `tenant create --country GB`
 * on its own host name): the owner writes a post in the rich-text editor (a heading, a list, a link, an image from the
 * media library), schedules it, previews it through its link, and a shopper reads it once the job has published it;
 * the owner adds an event with two ticket types and a date, and a shopper books a ticket.
 */
const newStore = () => openStore(`Journal ${randomUUID().slice(0, 6)}`, "GB");
const widths = phoneAndDesktop;

/** Puts an image in the store's media library as the signed-in owner (POST /operator/media), for the editor's picker. */
async function uploadPicture(page: Page, alt: string) {
  const session = (await page.context().cookies()).find((c) => c.name === "sf_admin_session");
  expect(session, "the owner's back-office session").toBeTruthy();
  const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c8743a" } })
    .png()
    .toBuffer();
  const made = await page.request.post("/api/v1/operator/media", {
    headers: { authorization: `Bearer ${session!.value}` },
    multipart: { file: { name: "harvest.png", mimeType: "image/png", buffer }, alt },
  });
  expect(made.status()).toBe(201);
}

/** A time as the form's UTC date-time field takes it, to the minute: 2026-01-15T10:30. */
const utcFieldValue = (at: Date) => at.toISOString().slice(0, 19);

/** The text of the editor's own selection, as TipTap keeps it on its element (`element.editor`). */
function editorSelection(element: Element): string {
  const editor = (
    element as Element & {
      editor?: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number): string } } };
    }
  ).editor;
  if (!editor) return "";
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to);
}

for (const size of widths) {
  test(`an owner writes a post with a heading, a list, a link and an image, schedules it and previews it; a shopper reads it once published (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    const store = await newStore();
    await signInToStore(page, store, "owner");
    await page.goto(`${store.url}/admin/content`);
    await uploadPicture(page, "Green coffee drying on raised beds");
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");
    const form = page.getByRole("form", { name: "New post" });
    await form.getByLabel("Title", { exact: true }).fill("Harvest notes");
    await form.getByLabel("Excerpt", { exact: true }).fill("What came in this week.");

    const editor = form.getByRole("textbox", { name: "Content" });
    await editor.click();
    await form.getByRole("button", { name: "Heading", exact: true }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type("The new crop");
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Bulleted list" }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type("Washed Ethiopia");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Natural Brazil");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the farm's story");
    await page.keyboard.press("Shift+Home");
    // ProseMirror takes the browser's selection on its `selectionchange` event, after the key: wait until the editor's
    // own selection holds the text, or the link would be set on an empty selection.
    await expect.poll(() => editor.evaluate(editorSelection)).toBe("Read the farm's story");
    await form.getByLabel("Link address", { exact: true }).fill("https://example.org/farm");
    await form.getByRole("button", { name: "Add link" }).click();
    await expect(editor.getByRole("link", { name: "Read the farm's story" })).toHaveAttribute("href", "https://example.org/farm");
    // The toolbar's command gives the editor its focus back a frame later, the link's text still selected: a key
    // before that went to the button, and the Enter after it replaced the selected text with a new paragraph.
    await expect(editor).toBeFocused();
    await page.keyboard.press("End");
    await expect.poll(() => editor.evaluate(editorSelection)).toBe("");
    await page.keyboard.press("Enter");
    await form.getByLabel("Image from the media library", { exact: true }).selectOption({ label: "Green coffee drying on raised beds" });
    await form.getByRole("button", { name: "Insert image" }).click();
    await expect(editor.locator("img")).toHaveCount(1);
    await form.getByLabel("SEO title", { exact: true }).fill("Harvest notes from the roastery");
    await expect(form.getByRole("region", { name: "Search result preview" })).toContainText("Harvest notes from the roastery");
    await checkPage(page, `content-new-post-${size.name}`);
    await expectNoOverflow(page, "the New post form");
    // Scheduled a minute ahead, to the second: time enough to preview the draft first, even on a busy machine.
    const publishAt = new Date(Math.ceil((Date.now() + 60_000) / 1000) * 1000);
    await form.getByLabel("Publish at (UTC; leave empty to use the status)", { exact: true }).fill(utcFieldValue(publishAt));
    await form.getByRole("button", { name: "Add post" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harvest notes");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("draft");
    await checkPage(page, `content-edit-post-${size.name}`);

    // The preview link shows the draft to anyone who has it, with the Preview banner, and nobody caches it.
    const previewArea = page.getByRole("region", { name: "Preview on the storefront" });
    await previewArea.getByRole("button", { name: "Preview on the storefront" }).click();
    const previewHref = await previewArea.getByRole("link", { name: "Open the preview" }).getAttribute("href");
    expect(previewHref).toMatch(/^\/blog\/harvest-notes\?preview=/);
    await page.context().clearCookies();
    // (The browser, not page.request, asks the store's own host: only browsers resolve *.localhost.)
    expect((await page.goto(`${store.url}/blog/harvest-notes`))?.status()).toBe(404);
    const preview = await page.goto(`${store.url}${previewHref}`);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("complementary", { name: "Preview" })).toContainText("Shoppers do not see it until it is published");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harvest notes");
    await expect(page.locator(".article-body").getByRole("heading", { level: 2, name: "The new crop" })).toBeVisible();
    await checkPage(page, `content-preview-post-${size.name}`);

    // A shopper: the post appears once the job has published it at the time given. Waiting for it is done once, at
    // desktop width (the job's timing is the API suite's, tests/api/blog/scheduled-post.test.ts).
    if (size.name !== "desktop") return;
    await expect
      .poll(async () => (await page.goto(`${store.url}/blog/harvest-notes`))?.status(), { timeout: 180_000, intervals: [1000] })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    await page.goto(`${store.url}/blog/harvest-notes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harvest notes");
    await expect(page.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
    const body = page.locator(".article-body");
    await expect(body.getByRole("heading", { level: 2, name: "The new crop" })).toBeVisible();
    await expect(body.getByRole("listitem")).toHaveText(["Washed Ethiopia", "Natural Brazil"]);
    await expect(body.getByRole("link", { name: "Read the farm's story" })).toHaveAttribute("href", "https://example.org/farm");
    await expect(body.getByRole("img", { name: "Green coffee drying on raised beds" })).toBeVisible();
    await checkPage(page, `content-shopper-post-${size.name}`);
  });

  test(`an owner adds an event with two ticket types and a date; a shopper books it (${size.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const store = await newStore();
    await signInToStore(page, store, "owner");
    await page.goto(`${store.url}/admin/events`);
    await page.getByRole("link", { name: "New event" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
    const form = page.getByRole("form", { name: "New event" });
    await form.getByLabel("Title", { exact: true }).fill("Cupping evening");
    await form.getByLabel("Venue", { exact: true }).fill("The Roastery");
    await form.getByLabel("Status", { exact: true }).selectOption("published");
    await form.getByLabel("Ticket type 1 name").fill("Standard");
    await form.getByLabel("Ticket type 1 price (GBP)").fill("25");
    await form.getByLabel("Ticket type 2 name").fill("Concession");
    await form.getByLabel("Ticket type 2 price (GBP)").fill("12.50");
    await form.getByLabel("Starts", { exact: true }).fill("2031-05-01T18:00");
    await form.getByLabel("Ends", { exact: true }).fill("2031-05-01T20:00");
    await form.getByLabel("Seats", { exact: true }).fill("30");
    await checkPage(page, `content-new-event-${size.name}`);
    await expectNoOverflow(page, "the New event form");
    await form.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    await expect(page.getByRole("heading", { level: 2, name: /Cupping evening/ })).toBeVisible();

    const shown = await page.request.get("/api/v1/events/cupping-evening", { headers: { authorization: `Bearer ${store.apiToken}` } });
    expect(shown.status()).toBe(200);
    const event = ((await shown.json()) as { data: { occurrences: { ticketTypes?: { name: string }[] }[]; title: string } }).data;
    expect(event.title).toBe("Cupping evening");
    expect(event.occurrences).toHaveLength(1);

    // A shopper books a concession ticket as a guest.
    await page.context().clearCookies();
    await page.goto(`${store.url}/events/cupping-evening`);
    const picker = page.getByRole("group", { name: "Tickets" });
    await picker.getByRole("radio", { name: /Concession/ }).check();
    await picker.getByTestId("hold-tickets").click();
    await expect(page.getByTestId("tickets-held")).toContainText("Held 1 × Concession");
    await page.goto(`${store.url}/cart`);
    await expect(page.getByTestId("cart-ticket-line")).toContainText("Cupping evening");
    await page.getByTestId("checkout-link").click();
    await page.waitForURL("**/checkout");
    await fillGuestCheckout(page, {
      email: `guest-${randomUUID()}@example.com`,
      city: "Bath",
      postcode: "BA1 2HP",
      card: "4242 4242 4242 4242",
    });
    await page.getByTestId("place-order").click();
    await page.waitForURL("**/orders/SF-*?token=*");
    await expect(page.getByTestId("guest-order")).toContainText("paid");
    await checkPage(page, `content-event-booked-${size.name}`);
  });
}
