import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId } from "../../support/account";
import { saveVisaCard } from "../../support/cards";
import { operatorToken } from "../../support/operator-tokens";

// The store's actions on a customer's subscription. Each test registers its own customer (no seeded
// customer is touched) and makes its own subscription past due with the sandbox's insufficient-funds card (9995).
const demo = () => fixtures().demo;
const other = () => fixtures().other;
const product = (k: string) => demoId("product", k);
const operator = () => operatorToken(demo().tenantId);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

type OperatorSubscription = {
  id: string;
  status: string;
  customerEmail: string;
  nextBillingDate: string | null;
  lastRenewal: { status: string; attempt: number; orderId: string | null } | null;
};

async function newSubscriber(label: string, last4: string): Promise<{ token: string; email: string; subscriptionId: string }> {
  const email = `admin-subs-${label}-${randomUUID().slice(0, 8)}@example.net`;
  const registered = await api("POST", "/account/register", {
    token: demo().apiToken,
    body: { email, password: "Subscriber-pass-42", firstName: "Sub", lastName: "Scriber" },
  });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  const address = await api("POST", "/account/addresses", {
    token,
    body: { firstName: "Sub", lastName: "Scriber", line1: "1 Queen Square", city: "Bath", postalCode: "BA1 2HP", countryCode: "GB" },
  });
  expect(address.status).toBe(201);
  const cardId = await saveVisaCard(token, last4, `admin-subs-${label}-${randomUUID()}`);
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
  return { token, email, subscriptionId: sub.body.data.id };
}

/** Bills the subscription's first cycle with its declining card: past due, retried later. */
async function makePastDue(subscriptionId: string): Promise<void> {
  const run = await api("POST", "/operator/billing/run", {
    token: await operator(),
    body: { now: `${tomorrow()}T09:00:00Z`, subscriptionId },
  });
  expect(run.status).toBe(200);
  expect(run.body.data).toMatchObject({ failed: 1 });
}

const action = async (
  subscriptionId: string,
  name: "retry" | "pause" | "cancel",
  options: { token?: string | null; body?: unknown } = {},
) =>
  api("POST", `/operator/subscriptions/${subscriptionId}/${name}`, {
    token: options.token === undefined ? await operator() : options.token,
    ...(name === "pause" ? { body: options.body ?? {} } : options.body !== undefined ? { body: options.body } : {}),
  });

describe("POST /operator/subscriptions/{id}/retry", () => {
  it("charges a past-due renewal again now: the next attempt, shown in the answer and the list", async () => {
    const { email, subscriptionId } = await newSubscriber("retry", "9995");
    await makePastDue(subscriptionId);
    const retried = await action(subscriptionId, "retry");
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: subscriptionId, status: "past_due", customerEmail: email });
    const listedNow = async () => {
      const listed = await api("GET", "/operator/subscriptions?status=past_due&perPage=100", { token: await operator() });
      return listed.body.data.find((s: OperatorSubscription) => s.id === subscriptionId) as OperatorSubscription;
    };
    // A billing pass running at that moment (the scheduled one; off in this suite) may have taken the attempt a moment
    // earlier: the answer then shows it in flight (attempt 1, charging or retrying), and the list shows the outcome soon.
    // An attempt never taken (the due time stored a fraction of a millisecond after the pass's time, fixed in
    // lib/billing/retry-past-due.ts) never reaches attempt 2 and fails below.
    let latest: OperatorSubscription = retried.body.data;
    if (latest.lastRenewal?.attempt !== 2) {
      expect(latest.lastRenewal).toMatchObject({ attempt: 1, status: expect.stringMatching(/^(charging|retrying)$/) });
      for (let waited = 0; waited < 15_000 && latest.lastRenewal?.attempt !== 2; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        latest = await listedNow();
      }
    }
    expect(latest).toMatchObject({ status: "past_due", lastRenewal: { status: "retrying", attempt: 2, orderId: null } });
    expect(await listedNow()).toMatchObject({ lastRenewal: { attempt: 2 } });
  });

  it("a subscription that is not past due → 409 subscription_not_past_due", async () => {
    const { subscriptionId } = await newSubscriber("active", "4242");
    const res = await action(subscriptionId, "retry");
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "subscription_not_past_due" });
  });
});

