import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { newTourDate, tourSlug } from "../../support/events";
import { fixtures } from "../../support/fixtures";
import { bathAddress } from "../../support/guest-checkout";
import { api, type ApiResponse } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { visaToken } from "../../support/sandbox-engine";

// Card testing through guest checkout: one cart and one payment setup took 40 declined cards in a few seconds, all
// answered 402. A setup is now spent after 5 charges, and guest checkout and payment setups are limited per address
// and per cart. The carts hold a seat of a tour date of this file's own, so no product's stock is touched. The test
// server exempts only loopback and trusts X-Forwarded-For, so each client here names its own address.
const run = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
let next = 1;
const client = () => ({ "x-forwarded-for": `${run}.${next++}` });
const apiToken = () => fixtures().demo.apiToken;
const limited = { message: "Too many requests. Please try again later.", code: "rate_limited" };

async function cartWithSeat(headers: Record<string, string>): Promise<string> {
  const operator = await operatorToken(fixtures().demo.tenantId);
  const occurrenceId = await newTourDate({ operator, capacity: 3, days: 460 + Math.random() * 40 });
  const cart = await api("POST", "/carts", { token: apiToken(), body: { market: "GB" }, headers });
  expect(cart.status).toBe(201);
  const held = await api("POST", `/carts/${cart.body.data.id}/tickets`, {
    token: apiToken(),
    body: { occurrenceId, ticketTypeId: demoId("ticket", tourSlug, "Standard"), quantity: 1 },
    headers,
  });
  expect(held.status).toBe(200);
  return cart.body.data.id;
}
const newSetup = (cartId: string, headers: Record<string, string>) =>
  api("POST", `/carts/${cartId}/payment-setup`, { token: apiToken(), headers });
const pay = (cartId: string, identifier: string, last4: string, headers: Record<string, string>) =>
  api("POST", "/checkout", {
    token: apiToken(),
    body: {
      cartId,
      email: `card-testing-${randomUUID()}@example.com`,
      shippingAddress: bathAddress,
      payment: { identifier, token: visaToken(identifier, `card-testing-${randomUUID()}`, last4) },
    },
    headers,
  });

describe("card testing through guest checkout", () => {
  it("one cart and one setup: 5 declines spend the setup, the address is limited well before 40 tries; a fresh setup from elsewhere pays", async () => {
    const tester = client();
    const cartId = await cartWithSeat(tester);
    const setup = await newSetup(cartId, tester);
    expect(setup.status).toBe(201);
    const answers: ApiResponse[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await pay(cartId, setup.body.identifier, "0002", tester);
      answers.push(res);
      if (res.status === 429) break;
    }
    const statuses = answers.map((r) => r.status);
    expect(statuses.slice(0, 5)).toEqual(Array<number>(5).fill(402));
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    expect(answers[5]).toMatchObject({
      status: 422,
      body: { code: "payment_setup_spent", errors: { "payment.identifier": [expect.stringContaining("Start a new one")] } },
    });
    // 10 checkouts per ten minutes from one address, as for a customer's checkout.
    expect(statuses).toHaveLength(11);
    const refused = answers[10]!;
    expect(refused.body).toEqual(limited);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);

    // The shopper starts a new setup (here from another address): a good card pays for the same cart.
    const shopper = client();
    const fresh = await newSetup(cartId, shopper);
    expect(fresh.status).toBe(201);
    const paid = await pay(cartId, fresh.body.identifier, "4242", shopper);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: "paid" });
  });

  it("payment setups: 10 per ten minutes for one cart from any number of addresses", async () => {
    const cartId = await cartWithSeat(client());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await newSetup(cartId, client())).status);
    expect(statuses).toEqual(Array<number>(10).fill(201));
    const refused = await newSetup(cartId, client());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limited);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
