import { checkPage, snap, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("cancel a subscription after confirming", async ({ page }) => {
  await signIn(page, customerFor("e2e5"), "/account/subscriptions");
  const subs = page.getByTestId("subscription");
  await expect(subs).toHaveCount(2);
  await checkPage(page, "subscriptions");
  const target = subs.filter({ hasText: "Tea Discovery Subscription Box" }).filter({ hasText: "Earl Grey" });
  await expect(target).toHaveAttribute("data-status", "active");

  // Changing one's mind keeps it: the dialog opens with focus on "Keep my subscription"; Escape closes it too.
  const cancelButton = target.getByRole("button", { name: "Cancel subscription: Tea Discovery Subscription Box" });
  await cancelButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cancel Tea Discovery Subscription Box?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep my subscription" })).toBeFocused();
  await checkPage(page, "subscription-cancel-confirm");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toHaveAttribute("data-status", "active");

  await target.getByRole("button", { name: "Cancel subscription: Tea Discovery Subscription Box" }).click();
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tea Discovery Subscription Box is cancelled." })).toBeVisible();
  await expect(target).toHaveAttribute("data-status", "cancelled");
  // Its Cancel button is gone: focus is on the result, not dropped to the page.
  await expect(page.getByTestId("subscriptions-result")).toBeFocused();
  await expect(target.getByText(/^Cancelled /)).toBeVisible();
  await expect(target.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
  await snap(page, "subscriptions-cancelled");

  await page.reload();
  await expect(page.getByTestId("subscription").filter({ hasText: "Earl Grey" })).toHaveAttribute("data-status", "cancelled");
});
