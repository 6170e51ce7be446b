import { checkPage, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("change the password (errors in plain words, gone once fixed), then sign in with the new one", async ({ page }) => {
  const customer = customerFor("account-7");
  const newPassword = "Lantern-harbour-73";
  // On a phone, where a message arriving below the button could push the form and the footer down.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, "/account/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile and password" })).toBeVisible();
  await checkPage(page, "account-profile");
  const form = page.getByRole("form", { name: "Change your password" });

  await form.getByRole("textbox", { name: "Current password", exact: true }).fill("not-my-password");
  await form.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await form.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByTestId("currentPassword-error")).toHaveText("The current password is incorrect");
  await expect(form.getByRole("textbox", { name: "Current password", exact: true })).toBeFocused();
  await checkPage(page, "account-password-error");
  // Typing a new value clears the message.
  await form.getByRole("textbox", { name: "Current password", exact: true }).fill(customer.password);
  await expect(form.getByTestId("currentPassword-error")).toHaveCount(0);

  await form.getByRole("textbox", { name: "New password", exact: true }).fill("password");
  await form.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByTestId("newPassword-error")).toContainText("one of the most common passwords");
  await expect(form.getByTestId("newPassword-error")).toContainText("Try a longer password of three or four unrelated words");

  await form.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await expect(form.getByTestId("newPassword-error")).toHaveCount(0);
  await form.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(`${newPassword}x`);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByTestId("newPasswordConfirmation-error")).toHaveText("The two passwords don\u2019t match");
  await form.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  // The message appears in a slot that already has its height: nothing above it moves (the button), and nothing
  // below it either (the form's own bottom edge, the page footer). Positions in page coordinates, before and after.
  const button = form.getByRole("button", { name: "Change password" });
  const footer = page.getByRole("contentinfo");
  const pageTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
  const pageBottom = (el: Element) => el.getBoundingClientRect().bottom + window.scrollY;
  const before = {
    button: await button.evaluate(pageTop),
    formBottom: await form.evaluate(pageBottom),
    footer: await footer.evaluate(pageTop),
  };
  await button.click();

  const result = page.getByTestId("password-result");
  await expect(result).toHaveText("Your password has been changed. Other devices signed in to your account have been signed out.");
  await expect(button).toBeEnabled();
  expect({
    button: await button.evaluate(pageTop),
    formBottom: await form.evaluate(pageBottom),
    footer: await footer.evaluate(pageTop),
  }).toEqual(before);
  await expect(result).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Current password", exact: true })).toHaveValue("");
  await checkPage(page, "account-password-changed");

  // This session goes on.
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

  await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/account"));
  await page.goto("/login?callbackUrl=%2Faccount");
  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("email-error")).toContainText("These credentials do not match our records.");
  await signIn(page, { email: customer.email, password: newPassword }, "/account");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello/ })).toBeVisible();
});

test("edit the profile and an address in place", async ({ page }) => {
  const customer = customerFor("account-8");
  await signIn(page, customer, "/account/profile");
  const details = page.getByRole("form", { name: "Your details" });
  await expect(details.getByLabel("First name")).toHaveValue("Test");
  await details.getByLabel("First name").fill("Rosa");
  await details.getByLabel("Last name").fill("Diaz");
  await details.getByLabel("Phone (optional)").fill("call me");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("phone-error")).toHaveText("Enter a valid phone number");
  await details.getByLabel("Phone (optional)").fill("+44 117 496 0123");
  await details.getByRole("button", { name: "Save details" }).click();
  const saved = page.getByTestId("profile-result");
  await expect(saved).toHaveText("Your details were saved: Rosa Diaz, +44 117 496 0123.");
  await expect(saved).toBeFocused();
  // The account menu shows the new name without signing in again.
  await expect(page.locator(".account-greeting strong")).toHaveText("Rosa Diaz");
  await page.reload();
  await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Last name")).toHaveValue("Diaz");
  await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Phone (optional)")).toHaveValue("+44 117 496 0123");

  // News and offers by e-mail: off for a new account, agreed with the box, still ticked after a reload.
  const news = page.getByRole("form", { name: "News and offers" });
  const box = news.getByLabel("Send me the store's news and offers by e-mail");
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await news.getByRole("button", { name: "Save e-mail preference" }).click();
  await expect(page.getByTestId("marketing-result")).toHaveText("Saved: we will send you news and offers.");
  await checkPage(page, "profile-marketing");
  await page.reload();
  await expect(
    page.getByRole("form", { name: "News and offers" }).getByLabel("Send me the store's news and offers by e-mail"),
  ).toBeChecked();

  await page.goto("/account/addresses");
  const list = page.getByRole("list", { name: "Saved addresses" });
  await expect(list.getByTestId("address")).toHaveCount(2);
  const work = list.getByTestId("address").filter({ hasText: "3 Queen Square" });
  await work.getByRole("button", { name: /^Edit the address at 3 Queen Square/ }).click();
  const form = page.getByRole("form", { name: "Edit the address at 3 Queen Square" });
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(form.getByLabel("Town or city")).toHaveValue("Bath");
  await checkPage(page, "address-edit");
  await form.getByLabel("Address line 1").fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByTestId(/line1-error$/)).toHaveText("Enter the first line of the address");
  await form.getByLabel("Address line 1").fill("21 Pulteney Bridge");
  await expect(form.getByTestId(/line1-error$/)).toHaveCount(0);
  await form.getByLabel("Postcode").fill("BA2 4AT");
  await form.getByLabel("Make this my default address").check();
  await form.getByRole("button", { name: "Save changes" }).click();

  const result = page.getByTestId("address-result");
  await expect(result).toHaveText("The address at 21 Pulteney Bridge, Bath was updated.");
  await expect(result).toBeFocused();
  const edited = list.getByTestId("address").filter({ hasText: "21 Pulteney Bridge" });
  await expect(edited).toContainText("BA2 4AT");
  await expect(edited).toContainText("Default");
  await expect(list.getByText("3 Queen Square")).toHaveCount(0);
  await expect(list.getByText("Default")).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved addresses" }).getByTestId("address").first()).toContainText("21 Pulteney Bridge");
});