describe("POST /operator/subscriptions/{id}/pause and /cancel", () => {
  it("pauses a past-due subscription (no more retries), then cancels it; cancelling again changes nothing", async () => {
    const { token, subscriptionId } = await newSubscriber("pause", "9995");
    await makePastDue(subscriptionId);
    const paused = await action(subscriptionId, "pause");
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ id: subscriptionId, status: "paused" });
    expect((await action(subscriptionId, "retry")).body).toMatchObject({ code: "subscription_not_past_due" });
    // The customer sees it paused.
    const mine = (await api("GET", "/account/subscriptions", { token })).body.data as { id: string; status: string }[];
    expect(mine.find((s) => s.id === subscriptionId)?.status).toBe("paused");

    const cancelled = await action(subscriptionId, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: subscriptionId, status: "cancelled", nextBillingDate: null });
    expect((await action(subscriptionId, "cancel")).body.data).toMatchObject({ status: "cancelled" });
    const again = await action(subscriptionId, "pause");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "subscription_cancelled" });
  });

  it("pause until a day: resumeOn validated (422 naming it)", async () => {
    const { subscriptionId } = await newSubscriber("resume", "4242");
    for (const resumeOn of ["not-a-date", "2001-01-01"]) {
      const res = await action(subscriptionId, "pause", { body: { resumeOn } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: "validation_failed", errors: { resumeOn: [expect.any(String)] } });
    }
    const extra = await action(subscriptionId, "pause", { body: { until: "tomorrow" } });
    expect(extra.status).toBe(422);
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const paused = await action(subscriptionId, "pause", { body: { resumeOn: day } });
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe("paused");
  });
});

describe("GET /operator/subscriptions?email=: one customer's subscriptions", () => {
  it("lists only that customer's, in any case of the e-mail; an unknown e-mail lists none; another store's sees none", async () => {
    const subscriber = await newSubscriber("by-email", "4242");
    const list = await api("GET", `/operator/subscriptions?email=${encodeURIComponent(subscriber.email.toUpperCase())}`, {
      token: await operator(),
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: OperatorSubscription) => x.id)).toEqual([subscriber.subscriptionId]);
    expect(list.body.meta.total).toBe(1);
    const none = await api("GET", "/operator/subscriptions?email=nobody@example.net", { token: await operator() });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    const theirs = await api("GET", `/operator/subscriptions?email=${encodeURIComponent(subscriber.email)}`, {
      token: await operatorToken(other().tenantId),
    });
    expect(theirs.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await api("GET", `/operator/subscriptions?email=${"x".repeat(300)}`, { token: await operator() })).status).toBe(422);
  });
});

describe("isolation and tokens", () => {
  it("the other store's operator gets 404 for the demo store's subscription and never lists it", async () => {
    const { subscriptionId } = await newSubscriber("isolation", "9995");
    await makePastDue(subscriptionId);
    const theirs = await operatorToken(other().tenantId);
    for (const name of ["retry", "pause", "cancel"] as const) {
      const res = await action(subscriptionId, name, { token: theirs });
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 404,
        body: { message: "Subscription not found.", code: "not_found" },
      });
    }
    const listed = await api("GET", "/operator/subscriptions?perPage=100", { token: theirs });
    expect(listed.body.data.some((s: OperatorSubscription) => s.id === subscriptionId)).toBe(false);
    // Unchanged for its own store.
    const own = await api("GET", "/operator/subscriptions?status=past_due&perPage=100", { token: await operator() });
    expect(own.body.data.find((s: OperatorSubscription) => s.id === subscriptionId)).toMatchObject({ status: "past_due" });
    // Unknown and malformed ids.
    for (const id of [randomUUID(), "nope"]) expect((await action(id, "cancel")).status).toBe(404);
  });

  it("needs an operator token → 401", async () => {
    const id = randomUUID();
    for (const token of [null, demo().apiToken])
      for (const name of ["retry", "pause", "cancel"] as const) {
        const res = await action(id, name, { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
      }
  });
});
