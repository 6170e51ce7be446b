import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, isoSecondsPattern, orderNumbers, uuidPattern } from "../../support/account";

const customer = customerFor("buy-again");
const [mixedOrder, subscriptionOnlyOrder, gearOrder] = orderNumbers(customer);
let token: string;
let aliceToken: string;
let otherAliceToken: string;

/** A one-variant product: its line holds its one variant (no options). */
const product = (key: string, name: string, sku: string) => ({
  productId: demoId("product", key),
  variantId: demoId("variant", key, "0"),
  variantTitle: "",
  options: {},
  name,
  sku,
  slug: key,
});
const ethiopia = product("ethiopia-yirgacheffe", "Ethiopia Yirgacheffe Coffee", "COF-ETH-250");
// Earl Grey comes in three sizes: the order's line is its 100 g, named with the size.
const earlGrey = {
  ...product("earl-grey", "Earl Grey Loose Leaf Tea — 100 g", "TEA-EGR-100"),
  variantTitle: "100 g",
  options: { Size: "100 g" },
};
const kettle = product("pour-over-kettle", "Gooseneck Pour Over Kettle", "GEAR-KET-1");
const colombia = product("colombia-huila", "Colombia Huila Coffee", "COF-COL-250");

function gbp(n: number) {
  return `£${n.toFixed(2)}`;
}

/** The expected cart line for a product at a quantity and unit price (pounds). */
function line(p: ReturnType<typeof product>, quantity: number, unitPrice: number) {
  return {
    id: expect.stringMatching(uuidPattern),
    ...p,
    quantity,
    unitPrice,
    lineTotal: Math.round(unitPrice * quantity * 100) / 100,
    lineSubtotal: Math.round(unitPrice * quantity * 100) / 100,
    displayUnitPrice: gbp(unitPrice),
    displayLineTotal: gbp(unitPrice * quantity),
    displayLineSubtotal: gbp(unitPrice * quantity),
    // Coffee and tea: zero-rated food in the UK (tax class reduced, 0%).
    discount: 0,
    tax: 0,
    taxClass: "reduced",
    image: {
      url: `${fixtures().baseUrl}/images/products/${p.slug}.svg`,
      path: `/images/products/${p.slug}.svg`,
      alt: p.name.split(" — ")[0],
    },
  };
}

async function cart(t = token) {
  const res = await api("GET", "/account/cart", { token: t });
  expect(res.status).toBe(200);
  expect(Object.keys(res.body)).toEqual(["data"]);
  return res.body.data;
}

function buyAgain(order: string, t = token) {
  return api("POST", `/account/orders/${encodeURIComponent(order)}/buy-again`, { token: t });
}

function quantities(c: { lines: Array<{ productId: string; quantity: number }> } | null) {
  return Object.fromEntries((c?.lines ?? []).map((l) => [l.productId, l.quantity]));
}

beforeAll(async () => {
  token = await loginAs(customer);
  aliceToken = await loginAs(fixtures().demo.customers[0]!);
  otherAliceToken = await loginAs(fixtures().other.customers[0]!, fixtures().other);
});

