import { customerFor, expect, fixtures, test } from "./support/storefront";

test.use({ ownStore: true });

/**
 * Signing in at checkout merges the guest cart, then the page asks the API to price it for the default address
 * (PATCH /carts/{cartId}). A read of the cart that started before that answer and lands after it must not put the
 * unpriced cart back: the Pay button would wait for totals forever (seen once in CI, under load). Here every read of
 * the account's cart is held until the destination's answer has arrived, the worst order a busy network can give.
 */
test("after signing in at checkout, a late read of the cart does not undo its pricing", async ({ page, request, baseURL }) => {
  test.slow();
  const customer = customerFor("checkout-e2e");
  const storefront = { authorization: `Bearer ${fixtures().demo.apiToken}` };
  const cart = ((await (await request.post("/api/v1/carts", { headers: storefront, data: {} })).json()) as { data: { id: string } }).data;
  const product = (
    (await (await request.get("/api/v1/products/earl-grey", { headers: storefront })).json()) as {
      data: { variants: { id: string }[] };
    }
  ).data;
  const added = await request.post(`/api/v1/carts/${cart.id}/lines`, {
    headers: storefront,
    data: { variantId: product.variants[0]!.id, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  await page.context().addCookies([{ name: "sf_cart", value: cart.id, url: baseURL }]);

  let destinationAnswered!: () => void;
  const destinationSet = new Promise<void>((resolve) => (destinationAnswered = resolve));
  page.on("response", (response) => {
    if (response.request().method() === "PATCH" && /\/api\/v1\/carts\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname))
      destinationAnswered();
  });
  await page.route("**/api/v1/account/cart", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    // Fetched at the server's own address (Node does not resolve the store's `*.localhost` name; the account token
    // the page sends names the store).
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fixtures().baseUrl}${url.pathname}${url.search}` });
    await Promise.race([destinationSet, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // The page may have given up on this read meanwhile (that is the fix); then there is nothing to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });

  await page.goto("/checkout");
  await page.getByTestId("sign-in-offer").getByRole("link").click();
  await page.getByLabel("E-mail address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/checkout");
  await expect(page.getByTestId("checkout-lines")).toContainText("2 × Earl Grey Loose Leaf Tea");
  await destinationSet;
  const pay = page.getByTestId("place-order");
  await expect(pay).toBeEnabled();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await expect(pay).toHaveText(`Pay ${total}`);
  await pay.click();
  await page.waitForURL("**/checkout/confirmation/**");
  await expect(page.getByTestId("order-total")).toHaveText(total);
});
