import { linksIn, waitForMail } from "../tests/support/mail";
import { checkPage, snap, customerFor, expect, test } from "./support/storefront";

test.use({ ownStore: true });

test("forgotten password: the e-mailed link sets a new password, and the old one stops working", async ({ page }) => {
  const customer = customerFor("e2e2");
  const newPassword = "Brand-new-pass-42";
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten your password?" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(customer.email);
  const requestedAt = new Date().toISOString();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await snap(page, "forgot-password-sent");

  // The mail the app queued, delivered by the outbox worker to the test SMTP server.
  const mail = await waitForMail({ to: customer.email, subject: /reset/i, where: (m) => m.at >= requestedAt });
  const link = linksIn(mail).find((l) => l.includes("/reset-password"));
  expect(link, `a reset link in:\n${mail.text}`).toBeTruthy();
  const url = new URL(link!);
  expect(url.origin).toBe(new URL(page.url()).origin);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(customer.email);
  await checkPage(page, "reset-password");

  // Too short: the API's rule in plain words, gone as soon as the password is long enough.
  await page.getByLabel(/^New password/).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("password-error")).toHaveText("Password must be at least 8 characters long");
  await page.getByLabel(/^New password/).fill(newPassword);
  await expect(page.getByTestId("password-error")).toHaveCount(0);
  await expect(page.getByLabel(/^New password/)).not.toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("Something-else-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("passwordConfirmation-error")).toHaveText("The two passwords don’t match");
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL(/\/login\?reset=1/);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  // The link works once.
  await page.goto(url.pathname + url.search);
  await page.getByLabel(/^New password/).fill("Another-pass-77");
  await page.getByLabel("Confirm new password").fill("Another-pass-77");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't change your password" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("email-error")).toContainText("These credentials do not match our records.");
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/account");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello/ })).toBeVisible();
});