test("remove a card (refused while it pays a subscription) and make another the default", async ({ page }) => {
  const customer = customerFor("account-8");
  await signIn(page, customer, "/account/payment-methods");
  const list = page.getByRole("list", { name: "Saved cards" });
  const rows = list.getByTestId("payment-method");
  await expect(rows).toHaveCount(2);
  const mastercard = rows.filter({ hasText: "Mastercard ending 4444" });
  await expect(rows.filter({ hasText: "Visa ending 4242" })).toContainText("Default");
  // Each card says which box it pays (the main box by the mastercard saved for it, the second by the visa).
  await expect(mastercard.getByTestId("card-pays")).toHaveText(/^Pays for .+/);
  await expect(rows.filter({ hasText: "Visa ending 4242" }).getByTestId("card-pays")).toHaveText("Pays for Tea Discovery Subscription Box");
  await checkPage(page, "cards");

  // The mastercard pays a subscription: removing it is refused, with the subscription named.
  await mastercard.getByRole("button", { name: "Remove the Mastercard ending 4444" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this card?" });
  await expect(dialog).toBeVisible();
  await checkPage(page, "card-remove-confirm");
  await dialog.getByRole("button", { name: "Remove card" }).click();
  const refused = page.getByTestId("card-error");
  await expect(refused).toContainText(/^This card pays your subscription ".+"\. Choose another card for that subscription/);
  await expect(refused).toBeFocused();
  await expect(rows).toHaveCount(2);

  // A new card for orders only, through the sandbox engine.
  await page.getByLabel("Use this card for").selectOption("");
  const engineLoaded = page.waitForResponse((r) => r.url().includes("/engine.js") && r.ok());
  await page.getByRole("button", { name: "Continue to card details" }).click();
  await engineLoaded;
  const engine = page.getByTestId("card-engine");
  await engine.getByLabel("Card number").fill("4242 4242 4242 4242");
  await engine.getByLabel("Expiry date (MM / YY)").fill("11 / 33");
  await engine.getByLabel("Security code (CVC)").fill("123");
  await engine.getByRole("button", { name: "Save card" }).click();
  await expect(rows).toHaveCount(3);
  const added = rows.filter({ hasText: "Expires 11/2033" });

  await added.getByRole("button", { name: "Make default: Visa ending 4242" }).click();
  const result = page.getByTestId("card-result");
  await expect(result).toHaveText("Visa ending 4242 is now your default card.");
  await expect(result).toBeFocused();
  await expect(added).toContainText("Default");
  await expect(list.getByText("Default", { exact: true })).toHaveCount(1);
  await expect(rows.first()).toContainText("Expires 11/2033");

  await added.getByRole("button", { name: "Remove the Visa ending 4242" }).click();
  await dialog.getByRole("button", { name: "Remove card" }).click();
  await expect(result).toHaveText("The Visa ending 4242 was removed. Your most recently saved card, if any, is now the default.");
  await expect(result).toBeFocused();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Expires 11/2033" })).toHaveCount(0);
  await expect(list.getByText("Default", { exact: true })).toHaveCount(1);
  await checkPage(page, "card-removed");
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved cards" }).getByTestId("payment-method")).toHaveCount(2);
});