describe("POST /account/orders/{orderId}/buy-again", () => {
  let cartId: string;

  it("starts with no active cart", async () => {
    expect(await cart()).toBeNull();
  });

  it("answers 422 {success: false} for an order with only subscription and balance-payment lines, and creates no cart", async () => {
    const res = await buyAgain(subscriptionOnlyOrder);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "This order has no items that can be reordered.",
      itemsAdded: 0,
      itemsSkipped: 0,
      code: "nothing_to_reorder",
    });
    expect(await cart()).toBeNull();
  });

  it("adds the available product lines, skips the unavailable ones with one reason each, and returns the cart", async () => {
    const res = await buyAgain(mixedOrder);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Points may pay half of £32.50 (1,600 points in steps of 100), within the balance.
    const { balance } = (await api("GET", "/account/rewards", { token })).body.data;
    expect(Object.keys(res.body).sort()).toEqual([
      "cart",
      "cartId",
      "itemsAdded",
      "itemsSkipped",
      "redirectUrl",
      "skippedReasons",
      "success",
      "unitsAdded",
    ]);
    expect(res.body).toEqual({
      success: true,
      cartId: expect.stringMatching(uuidPattern),
      itemsAdded: 2,
      // Lines versus units: two products, three units (Earl Grey x1, Ethiopia x2), as the cart's itemCount counts.
      unitsAdded: 3,
      itemsSkipped: 2,
      skippedReasons: ["Holiday Blend 2025 is no longer available.", "Peru Swiss Water Decaf is out of stock."],
      redirectUrl: "/cart",
      cart: {
        id: res.body.cartId,
        marketId: demoId("market", "gb"),
        currencyCode: "GBP",
        shippingCountry: null,
        shippingRegion: null,
        discountCodes: [],
        pointsToRedeem: 0,
        maxPointsToRedeem: Math.min(1600, balance - (balance % 100)),
        totals: expect.objectContaining({ currencyCode: "GBP", subtotal: 32.5, shipping: 0, taxTotal: 0, total: 32.5, estimated: true }),
        // Earl Grey is on sale (£7.50 instead of £9.00): the cart takes today's price.
        lines: [line(earlGrey, 1, 7.5), line(ethiopia, 2, 12.5)],
        ticketLines: [],
        itemCount: 3,
        subtotal: 32.5,
        displaySubtotal: "£32.50",
        createdAt: expect.stringMatching(isoSecondsPattern),
        updatedAt: expect.stringMatching(isoSecondsPattern),
      },
    });
    cartId = res.body.cartId;
    // GET /account/cart shows the same cart object.
    expect(await cart()).toEqual(res.body.cart);
  });

  it("merges into the same cart on a second call: quantities add up", async () => {
    const res = await buyAgain(mixedOrder);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, cartId, itemsAdded: 2, unitsAdded: 3, itemsSkipped: 2 });
    expect(res.body.cart.lines).toEqual([line(earlGrey, 2, 7.5), line(ethiopia, 4, 12.5)]);
    expect(res.body.cart).toMatchObject({ id: cartId, itemCount: 6, subtotal: 65, displaySubtotal: "£65.00" });
  });

  it("caps at the product's maximum: a partly added line counts as added and as skipped, with one reason", async () => {
    // colombia x3 per order, max 10 per order: 3, 6, 9, then only 1 more fits.
    for (let i = 1; i <= 3; i++) {
      const res = await buyAgain(gearOrder);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ itemsAdded: 2, itemsSkipped: 0, skippedReasons: [] });
      expect(quantities(res.body.cart)).toMatchObject({ [kettle.productId]: i, [colombia.productId]: 3 * i });
    }
    const partial = await buyAgain(gearOrder);
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      success: true,
      cartId,
      itemsAdded: 2,
      // The kettle's 1 and the one Colombia that still fitted.
      unitsAdded: 2,
      itemsSkipped: 1,
      skippedReasons: ["Only 1 of Colombia Huila Coffee could be added (maximum 10 per order)."],
    });
    expect(quantities(partial.body.cart)).toMatchObject({ [kettle.productId]: 4, [colombia.productId]: 10 });
    // Colombia is on sale at £9.50.
    expect(partial.body.cart.lines.find((l: { productId: string }) => l.productId === colombia.productId)).toEqual(line(colombia, 10, 9.5));
  });

  it("skips a line already at its cap and still adds the rest", async () => {
    for (let k = 5; k <= 10; k++) {
      const res = await buyAgain(gearOrder);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        itemsAdded: 1,
        itemsSkipped: 1,
        skippedReasons: ["Colombia Huila Coffee is already in your cart at the most that can be ordered (maximum 10 per order)."],
      });
      expect(quantities(res.body.cart)).toMatchObject({ [kettle.productId]: k, [colombia.productId]: 10 });
    }
  });

  it("answers 422 {success: false} when every product line is unavailable or capped, leaving the cart as it was", async () => {
    const before = await cart();
    const res = await buyAgain(gearOrder);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "None of the items in this order can be added to your cart.",
      itemsAdded: 0,
      itemsSkipped: 2,
      code: "nothing_to_reorder",
    });
    expect(await cart()).toEqual(before);
  });

  it("holds every product's quantity within its cap", async () => {
    const c = await cart();
    expect(c.id).toBe(cartId);
    expect(quantities(c)).toEqual({ [earlGrey.productId]: 2, [ethiopia.productId]: 4, [kettle.productId]: 10, [colombia.productId]: 10 });
    expect(c.itemCount).toBe(26);
    expect(c.subtotal).toBe(2 * 7.5 + 4 * 12.5 + 10 * 45 + 10 * 9.5);
  });

  it("answers 404 {message: 'Order not found.'} for unknown orders and internal ids", async () => {
    const myOrders = await api("GET", "/account/orders", { token });
    const internalId = myOrders.body.data[0].id as string;
    for (const ref of ["SF-0", "SF-999999", "nope", mixedOrder.toLowerCase(), ` ${mixedOrder}x`, internalId, "x".repeat(300)]) {
      const res = await buyAgain(ref);
      expect({ ref, status: res.status, body: res.body }).toEqual({
        ref,
        status: 404,
        body: { message: "Order not found.", code: "not_found" },
      });
    }
  });

  it("never reorders another customer's order, and leaves both carts unchanged", async () => {
    const mine = await cart();
    const alicesBefore = await cart(aliceToken);
    const res = await buyAgain("SF-1001");
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: "Order not found.", code: "not_found" } });
    expect(await cart()).toEqual(mine);
    expect(await cart(aliceToken)).toEqual(alicesBefore);
  });

  it("never reaches across tenants", async () => {
    const mine = await cart();
    const theirsBefore = await cart(otherAliceToken);
    // Another tenant's customer asking for this customer's order number.
    const cross = await buyAgain(mixedOrder, otherAliceToken);
    expect({ status: cross.status, body: cross.body }).toEqual({ status: 404, body: { message: "Order not found.", code: "not_found" } });
    expect(await cart(otherAliceToken)).toEqual(theirsBefore);
    expect(await cart()).toEqual(mine);
  });

  it("needs an account token", async () => {
    const before = await cart();
    await expectAccountAuth("POST", `/account/orders/${mixedOrder}/buy-again`);
    expect(await cart()).toEqual(before);
  });

  it("answers GET with 405", async () => {
    const res = await api("GET", `/account/orders/${mixedOrder}/buy-again`, { token });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("GET /account/cart (extension)", () => {
  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/cart");
  });
});
