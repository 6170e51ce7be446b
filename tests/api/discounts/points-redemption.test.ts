import { beforeAll, describe, expect, it } from "vitest";
import { expectAccountAuth, demoId, seedKey } from "../../support/account";
import { saveVisaCard } from "../../support/cards";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// Points are spent on the gift card (£25, stock 1000): 100 points = £1.00, in steps of 100, at most half the products.
const giftCard = demoId("product", "gift-card");
const first = customerFor("points-1");
const second = customerFor("points-2");
const homeOf = (c: { email: string }) => demoId("address", seedKey(c), "home");
const visaOf = (c: { email: string }) => demoId("payment-method", seedKey(c), "visa");

type Transaction = { points: number; balanceAfter: number; type: string; orderId: string | null; description: string };

async function rewards(token: string) {
  const res = await api("GET", "/account/rewards", { token });
  expect(res.status).toBe(200);
  return res.body.data as { balance: number; redeemStep: number };
}
async function history(token: string): Promise<Transaction[]> {
  return (await api("GET", "/account/rewards/points-history?perPage=100", { token })).body.data;
}
async function cartOf(token: string, giftCards: number): Promise<string> {
  const cart = (await api("POST", "/carts", { token, body: { market: "GB" } })).body.data;
  for (const line of cart.lines as { id: string }[])
    await api("PATCH", `/carts/${cart.id}/lines/${line.id}`, { token, body: { quantity: 0 } });
  await api("PATCH", `/carts/${cart.id}`, { token, body: { pointsToRedeem: 0 } });
  const res = await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: giftCard, quantity: giftCards } });
  expect(res.status).toBe(200);
  return cart.id;
}
const setPoints = (token: string, cartId: string, pointsToRedeem: unknown) =>
  api("PATCH", `/carts/${cartId}`, { token, body: { pointsToRedeem } });
const checkout = (token: string, who: { email: string }, cartId: string, paymentMethodId = visaOf(who)) =>
  api("POST", "/account/checkout", { token, body: { cartId, shippingAddressId: homeOf(who), paymentMethodId } });

let token: string;
let token2: string;
beforeAll(async () => {
  [token, token2] = await Promise.all([loginAs(first), loginAs(second)]);
});

describe("GET /account/rewards", () => {
  it("the balance (the history's latest balanceAfter) and the store's terms", async () => {
    const res = await api("GET", "/account/rewards", { token });
    expect(res.status).toBe(200);
    const latest = (await history(token))[0]!;
    expect(res.body).toEqual({
      data: {
        enabled: true,
        balance: latest.balanceAfter,
        balanceValue: latest.balanceAfter / 100,
        displayBalanceValue: new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(latest.balanceAfter / 100),
        pointValue: 0.01,
        currencyCode: "GBP",
        redeemStep: 100,
        maxShareOfSubtotal: 0.5,
      },
    });
  });

  it("needs an account token; a store without rewards says enabled: false", async () => {
    await expectAccountAuth("GET", "/account/rewards");
    const store = fixtures().norewards;
    const other = await loginAs(store.customers[0]!, store);
    expect((await api("GET", "/account/rewards", { token: other })).body.data).toMatchObject({ enabled: false });
  });
});

