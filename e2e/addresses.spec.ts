import { checkPage, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("add an address, see it listed, delete it", async ({ page }) => {
  await signIn(page, customerFor("e2e3"), "/account/addresses");
  const list = page.getByRole("list", { name: "Saved addresses" });
  await expect(list.getByTestId("address")).toHaveCount(2);
  await checkPage(page, "addresses");

  await page.getByRole("button", { name: "Add an address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Address line 1").fill("7 Observatory Lane");
  await form.getByLabel("Town or city").fill("Edinburgh");
  await form.getByLabel("Postcode").fill("EH1 2NG");
  await form.getByLabel("Phone (optional)").fill("not a phone");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByTestId("phone-error")).toContainText(/phone/i);
  await checkPage(page, "address-form-error");
  await form.getByLabel("Phone (optional)").fill("+44 131 496 0000");
  await form.getByRole("button", { name: "Save address" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Address at 7 Observatory Lane, Edinburgh saved." })).toBeVisible();
  await expect(list.getByTestId("address")).toHaveCount(3);
  const added = list.getByTestId("address").filter({ hasText: "7 Observatory Lane" });
  await expect(added).toContainText("Edinburgh");
  await expect(added).toContainText("United Kingdom");

  await added.getByRole("button", { name: /Delete the address at 7 Observatory Lane/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(dialog).toBeVisible();
  await checkPage(page, "address-delete-confirm");
  await dialog.getByRole("button", { name: "Delete address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toBeVisible();
  await expect(list.getByTestId("address")).toHaveCount(2);
  await expect(list.getByText("7 Observatory Lane")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("list", { name: "Saved addresses" }).getByTestId("address")).toHaveCount(2);
});
