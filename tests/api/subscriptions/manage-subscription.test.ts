import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, otherId, seedIndex, seedKey } from "../../support/account";
import { leadVariant } from "../../support/variants";

const me = customerFor("subs-3");
const neighbour = customerFor("subs-4");
const key = seedKey(me);
const product = (k: string) => demoId("product", k);
const main = demoId("subscription", key, "main");
const second = demoId("subscription", key, "second");
const visa = demoId("payment-method", key, "visa");
const mastercard = demoId("payment-method", key, "mastercard");
const home = demoId("address", key, "home");
const work = demoId("address", key, "work");
let token: string;
let neighbourToken: string;
let otherToken: string;

const day = (offset: number, from = new Date().toISOString().slice(0, 10)) => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const patch = (id: string, body: unknown, who = token) => api("PATCH", `/account/subscriptions/${id}`, { token: who, body });
const act = (id: string, verb: "pause" | "resume" | "skip" | "cancel", body?: unknown, who = token) =>
  api("POST", `/account/subscriptions/${id}/${verb}`, { token: who, body });
const find = async (id: string, who = token) => {
  const res = await api("GET", "/account/subscriptions", { token: who });
  return (res.body.data as { id: string; [k: string]: unknown }[]).find((s) => s.id === id)!;
};

beforeAll(async () => {
  token = await loginAs(me);
  neighbourToken = await loginAs(neighbour);
  otherToken = await loginAs(fixtures().other.customers[0]!, fixtures().other);
});

describe("PATCH /account/subscriptions/{id}", () => {
  // subs-3's main box is the tea box when its seed index is odd, the coffee box when even.
  const coffee = seedIndex(me) % 2 === 0;

  it("changes the items and the price follows the pricing rule; the next billing date stays", async () => {
    const before = await find(main);
    const items = coffee
      ? [
          { productId: product("kenya-nyeri"), quantity: 2 },
          { productId: product("house-espresso"), variantId: leadVariant("house-espresso"), quantity: 1 },
        ]
      : [
          { productId: product("darjeeling-first-flush"), variantId: leadVariant("darjeeling-first-flush"), quantity: 2 },
          { productId: product("sencha"), variantId: leadVariant("sencha"), quantity: 2 },
        ];
    const res = await patch(main, { items });
    expect(res.status).toBe(200);
    // Kenya £14 → £12.60 ×2 + espresso £32 → £28.80 = £54.00; Darjeeling £16 → £14.40 ×2 + sencha £13 → £11.70 ×2 = £52.20.
    expect(res.body.data).toMatchObject({
      id: main,
      price: coffee ? 54 : 52.2,
      displayPrice: coffee ? "£54.00" : "£52.20",
      items: items.map((i) => ({ ...i, name: expect.any(String) })),
      nextBillingDate: before.nextBillingDate,
      status: "active",
    });
    expect(await find(main)).toEqual(res.body.data);
  });

  it("changes the frequency, the card and the address", async () => {
    const res = await patch(main, { frequencyWeeks: 4, paymentMethodId: visa, addressId: work });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      frequency: 4,
      paymentMethod: { id: visa, cardType: "visa", cardLast4: "4242" },
      address: { id: work, city: "Bath", line1: "3 Queen Square", line2: "Floor 2" },
    });
    const back = await patch(main, { paymentMethodId: mastercard, addressId: home });
    expect(back.body.data).toMatchObject({ frequency: 4, paymentMethod: { id: mastercard, cardLast4: "4444" }, address: { id: home } });
  });

  it("422 for choices the package refuses and for an empty patch; nothing changes", async () => {
    const before = await find(main);
    const cases: [unknown, string][] = [
      [{ frequencyWeeks: 3 }, "frequencyWeeks"],
      [{ items: [{ productId: product(coffee ? "kenya-nyeri" : "sencha"), quantity: 1 }] }, "items"],
      [{ items: [{ productId: product("burr-grinder"), quantity: 2 }] }, "items.0.productId"],
      [
        {
          items: [
            { productId: product(coffee ? "kenya-nyeri" : "sencha"), ...(coffee ? {} : { variantId: leadVariant("sencha") }), quantity: 7 },
            {
              productId: product(coffee ? "house-espresso" : "chamomile"),
              variantId: leadVariant(coffee ? "house-espresso" : "chamomile"),
              quantity: 1,
            },
          ],
        },
        "items.0.quantity",
      ],
      [{}, "body"],
      [{ status: "active" }, "body"],
    ];
    for (const [body, field] of cases) {
      const res = await patch(main, body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect(await find(main)).toEqual(before);
  });

  it("404 for another customer's card or address, or another customer's or store's subscription", async () => {
    const before = await find(main);
    const theirs = seedKey(neighbour);
    expect((await patch(main, { paymentMethodId: demoId("payment-method", theirs, "visa") })).body).toEqual({
      message: "Payment method not found.",
      code: "not_found",
    });
    expect((await patch(main, { addressId: demoId("address", theirs, "home") })).status).toBe(404);
    expect(await find(main)).toEqual(before);

    const neighbours = demoId("subscription", theirs, "main");
    const theirsBefore = await find(neighbours, neighbourToken);
    for (const [id, who] of [
      [neighbours, token],
      [otherId("subscription", "alice", "main"), token],
      [main, otherToken],
      ["not-a-uuid", token],
    ] as const) {
      for (const res of [
        await patch(id, { frequencyWeeks: 4 }, who),
        await act(id, "pause", {}, who),
        await act(id, "resume", undefined, who),
        await act(id, "skip", undefined, who),
      ])
        expect({ status: res.status, body: res.body }).toEqual({
          status: 404,
          body: { message: "Subscription not found.", code: "not_found" },
        });
    }
    expect(await find(neighbours, neighbourToken)).toEqual(theirsBefore);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("PATCH", `/account/subscriptions/${main}`, { frequencyWeeks: 4 });
    await expectAccountAuth("POST", `/account/subscriptions/${main}/pause`, {});
    await expectAccountAuth("POST", `/account/subscriptions/${main}/resume`);
    await expectAccountAuth("POST", `/account/subscriptions/${main}/skip`);
  });
});