describe("PATCH /carts/{cartId} {pointsToRedeem}", () => {
  it("prices the points into the cart: value, points spent, total, and the most the cart can take", async () => {
    const { balance } = await rewards(token);
    expect(balance).toBeGreaterThanOrEqual(300);
    const cartId = await cartOf(token, 2); // £50: points may pay £25 (2,500 points)
    const res = await setPoints(token, cartId, 300);
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.pointsToRedeem).toBe(300);
    expect(cart.maxPointsToRedeem).toBe(Math.min(2500, balance - (balance % 100)));
    expect(cart.totals).toMatchObject({
      subtotal: 50,
      pointsValue: 3,
      displayPointsValue: "£3.00",
      pointsRedeemed: 300,
      shipping: 0,
      total: 47,
      // Earned on what is paid for: £50 − £3.
      pointsEarned: 47,
    });
    expect((await api("GET", `/carts/${cartId}`, { token })).body.data.totals.pointsValue).toBe(3);
    // 0 clears them.
    expect((await setPoints(token, cartId, 0)).body.data.totals).toMatchObject({ pointsValue: 0, pointsRedeemed: 0, total: 50 });
  });

  it("refuses what cannot be spent with a 422 naming why, and changes nothing", async () => {
    const { balance } = await rewards(token);
    const cartId = await cartOf(token, 1); // £25: at most £12.50, so 1,200 points
    await setPoints(token, cartId, 100);
    const before = (await api("GET", `/carts/${cartId}`, { token })).body.data;
    const refused = async (body: unknown, code: string, message: RegExp, who = token) => {
      const res = await api("PATCH", `/carts/${cartId}`, { token: who, body });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code, errors: { pointsToRedeem: [expect.stringMatching(message)] } });
    };
    await refused({ pointsToRedeem: 150 }, "points_step", /^Points are spent in steps of 100: ask for 100\.$/);
    const over = balance - (balance % 100) + 100;
    await refused(
      { pointsToRedeem: over },
      "points_insufficient",
      new RegExp(`^You have ${balance} points; you asked to spend ${over}\\.$`),
    );
    if (balance >= 1300) await refused({ pointsToRedeem: 1300 }, "points_over_limit", /^At most 1200 points can be spent on this cart/);
    // A refusal also undoes the rest of the change.
    await refused({ pointsToRedeem: 150, market: "DE" }, "points_step", /steps of 100/);
    for (const bad of [-100, 1.5, "100", null]) {
      const res = await api("PATCH", `/carts/${cartId}`, { token, body: { pointsToRedeem: bad } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["pointsToRedeem"]);
    }
    const after = (await api("GET", `/carts/${cartId}`, { token })).body.data;
    expect(after).toEqual(before);
  });

  it("a guest cart cannot spend points", async () => {
    const guest = fixtures().demo.apiToken;
    const cart = (await api("POST", "/carts", { token: guest, body: { market: "GB" } })).body.data;
    await api("POST", `/carts/${cart.id}/lines`, { token: guest, body: { productId: giftCard, quantity: 1 } });
    const res = await setPoints(guest, cart.id, 100);
    expect(res).toMatchObject({ status: 422, body: { code: "points_need_account", errors: { pointsToRedeem: [expect.any(String)] } } });
    expect((await api("GET", `/carts/${cart.id}`, { token: guest })).body.data).toMatchObject({ pointsToRedeem: 0, maxPointsToRedeem: 0 });
  });

  it("in another currency a point is worth its value at the market's rate", async () => {
    const cartId = await cartOf(token, 2);
    const res = await api("PATCH", `/carts/${cartId}`, { token, body: { market: "DE", pointsToRedeem: 100 } });
    expect(res.status).toBe(200);
    // The demo's euro market converts at 1.17: 100 points = €1.17.
    expect(res.body.data.totals).toMatchObject({
      currencyCode: "EUR",
      pointsRedeemed: 100,
      pointsValue: 1.17,
      displayPointsValue: "€1.17",
    });
    await api("PATCH", `/carts/${cartId}`, { token, body: { market: "GB", pointsToRedeem: 0 } });
  });
});

