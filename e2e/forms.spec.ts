import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { lastJson, runCli } from "../tests/support/cli";
import { signInToStore, type NewStore } from "./support/new-store";
import { checkPage, expect, fixtures, phoneAndDesktop, snap, test } from "./support/storefront";

/**
 * Forms: in a store of its own (made with the demo data, so it has the wholesale page whose `form` field names
 * `wholesale-enquiry`), an owner replaces that form with one built in the back office (five kinds of field, one moved
 * up), publishes it; a shopper fills it on the page with the keyboard, sees the errors and then the thanks; the owner
 * reads the submission, marks it handled and exports the CSV. At phone and desktop widths.
 */
const widths = phoneAndDesktop;

async function demoStore(name: string): Promise<NewStore> {
  const run = async (args: string[]) => {
    const { code, stdout, stderr } = await runCli([...args, "--json"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    return stdout;
  };
  const created = lastJson<Omit<NewStore, "url">>(await run(["tenant", "create", "--name", name, "--demo"]));
  const host = `${created.slug}.localhost`;
  await run(["tenant", "set-domains", "--tenant", created.tenantId, "--domains", host]);
  return { ...created, url: `http://${host}:${new URL(fixtures().baseUrl).port}` };
}

async function addField(
  page: Page,
  field: { label: string; name: string; type: string; required?: boolean; options?: string },
): Promise<Locator> {
  await page.getByRole("button", { name: "Add field" }).click();
  const editor = page.getByTestId("builder-field").last();
  await editor.getByLabel("Label").fill(field.label);
  await editor.getByLabel("Name (in the data)").fill(field.name);
  await editor.getByLabel("Type").selectOption(field.type);
  if (field.required) await editor.getByLabel("Required").check();
  if (field.options) await editor.getByLabel("Options (one a line)").fill(field.options);
  return editor;
}

for (const size of widths) {
  test(`an owner builds and publishes a form; a shopper sends it with the keyboard; the owner reads it (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const store = await demoStore(`Form Roasters ${randomUUID().slice(0, 6)}`);
    await signInToStore(page, store, "owner");

    // The seeded form goes; a new one takes its slug, so the wholesale page shows it.
    await page.goto(`${store.url}/admin/forms/wholesale-enquiry`);
    await page.getByRole("button", { name: "Delete form and its submissions" }).click();
    await expect(page).toHaveURL(`${store.url}/admin/forms`);
    await expect(page.getByText("No forms yet.")).toBeVisible();
    const create = page.getByRole("form", { name: "New form" });
    await create.getByLabel("Title").fill("Trade enquiry");
    await create.getByLabel("Slug (lower-case words joined by hyphens)").fill("wholesale-enquiry");
    await create.getByRole("button", { name: "Add form" }).click();
    await expect(page).toHaveURL(`${store.url}/admin/forms/wholesale-enquiry`);

    await addField(page, { label: "Business name", name: "business", type: "text", required: true });
    await addField(page, { label: "E-mail address", name: "email", type: "email", required: true });
    await addField(page, { label: "Kind of business", name: "kind", type: "select", required: true, options: "Café\nShop" });
    await addField(page, { label: "Coffee a week (kg)", name: "kilos", type: "number" });
    await addField(page, { label: "I agree to be contacted about this enquiry", name: "consent", type: "consent", required: true });
    const notes = await addField(page, { label: "Notes", name: "notes", type: "textarea" });
    await notes.getByRole("button", { name: "Move up Notes" }).click();
    const preview = page.getByRole("group", { name: "Trade enquiry" });
    await expect(preview.getByLabel("Business name")).toBeVisible();
    await expect(preview.getByRole("checkbox", { name: "I agree to be contacted about this enquiry" })).toBeVisible();
    await page.getByLabel("Status").selectOption("published");
    await checkPage(page, `forms-builder-${size.name}`);
    await page.getByRole("button", { name: "Save form" }).click();
    await expect(page.getByText("Saved (version 2, published).")).toBeVisible();

    // The shopper, with the keyboard: an empty send, then a malformed e-mail, then the thanks.
    await page.goto(`${store.url}/pages/wholesale`);
    const form = page.getByTestId("page-form");
    await expect(form.getByRole("heading", { name: "Trade enquiry" })).toBeVisible();
    await form.getByRole("button", { name: "Send" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Business name")).toBeFocused();
    await expect(form.getByText("Enter business name")).toBeVisible();
    await checkPage(page, `forms-shopper-errors-${size.name}`);

    await page.keyboard.type("Northwind Café");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("E-mail address")).toBeFocused();
    await page.keyboard.type("orders@example");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Kind of business")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("Kind of business")).toHaveValue("Shop");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Notes")).toBeFocused();
    await page.keyboard.type("Two shops in Bath.");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: "I agree to be contacted about this enquiry" })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Enter");
    const email = form.getByLabel("E-mail address");
    await expect(email).toBeFocused();
    await expect(form.getByTestId("form-wholesale-enquiry-email-error")).toHaveText(
      "The E-mail address field must be a valid e-mail address.",
    );
    await snap(page, `forms-shopper-server-error-${size.name}`);

    await page.keyboard.press("ControlOrMeta+A");
    const buyer = `buyer-${randomUUID().slice(0, 8)}@example.org`;
    await page.keyboard.type(buyer);
    await page.keyboard.press("Enter");
    const thanks = page.getByTestId("form-success");
    await expect(thanks).toContainText("Thank you. We will be in touch soon.");
    await expect(thanks).toBeFocused();
    await checkPage(page, `forms-shopper-thanks-${size.name}`);

    // The owner reads it.
    await page.goto(`${store.url}/admin/forms/wholesale-enquiry/submissions`);
    const row = page.getByRole("row").filter({ hasText: buyer });
    await expect(row).toBeVisible();
    await row.getByText("answers · version 2").click();
    await expect(row.getByText("Northwind Café")).toBeVisible();
    await expect(row.getByText("Two shops in Bath.")).toBeVisible();
    await checkPage(page, `forms-submissions-${size.name}`);
    await row.getByRole("button", { name: "Mark handled" }).click();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: buyer })
        .getByText(/^handled /),
    ).toBeVisible();

    // …and exports them: a column per field, the row with the answers as sent.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\ufeff/, "");
    const [header, ...rows] = csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(header).toEqual([
      "Submitted at",
      "Id",
      "Version",
      "Handled",
      "Business name",
      "E-mail address",
      "Kind of business",
      "Coffee a week (kg)",
      "Notes",
      "I agree to be contacted about this enquiry",
    ]);
    expect(rows.map((cells) => cells.slice(2, 9))).toEqual([["2", "yes", "Northwind Café", buyer, "Shop", "12", "Two shops in Bath."]]);
  });
}
