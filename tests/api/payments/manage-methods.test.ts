import { describe, expect, it } from "vitest";
import { seedId } from "@/db/seed/ids";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { expectAccountAuth, seedKey } from "../../support/account";
import { slugOf } from "../../support/fixtures";

const card = (who: { email: string }, name: "visa" | "mastercard" | "wallet", store: "demo" | "other" = "demo") =>
  seedId(slugOf(store), "payment-method", seedKey(who), name);
const list = async (token: string) => {
  const res = await api("GET", "/account/payments/methods", { token });
  expect(res.status).toBe(200);
  return res.body as Array<{ id: string; default: boolean; cardLast4: string }>;
};
const remove = (token: string, id: string) => api("DELETE", `/account/payments/methods/${id}`, { token });
const makeDefault = (token: string, id: string) => api("POST", `/account/payments/methods/${id}/default`, { token });
const notFound = { status: 404, body: { message: "Payment method not found.", code: "not_found" } };
/** The name of the customer's seeded "main" subscription, which their mastercard pays, as the account lists it. */
async function mainSubscriptionName(who: { email: string }, token: string): Promise<string> {
  const id = seedId(slugOf("demo"), "subscription", seedKey(who), "main");
  const res = await api("GET", "/account/subscriptions", { token });
  const found = (res.body.data as Array<{ id: string; name: string }>).find((s) => s.id === id);
  if (!found) throw new Error(`no main subscription for ${who.email}`);
  return found.name;
}

describe("POST /account/payments/methods/{paymentMethodId}/default (extension)", () => {
  it("makes the card the default; the list shows it first and the only default", async () => {
    const me = customerFor("account-5");
    const token = await loginAs(me);
    const res = await makeDefault(token, card(me, "mastercard"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const key = seedKey(me);
    expect(res.body).toEqual({
      data: {
        id: card(me, "mastercard"),
        provider: "sandbox",
        paymentMethod: "card",
        providerId: `pm_sandbox_${key}_mc`,
        cardType: "mastercard",
        cardLast4: "4444",
        cardExpMonth: 3,
        cardExpYear: 2028,
        default: true,
      },
    });
    const methods = await list(token);
    expect(methods.map((m) => [m.id, m.default])).toEqual([
      [card(me, "mastercard"), true],
      [card(me, "visa"), false],
    ]);
    // Choosing the default again changes nothing.
    expect((await makeDefault(token, card(me, "mastercard"))).body.data.default).toBe(true);
    expect(await list(token)).toEqual(methods);
    // And back.
    expect((await makeDefault(token, card(me, "visa"))).status).toBe(200);
    expect((await list(token)).map((m) => [m.id, m.default])).toEqual([
      [card(me, "visa"), true],
      [card(me, "mastercard"), false],
    ]);
  });

  it("answers 404 for a wallet, an unknown or malformed id, another customer's and another store's card", async () => {
    const me = customerFor("account-5");
    const token = await loginAs(me);
    const alice = fixtures().demo.customers[0]!;
    const aliceBefore = await list(await loginAs(alice));
    const otherCustomer = fixtures().other.customers[0]!;
    for (const id of [
      card(me, "wallet"),
      card(alice, "mastercard"),
      card(otherCustomer, "mastercard", "other"),
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ])
      expect(await makeDefault(token, id)).toMatchObject(notFound);
    expect(await list(await loginAs(alice))).toEqual(aliceBefore);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("POST", `/account/payments/methods/${card(customerFor("account-5"), "visa")}/default`);
  });
});

describe("DELETE /account/payments/methods/{paymentMethodId} (extension)", () => {
  it("refuses with 409 a card that pays an active subscription, naming the subscription", async () => {
    const me = customerFor("account-6");
    const token = await loginAs(me);
    const before = await list(token);
    const res = await remove(token, card(me, "mastercard"));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `This card pays your subscription "${await mainSubscriptionName(me, token)}". Choose another card for that subscription, or cancel it, before removing this card.`,
      code: "payment_method_in_use",
    });
    expect(await list(token)).toEqual(before);
  });

  it("removes a card once no billed subscription uses it; removing the default makes the newest remaining card the default", async () => {
    const me = customerFor("account-6");
    const token = await loginAs(me);
    const cancel = async (name: "main" | "second") =>
      expect(
        (await api("POST", `/account/subscriptions/${seedId(slugOf("demo"), "subscription", seedKey(me), name)}/cancel`, { token })).status,
      ).toBe(200);
    // The second box is cancelled first, whichever card it was paid with.
    await cancel("second");
    // The visa (the default, paying no billed box) goes: the mastercard is left and becomes the default.
    const res = await remove(token, card(me, "visa"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Payment method removed." });
    expect((await list(token)).map((m) => [m.id, m.default])).toEqual([[card(me, "mastercard"), true]]);
    expect(await remove(token, card(me, "visa"))).toMatchObject(notFound);

    // Still paying the main box: 409, active or paused. Once that is cancelled the card can go, and no card is left (so no default).
    expect((await remove(token, card(me, "mastercard"))).status).toBe(409);
    // Paused still counts as billed.
    const main = seedId(slugOf("demo"), "subscription", seedKey(me), "main");
    expect((await api("POST", `/account/subscriptions/${main}/pause`, { token, body: {} })).status).toBe(200);
    expect((await remove(token, card(me, "mastercard"))).status).toBe(409);
    await cancel("main");
    expect(await remove(token, card(me, "mastercard"))).toMatchObject({ status: 200, body: { message: "Payment method removed." } });
    expect(await list(token)).toEqual([]);
  });

  it("answers 404 for a wallet, an unknown or malformed id, another customer's and another store's card, removing nothing", async () => {
    const me = customerFor("account-5");
    const token = await loginAs(me);
    const alice = fixtures().demo.customers[0]!;
    const aliceToken = await loginAs(alice);
    const aliceBefore = await list(aliceToken);
    const other = fixtures().other;
    const otherCustomer = other.customers[0]!;
    const otherToken = await loginAs(otherCustomer, other);
    const otherBefore = await list(otherToken);
    for (const id of [
      card(me, "wallet"),
      card(alice, "visa"),
      card(otherCustomer, "visa", "other"),
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ])
      expect(await remove(token, id)).toMatchObject(notFound);
    expect(await list(aliceToken)).toEqual(aliceBefore);
    expect(await list(otherToken)).toEqual(otherBefore);
    // The other store's customer cannot remove this customer's card either.
    expect(await remove(otherToken, card(me, "visa"))).toMatchObject(notFound);
    expect((await list(token)).map((m) => m.id)).toContain(card(me, "visa"));
  });

  it("needs an account token", async () => {
    await expectAccountAuth("DELETE", `/account/payments/methods/${card(customerFor("account-5"), "visa")}`);
  });
});