describe("checkout with points", () => {
  it("writes a redemption under the order, charges the rest, and a cancellation gives the points back and takes the earned ones away", async () => {
    const { balance } = await rewards(token);
    const cartId = await cartOf(token, 2);
    expect((await setPoints(token, cartId, 200)).status).toBe(200);
    const res = await checkout(token, first, cartId);
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order.totals).toMatchObject({ subtotal: 50, pointsValue: 2, pointsRedeemed: 200, total: 48, captured: 48 });
    expect(order.pointsEarned).toBe(48);
    const [earned, spent] = await history(token);
    expect(spent).toMatchObject({ type: "redemption", points: -200, balanceAfter: balance - 200, orderId: order.id });
    expect(earned).toMatchObject({ type: "order", points: 48, balanceAfter: balance - 200 + 48, orderId: order.id });
    expect((await rewards(token)).balance).toBe(balance - 152);

    const cancelled = await api("POST", `/operator/orders/${order.orderId}/cancel`, {
      token: await operatorToken(fixtures().demo.tenantId),
    });
    expect(cancelled.status).toBe(200);
    expect((await rewards(token)).balance).toBe(balance);
    const [givenBack, takenBack] = await history(token);
    expect(takenBack).toMatchObject({ type: "reversal", points: -48 });
    expect(givenBack).toMatchObject({ type: "refund", points: 200, balanceAfter: balance });
  });

  it("a declined card gives the points back; the cart keeps them and pays with another card", async () => {
    const { balance } = await rewards(token2);
    const cartId = await cartOf(token2, 1);
    await setPoints(token2, cartId, 100);
    const declining = await saveVisaCard(token2, "0002", `points-decline-${Date.now()}`);
    expect(await checkout(token2, second, cartId, declining)).toMatchObject({ status: 402 });
    expect((await rewards(token2)).balance).toBe(balance);
    expect((await api("GET", `/carts/${cartId}`, { token: token2 })).body.data).toMatchObject({ pointsToRedeem: 100 });
    const ok = await checkout(token2, second, cartId);
    expect(ok.status).toBe(201);
    // £25 − £1 of points + £3.95 delivery (free from £30 of products).
    expect(ok.body.data.totals).toMatchObject({ pointsRedeemed: 100, pointsValue: 1, shipping: 3.95, total: 27.95 });
  });

  it("points spent elsewhere since the cart was priced → 409 points_insufficient, nothing changed", async () => {
    const op = await operatorToken(fixtures().demo.tenantId);
    // An order that earns 100 points, so the cart can ask for points that its cancellation then takes back.
    const earning = await cartOf(token2, 4);
    const placed = await checkout(token2, second, earning);
    expect(placed.status).toBe(201);
    const { balance } = await rewards(token2);
    const ask = balance - (balance % 100);
    const before = balance - placed.body.data.pointsEarned;
    expect(ask).toBeGreaterThan(before);
    const cartId = await cartOf(token2, Math.ceil(ask / 1200)); // each £25 card takes up to 1,200 points
    expect((await setPoints(token2, cartId, ask)).status).toBe(200);
    expect((await api("POST", `/operator/orders/${placed.body.data.orderId}/cancel`, { token: op })).status).toBe(200);
    const ordersBefore = (await api("GET", "/account/orders", { token: token2 })).body.meta.total;
    const res = await checkout(token2, second, cartId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `Only ${before} points are available. This cart spends ${ask}: change the points on your cart and check out again.`,
      code: "points_insufficient",
    });
    expect((await rewards(token2)).balance).toBe(before);
    expect((await api("GET", "/account/orders", { token: token2 })).body.meta.total).toBe(ordersBefore);
    expect((await api("GET", `/carts/${cartId}`, { token: token2 })).status).toBe(200);
    await setPoints(token2, cartId, 0);
  });

  it("eight checkouts of one cart at once spend its points once", async () => {
    const { balance } = await rewards(token);
    const cartId = await cartOf(token, 1);
    await setPoints(token, cartId, 100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(token, first, cartId)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const s of statuses) expect([201, 404, 409]).toContain(s);
    const order = answers.find((a) => a.status === 201)!.body.data;
    const redemptions = (await history(token)).filter((t) => t.type === "redemption" && t.orderId === order.id);
    expect(redemptions).toHaveLength(1);
    expect((await rewards(token)).balance).toBe(balance - 100 + order.pointsEarned);
  });
});
