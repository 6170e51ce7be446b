import { checkPage, snap, expect, test } from "./support/storefront";

// The flows change nothing another flow reads: they share this worker's store of its own (loaded with the demo data).
test.use({ ownStore: "worker" });

test("contact form: the API's validation error beside its field, then success", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  // A message is required: nothing is sent without one, and the field says so in plain words.
  await page.getByLabel("E-mail address").fill("visitor@example.org");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("message-error")).toHaveText("Enter a message");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toBeFocused();

  await page.getByLabel("Your name").fill("Playwright Visitor");
  await page.getByLabel("E-mail address").fill("not-an-email");
  await page.getByLabel("Subject").fill("Wholesale enquiry");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you supply offices in Bath?");
  await page.getByRole("button", { name: "Send message" }).click();

  const email = page.getByLabel("E-mail address");
  await expect(page.getByTestId("email-error")).toHaveText("Enter an e-mail address like name@example.com");
  await expect(page.getByTestId("message-error")).toHaveCount(0);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", /email-error/);
  await expect(email).toBeFocused();
  await checkPage(page, "contact-error");

  // Keyboard only: correct the address and submit with Enter.
  await email.fill(`visitor+${Date.now()}@example.org`);
  await email.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Thank you, your message is on its way" })).toBeVisible();
  await expect(page.getByTestId("email-error")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  await snap(page, "contact-sent");
});