describe("skip, pause, resume", () => {
  it("skip moves the next billing date one period (the frequency) later", async () => {
    const before = await find(second);
    expect(before).toMatchObject({ frequency: 4, nextBillingDate: "2026-12-19" });
    const res = await act(second, "skip");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "active", nextBillingDate: "2027-01-16" });
    expect((await act(second, "skip")).body.data.nextBillingDate).toBe("2027-02-13");
  });

  it("pause until a day: no next billing before it, then the schedule carries on; resume brings it back", async () => {
    // The two skips above moved it to 2027-02-13: a pause ending before then keeps that day (the skips stand).
    const early = await act(second, "pause", { resumeOn: day(10) });
    expect(early.body.data).toMatchObject({ status: "paused", pausedUntil: day(10), nextBillingDate: "2027-02-13" });
    const resumeOn = day(100);
    const res = await act(second, "pause", { resumeOn });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "paused", pausedUntil: resumeOn });
    // The first day of the 4-weekly schedule (from 2027-02-13) on or after the resume day.
    const next = res.body.data.nextBillingDate as string;
    expect(next >= resumeOn).toBe(true);
    expect(next < day(28, resumeOn)).toBe(true);
    expect(Math.abs((Date.parse(next) - Date.parse("2027-02-13")) / 86_400_000) % 28).toBe(0);
    expect(await find(second)).toEqual(res.body.data);

    // A paused box has no delivery to skip.
    const skip = await act(second, "skip");
    expect(skip.status).toBe(409);
    expect(skip.body.message).toMatch(/paused/);

    // Pausing with no day: paused until resumed, no next billing date.
    const open = await act(second, "pause", {});
    expect(open.body.data).toMatchObject({ status: "paused", pausedUntil: null, nextBillingDate: null });

    // Resumed today: the stored day (2027-02-13, after two skips) is still ahead, so it stays.
    const resumed = await act(second, "resume");
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: "active", pausedUntil: null, nextBillingDate: "2027-02-13" });

    // Resuming an active box changes nothing.
    const again = await act(second, "resume");
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(resumed.body.data);
  });

  it("a skipped delivery survives pause and resume (the next delivery does not come back to the skipped day)", async () => {
    const before = await find(main);
    expect(before.status).toBe("active");
    const due = before.nextBillingDate as string;
    const skipped = await act(main, "skip");
    expect(skipped.status).toBe(200);
    const afterSkip = skipped.body.data.nextBillingDate as string;
    expect(afterSkip > due).toBe(true);
    expect((await act(main, "pause", {})).body.data).toMatchObject({ status: "paused", nextBillingDate: null });
    const resumed = await act(main, "resume");
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: "active", pausedUntil: null, nextBillingDate: afterSkip });
    expect(await find(main)).toEqual(resumed.body.data);
  });

  it("refuses a resume day today, in the past, malformed, or more than a year ahead (422 resumeOn)", async () => {
    for (const resumeOn of [day(0), day(-3), "next week", "2026-02-30", day(400)]) {
      const res = await act(second, "pause", { resumeOn });
      expect({ resumeOn, status: res.status }).toEqual({ resumeOn, status: 422 });
      expect(Object.keys(res.body.errors)).toEqual(["resumeOn"]);
    }
    expect((await find(second)).status).toBe("active");
  });

  it("a cancelled subscription refuses every change with 409", async () => {
    expect((await act(second, "cancel")).status).toBe(200);
    const before = await find(second);
    for (const res of [
      await patch(second, { frequencyWeeks: 8 }),
      await patch(second, { paymentMethodId: visa }),
      await act(second, "pause", {}),
      await act(second, "resume"),
      await act(second, "skip"),
    ]) {
      expect(res.status).toBe(409);
      expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
      expect(res.body.code).toBe("subscription_cancelled");
      expect(res.body.message).toMatch(/cancelled/);
    }
    expect(await find(second)).toEqual(before);
  });
});
