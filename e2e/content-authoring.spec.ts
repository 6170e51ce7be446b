import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openStore, signInToStore } from "./support/new-store";
import { checkPage, expect, test } from "./support/storefront";

/**
 * Writing content and events in a new store's back office (a store of each flow's own, `tenant create --country GB`
 * on its own host name): the owner writes a post in the rich-text editor (a heading, a list, a link), publishes it
 * and a shopper reads it on the blog; the owner adds an event with two ticket types and a date.
 */
const newStore = () => openStore(`Journal ${randomUUID().slice(0, 6)}`, "GB");
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const size of widths) {
  test(`an owner writes a post with a heading, a list and a link in the editor and publishes it; a shopper reads it (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const store = await newStore();
    await signInToStore(page, store, "owner");
    await page.goto(`${store.url}/admin/content`);
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");
    const form = page.getByRole("form", { name: "New post" });
    await form.getByLabel("Title", { exact: true }).fill("Harvest notes");
    await form.getByLabel("Excerpt", { exact: true }).fill("What came in this week.");

    const editor = form.getByRole("textbox", { name: "Content" });
    await editor.click();
    await form.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("The new crop");
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Washed Ethiopia");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Natural Brazil");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the farm's story");
    await page.keyboard.press("Shift+Home");
    await form.getByLabel("Link address", { exact: true }).fill("https://example.org/farm");
    await form.getByRole("button", { name: "Add link" }).click();
    await form.getByLabel("SEO title", { exact: true }).fill("Harvest notes from the roastery");
    await expect(form.getByRole("region", { name: "Search result preview" })).toContainText("Harvest notes from the roastery");
    await checkPage(page, `content-new-post-${size.name}`);
    await expectNoOverflow(page, "the New post form");
    await form.getByLabel("Status", { exact: true }).selectOption("published");
    await form.getByRole("button", { name: "Add post" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harvest notes");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("published");
    await checkPage(page, `content-edit-post-${size.name}`);

    // A shopper reads it on the store's blog.
    await page.context().clearCookies();
    await page.goto(`${store.url}/blog/harvest-notes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harvest notes");
    const body = page.locator(".article-body");
    await expect(body.getByRole("heading", { level: 2, name: "The new crop" })).toBeVisible();
    await expect(body.getByRole("listitem")).toHaveText(["Washed Ethiopia", "Natural Brazil"]);
    await expect(body.getByRole("link", { name: "Read the farm's story" })).toHaveAttribute("href", "https://example.org/farm");
    await checkPage(page, `content-shopper-post-${size.name}`);
  });

  test(`an owner adds an event with two ticket types and a date; the shop lists it (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
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
  });
}
