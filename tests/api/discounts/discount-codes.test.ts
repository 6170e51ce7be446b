import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";
import { makeToken } from "../../support/sandbox-engine";
import { leadVariant } from "../../support/variants";

// This file buys the Kenya Nyeri coffee (stock 40) in its usage-limit test and creates its own discounts.
const guest = () => fixtures().demo.apiToken;
const product = (key: string) => demoId("product", key);
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const nextYear = new Date().getUTCFullYear() + 2;
const address = { firstName: "Ada", lastName: "Lovelace", line1: "1 Queen Square", city: "Bath", postalCode: "BA1 2HP", countryCode: "GB" };

async function cartWith(items: [string, number][], token = guest()): Promise<string> {
  const cart = (await api("POST", "/carts", { token, body: { market: "GB" } })).body.data;
  for (const [key, quantity] of items)
    expect((await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: product(key), quantity } })).status).toBe(200);
  return cart.id;
}
const addCode = (cartId: string, code: unknown, token = guest()) =>
  api("POST", `/carts/${cartId}/discount-codes`, { token, body: { code } });
const refusedWith = (res: { status: number; body: unknown }, reason: string) => {
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ message: reason, errors: { code: [reason] }, code: "discount_not_applicable" });
};
const operator = () => operatorToken(fixtures().demo.tenantId);
async function createDiscount(body: Record<string, unknown>) {
  const res = await api("POST", "/operator/discounts", { token: await operator(), body });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("operator discounts: POST/GET /operator/discounts, PATCH /operator/discounts/{id}", () => {
  it("creates, lists, edits and disables; values per currency in major units", async () => {
    const code = `OP${run}`.toUpperCase();
    const created = await createDiscount({ code, kind: "fixed", value: { GBP: 5, EUR: 6 }, minSubtotal: { GBP: 20 }, usageLimit: 3 });
    expect(created).toMatchObject({
      code,
      kind: "fixed",
      value: { GBP: 5, EUR: 6 },
      minSubtotal: { GBP: 20 },
      usageLimit: 3,
      active: true,
      combinable: false,
      timesUsed: 0,
    });
    const list = await api("GET", "/operator/discounts", { token: await operator() });
    expect(list.status).toBe(200);
    expect(list.body.data.find((d: { id: string }) => d.id === created.id)).toMatchObject({ code });
    expect(list.body.data.map((d: { code: string | null }) => d.code)).toEqual(
      expect.arrayContaining(["WELCOME10", "FREESHIP", "TENOFF", "SPRING5"]),
    );
    const edited = await api("PATCH", `/operator/discounts/${created.id}`, {
      token: await operator(),
      body: { active: false, kind: "percentage", value: 15 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ active: false, kind: "percentage", value: 15 });
    // Disabled: a shopper is told it is unknown.
    refusedWith(await addCode(await cartWith([["ethiopia-yirgacheffe", 1]]), code), `${code} is not a discount code of this store.`);
    expect(
      (await api("PATCH", `/operator/discounts/${crypto.randomUUID()}`, { token: await operator(), body: { active: false } })).status,
    ).toBe(404);
    // Another tenant's operator cannot see it.
    const other = await api("GET", "/operator/discounts", { token: await operatorToken(fixtures().other.tenantId) });
    expect(other.body.data.some((d: { id: string }) => d.id === created.id)).toBe(false);
  });

  it("bad input → 422 naming the field, nothing created", async () => {
    const token = await operator();
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await api("POST", "/operator/discounts", { token, body });
      expect(res.status).toBe(422);
      // The field, or a part of it (`value.GBP`).
      expect(Object.keys(res.body.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    };
    await bad({ code: `NEG${run}`, kind: "fixed", value: { GBP: -5 } }, "value");
    await bad({ code: `PCT${run}`, kind: "percentage", value: 150 }, "value");
    await bad({ code: `PCT${run}`, kind: "percentage", value: -1 }, "value");
    await bad(
      { code: `DATE${run}`, kind: "percentage", value: 10, startsAt: "2030-02-01T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      "endsAt",
    );
    await bad({ code: "WELCOME10", kind: "percentage", value: 10 }, "code");
    await bad({ code: "welcome10", kind: "percentage", value: 10 }, "code");
    await bad({ code: `K${run}`, kind: "bogus", value: 10 }, "kind");
    const list = await api("GET", "/operator/discounts", { token });
    expect(list.body.data.some((d: { code: string | null }) => (d.code ?? "").endsWith(run))).toBe(false);
  });
});

describe("codes on carts: POST/DELETE /carts/{cartId}/discount-codes", () => {
  it("TENOFF: minimum not met → 422 and the cart unchanged; met → 10 off shared over the lines and in totals; case-insensitive; removable", async () => {
    const cartId = await cartWith([["ethiopia-yirgacheffe", 1]]);
    const before = (await api("GET", `/carts/${cartId}`, { token: guest() })).body.data;
    refusedWith(await addCode(cartId, "tenoff"), "TENOFF needs a subtotal of at least £40.00.");
    expect((await api("GET", `/carts/${cartId}`, { token: guest() })).body.data).toEqual(before);

    expect(
      (await api("POST", `/carts/${cartId}/lines`, { token: guest(), body: { productId: product("pour-over-kettle"), quantity: 1 } }))
        .status,
    ).toBe(200);
    const res = await addCode(cartId, "TenOff");
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.discountCodes).toEqual([
      {
        code: "TENOFF",
        description: "£10, €10 or $10 off orders of £40, €40 or $40 or more",
        amount: 10,
        displayAmount: "£10.00",
        applied: true,
        reason: null,
      },
    ]);
    expect(cart.totals).toMatchObject({ subtotal: 57.5, discountTotal: 10, shipping: 0, total: 47.5 });
    // £12.50 and £45.00 share £10.00: 2.17 and 7.83.
    expect(cart.lines.map((l: { discount: number }) => l.discount).sort()).toEqual([2.17, 7.83]);
    // Applying it again changes nothing.
    expect((await addCode(cartId, "TENOFF")).body.data.totals).toEqual(cart.totals);

    const removed = await api("DELETE", `/carts/${cartId}/discount-codes/tenoff`, { token: guest() });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ discountCodes: [], totals: { discountTotal: 0, total: 57.5 } });
    expect((await api("DELETE", `/carts/${cartId}/discount-codes/tenoff`, { token: guest() })).status).toBe(404);
  });

  it("refusals name why: unknown, long, unicode, SQL, expired, first order (guest and returning customer)", async () => {
    const cartId = await cartWith([["ethiopia-yirgacheffe", 2]]);
    refusedWith(await addCode(cartId, "NOPE"), "NOPE is not a discount code of this store.");
    refusedWith(await addCode(cartId, "X".repeat(200)), "That code is not a discount code of this store.");
    refusedWith(await addCode(cartId, "ÇÅFÉ☕"), "That code is not a discount code of this store.");
    refusedWith(await addCode(cartId, "' OR 1=1 --"), "That code is not a discount code of this store.");
    refusedWith(await addCode(cartId, "spring5"), "SPRING5 expired on 2026-06-01.");
    refusedWith(await addCode(cartId, "WELCOME10"), "WELCOME10 is for a first order: sign in or create an account to use it.");
    expect((await addCode(cartId, 42)).status).toBe(422);
    expect((await api("GET", `/carts/${cartId}`, { token: guest() })).body.data.discountCodes).toEqual([]);

    const token = await loginAs(customerFor("discounts"));
    const mine = (await api("POST", "/carts", { token })).body.data;
    expect((await api("POST", `/carts/${mine.id}/lines`, { token, body: { variantId: leadVariant("sencha"), quantity: 1 } })).status).toBe(
      200,
    );
    refusedWith(await addCode(mine.id, "welcome10", token), "WELCOME10 is for a first order only.");
  });

  it("WELCOME10 for a new customer's first order: 10% per line, VAT inside reduced in proportion", async () => {
    const reg = await api("POST", "/account/register", {
      token: guest(),
      body: { email: `welcome-${run}@example.com`, password: "long-enough-pw", firstName: "W", lastName: "T" },
    });
    expect(reg.status).toBe(201);
    const token = reg.body.token as string;
    const cart = (await api("POST", "/carts", { token, body: { market: "GB" } })).body.data;
    expect(
      (await api("POST", `/carts/${cart.id}/lines`, { token, body: { productId: product("ceramic-dripper"), quantity: 1 } })).status,
    ).toBe(200);
    await api("PATCH", `/carts/${cart.id}`, { token, body: { shippingCountry: "GB" } });
    const res = await addCode(cart.id, "welcome10", token);
    expect(res.status).toBe(200);
    // £22.00 dripper (VAT 20% inside): £2.20 off; VAT on £19.80 is £3.30 (it was £3.67).
    expect(res.body.data.lines[0]).toMatchObject({ discount: 2.2, tax: 3.3, lineTotal: 19.8 });
    expect(res.body.data.totals).toMatchObject({ subtotal: 22, discountTotal: 2.2, taxTotal: 3.3 });
    expect(res.body.data.discountCodes[0]).toMatchObject({ code: "WELCOME10", amount: 2.2, applied: true });
  });

  it("combination: one code per cart unless both are combinable; FREESHIP waives delivery", async () => {
    const cartId = await cartWith([["kenya-nyeri", 2]]);
    const ship = await addCode(cartId, "FREESHIP");
    expect(ship.status).toBe(200);
    expect(ship.body.data.totals.shipping).toBe(0);
    expect(ship.body.data.discountCodes[0]).toMatchObject({ code: "FREESHIP", applied: true });
    expect(ship.body.data.discountCodes[0].amount).toBeGreaterThan(0);
    refusedWith(await addCode(cartId, "TENOFF"), "TENOFF cannot be combined with the code already applied: remove that one first.");

    const a = await createDiscount({ code: `STACKA${run}`, kind: "percentage", value: 10, combinable: true });
    const b = await createDiscount({ code: `STACKB${run}`, kind: "fixed", value: { GBP: 1 }, combinable: true });
    const other = await cartWith([["kenya-nyeri", 2]]);
    expect((await addCode(other, a.code)).status).toBe(200);
    const both = await addCode(other, b.code);
    expect(both.status).toBe(200);
    const sub = both.body.data.totals.subtotal as number;
    expect(both.body.data.totals.discountTotal).toBeCloseTo(Math.round(sub * 10) / 100 + 1, 2);
    // In the other order: the same totals.
    const reversed = await cartWith([["kenya-nyeri", 2]]);
    await addCode(reversed, b.code);
    expect((await addCode(reversed, a.code)).body.data.totals).toEqual(both.body.data.totals);
  });
});

describe("limits at checkout", () => {
  it("a code limited to 5 and 20 concurrent guest checkouts: exactly 5 orders use it, 15 × 409 discount_exhausted; a cancelled order frees its use", async () => {
    const limited = await createDiscount({ code: `LIMIT${run}`, kind: "percentage", value: 5, usageLimit: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const cartId = await cartWith([["kenya-nyeri", 1]]);
        expect((await addCode(cartId, limited.code)).status).toBe(200);
        const setup = (await api("POST", `/carts/${cartId}/payment-setup`, { token: guest() })).body.identifier as string;
        const token = makeToken({ v: 1, setup, brand: "visa", last4: "4242", expMonth: 12, expYear: nextYear, nonce: `limit-${run}-${i}` });
        return {
          cartId,
          body: { cartId, email: `limit-${run}-${i}@example.com`, shippingAddress: address, payment: { identifier: setup, token } },
        };
      }),
    );
    const results = await Promise.all(buyers.map((b) => api("POST", "/checkout", { token: guest(), body: b.body })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("discount_exhausted");
    for (const r of results.filter((x) => x.status === 201)) expect(r.body.data.totals.discountTotal).toBeGreaterThan(0);
    const list = async () =>
      (await api("GET", "/operator/discounts", { token: await operator() })).body.data.find((d: { id: string }) => d.id === limited.id);
    expect((await list()).timesUsed).toBe(5);

    // A loser's cart still shows the code, now used up, with the reason; nothing was ordered.
    const loser = buyers[results.findIndex((r) => r.status === 409)]!;
    const cart = (await api("GET", `/carts/${loser.cartId}`, { token: guest() })).body.data;
    expect(cart.discountCodes[0]).toMatchObject({ applied: false, amount: 0 });

    // The operator cancels one order: its use is freed.
    const winner = results.find((r) => r.status === 201)!;
    const cancel = await api("POST", `/operator/orders/${winner.body.data.orderId}/cancel`, { token: await operator() });
    expect(cancel.status).toBe(200);
    expect((await list()).timesUsed).toBe(4);
  });
});
