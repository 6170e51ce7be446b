import { checkPage, customerFor, expect, signIn, test } from "./support/storefront";

test.use({ ownStore: true });

test("buy an order again, see what was added and why items were skipped, then the cart", async ({ page }) => {
  await signIn(page, customerFor("e2e6"), "/account/orders");
  const orders = page.getByTestId("order");
  await expect(orders).toHaveCount(3);
  await checkPage(page, "orders");

  // The oldest order holds an archived product, an out-of-stock one, a subscription and a balance payment.
  const first = orders.last();
  const orderId = await first.getAttribute("data-order-id");
  await first.getByRole("button", { name: `Buy again: order ${orderId}` }).click();
  const result = page.getByTestId("buy-again-result");
  // Lines versus units: two products, three items (the cart link counts items, as the header's badge does).
  await expect(result).toContainText(`2 products (3 items) from order ${orderId} added to your cart`);
  await expect(result.getByRole("link", { name: /Go to your cart/ })).toHaveText("Go to your cart (3 items in all)");
  const reasons = result.getByTestId("skipped-reasons").getByRole("listitem");
  await expect(reasons).toHaveCount(2);
  await expect(reasons.filter({ hasText: "Holiday Blend 2025 is no longer available." })).toHaveCount(1);
  await expect(reasons.filter({ hasText: "Peru Swiss Water Decaf is out of stock." })).toHaveCount(1);
  await checkPage(page, "buy-again-result");

  // Focus moves to the outcome (not the top of the page).
  await expect(result).toBeFocused();

  // An order of only a subscription and a balance payment has nothing to reorder: no active button, and why.
  const middle = orders.nth(1);
  const middleId = await middle.getAttribute("data-order-id");
  const noReorder = middle.getByRole("button", { name: `Buy again: order ${middleId}` });
  await expect(noReorder).toBeDisabled();
  await expect(noReorder).toHaveAccessibleDescription("Subscriptions and balance payments can't be bought again.");

  await orders
    .last()
    .getByRole("button", { name: `Buy again: order ${orderId}` })
    .click();
  await page
    .getByTestId("buy-again-result")
    .getByRole("link", { name: /Go to your cart/ })
    .click();
  await page.waitForURL("**/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Ethiopia Yirgacheffe Coffee" }).getByTestId("quantity-value")).toHaveText("4");
  await expect(lines.filter({ hasText: "Earl Grey Loose Leaf Tea" }).getByTestId("quantity-value")).toHaveText("2");
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 6 items");
  await checkPage(page, "cart");
});
