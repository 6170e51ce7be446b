import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { saveVisaCard } from "../../support/cards";
import { operatorToken } from "../../support/operator-tokens";

// Which declines a renewal retries. Each test registers its own customer (no seeded customer is touched).
const demo = () => fixtures().demo;
const product = (k: string) => demoId("product", k);

/** A calendar day `days` after the real tomorrow (the first billing day of a new subscription). */
const day = (days: number) => {
  const d = new Date(Date.now() + 86_400_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const at = (date: string, time = "09:00:00") => `${date}T${time}Z`;

/** A new customer with a box paid by the sandbox card ending in `last4`. */
async function subscriber(last4: string): Promise<{ token: string; subscriptionId: string }> {
  const email = `decline-class-${last4}-${randomUUID().slice(0, 8)}@example.net`;
  const registered = await api("POST", "/account/register", {
    token: demo().apiToken,
    body: { email, password: "Subscriber-pass-42", firstName: "Dee", lastName: "Cline" },
  });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  const address = await api("POST", "/account/addresses", {
    token,
    body: { firstName: "Dee", lastName: "Cline", line1: "1 Queen Square", city: "Bath", postalCode: "BA1 2HP", countryCode: "GB" },
  });
  expect(address.status).toBe(201);
  const cardId = await saveVisaCard(token, last4, `decline-class-${randomUUID()}`);
  const sub = await api("POST", "/account/subscriptions", {
    token,
    body: {
      packageId: product("coffee-lovers-box"),
      items: [
        { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
        { productId: product("colombia-huila"), quantity: 1 },
      ],
      frequencyWeeks: 2,
      paymentMethodId: cardId,
      addressId: address.body.data.id,
    },
  });
  expect(sub.status).toBe(201);
  return { token, subscriptionId: sub.body.data.id };
}

async function bill(subscriptionId: string, now: string) {
  const res = await api("POST", "/operator/billing/run", { token: await operatorToken(demo().tenantId), body: { now, subscriptionId } });
  expect(res.status).toBe(200);
  return res.body.data as { renewed: number; failed: number; retried: number; skipped: number };
}

type Subscription = {
  id: string;
  status: string;
  lastRenewal: { cycle: string; status: string; attempt: number; nextRetryAt: string | null } | null;
};

async function subscription(token: string, id: string): Promise<Subscription | undefined> {
  const res = await api("GET", "/account/subscriptions", { token });
  expect(res.status).toBe(200);
  return (res.body.data as Subscription[]).find((s) => s.id === id);
}

describe("decline classes: a generic decline is soft", () => {
  it.each(["0002", "0341"])("a renewal declined card_declined (…%s) goes past due with a retry on the schedule", async (last4) => {
    const { token, subscriptionId } = await subscriber(last4);
    expect(await bill(subscriptionId, at(day(0)))).toEqual({ renewed: 0, failed: 1, retried: 0, skipped: 0 });
    expect(await subscription(token, subscriptionId)).toMatchObject({
      status: "past_due",
      lastRenewal: { cycle: day(0), status: "retrying", attempt: 1, nextRetryAt: at(day(1)) },
    });
    // The retry comes on the schedule's first day (and is declined again: still past due, the next try two days on).
    expect(await bill(subscriptionId, at(day(1), "10:00:00"))).toEqual({ renewed: 0, failed: 0, retried: 1, skipped: 0 });
    expect(await subscription(token, subscriptionId)).toMatchObject({
      status: "past_due",
      lastRenewal: { status: "retrying", attempt: 2, nextRetryAt: at(day(3)) },
    });
    const renewals = await api("GET", `/account/subscriptions/${subscriptionId}/renewals`, { token });
    expect(renewals.body.data[0].attempts.map((a: { outcome: string; code: string | null }) => [a.outcome, a.code])).toEqual([
      ["declined", "card_declined"],
      ["declined", "card_declined"],
    ]);
  });

  it("an expired card (…0069) is still hard: no retry, the store's final action at once", async () => {
    const { token, subscriptionId } = await subscriber("0069");
    expect(await bill(subscriptionId, at(day(0)))).toEqual({ renewed: 0, failed: 1, retried: 0, skipped: 0 });
    expect(await subscription(token, subscriptionId)).toMatchObject({
      status: "paused",
      lastRenewal: { cycle: day(0), status: "failed", attempt: 1, nextRetryAt: null },
    });
  });
});
