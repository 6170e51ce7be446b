import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { demoId, seedKey } from "../../support/account";
import { customerFor, fixtures } from "../../support/fixtures";
import { guestCart, newTourDate, tourDate } from "../../support/events";
import { api, loginAs } from "../../support/http";
import { forgedCode } from "../../support/forged-code";
import { operatorToken } from "../../support/operator-tokens";
import { guestCheckout as payAsGuest } from "../../support/guest-checkout";
import { newStore } from "../settings/support";

const demo = () => fixtures().demo;
const apiToken = () => demo().apiToken;
// The demo's Roastery Tour: its dates belong to this file and e2e/tickets.spec.ts (each adds its own).
const slug = "roastery-tour";
const standard = demoId("ticket", slug, "Standard");
const family = demoId("ticket", slug, "Family");
const teaStandard = demoId("ticket", "tea-tasting-masterclass", "Standard");
const me = customerFor("tickets");
const other = customerFor("tickets-2");
let operator: string;
let meToken: string;
let otherToken: string;

const newOccurrence = (capacity: number, days?: number) => newTourDate({ operator, capacity, days });
const occurrenceOf = (id: string) => tourDate(id);
const hold = (cartId: string, body: unknown, token = apiToken(), headers: Record<string, string> = {}) =>
  api("POST", `/carts/${cartId}/tickets`, { token, body, headers });
const checkIn = (code: string, token = operator) => api("POST", "/operator/tickets/check-in", { token, body: { code } });

async function customerCheckout(token: string, who: typeof me, cartId: string) {
  const key = seedKey(who);
  return api("POST", "/account/checkout", {
    token,
    body: { cartId, shippingAddressId: demoId("address", key, "home"), paymentMethodId: demoId("payment-method", key, "visa") },
    headers: { "idempotency-key": randomUUID() },
  });
}
const guestCheckout = (cartId: string) => payAsGuest(cartId, `ticket-guest-${Date.now()}@example.com`);

beforeAll(async () => {
  operator = await operatorToken(demo().tenantId);
  [meToken, otherToken] = await Promise.all([loginAs(me), loginAs(other)]);
});

describe("availability and holds: GET /events/{slug}, POST and DELETE /carts/{cartId}/tickets", () => {
  it("a hold takes seats for 15 minutes, shows on the cart priced like any line (no delivery), and gives them back when removed", async () => {
    const occurrenceId = await newOccurrence(10);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({
      capacity: 10,
      remaining: 10,
      soldOut: false,
      ticketTypes: [
        { id: standard, name: "Standard", price: 12, displayPrice: "£12.00", remaining: 10 },
        { id: family, name: "Family", price: 30, displayPrice: "£30.00", remaining: 4 },
      ],
    });
    const cartId = await guestCart();
    const before = Date.now();
    const res = await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 3 });
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.lines).toEqual([]);
    expect(cart.itemCount).toBe(3);
    expect(cart.ticketLines).toEqual([
      expect.objectContaining({
        occurrenceId,
        ticketTypeId: standard,
        eventSlug: slug,
        eventTitle: "Roastery Tour",
        ticketType: "Standard",
        quantity: 3,
        unitPrice: 12,
        lineTotal: 36,
        displayLineTotal: "£36.00",
        tax: 6,
        expired: false,
      }),
    ]);
    const expiresIn = Date.parse(cart.ticketLines[0].holdExpiresAt) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 2_000);
    expect(cart.totals).toMatchObject({ subtotal: 36, shipping: 0, taxTotal: 6, total: 36, taxIncluded: true });
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 7, soldOut: false });

    // Adding to the hold adds to its line; the per-type capacity and per-order limit are named when exceeded.
    const more = await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 2 });
    expect(more.body.data.ticketLines).toEqual([expect.objectContaining({ quantity: 5 })]);
    const familyTooMany = await hold(cartId, { occurrenceId, ticketTypeId: family, quantity: 5 });
    expect(familyTooMany).toMatchObject({
      status: 422,
      body: { code: "not_enough_seats", errors: { quantity: ["Roastery Tour (Family): only 4 seats left, 5 requested."] } },
    });

    const line = more.body.data.ticketLines[0].id;
    const removed = await api("DELETE", `/carts/${cartId}/tickets/${line}`, { token: apiToken() });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ticketLines).toEqual([]);
    expect(removed.body.data.totals).toMatchObject({ subtotal: 0, total: 0 });
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 10 });
    expect(await api("DELETE", `/carts/${cartId}/tickets/${line}`, { token: apiToken() })).toMatchObject({
      status: 404,
      body: { message: "Cart line not found.", code: "not_found" },
    });
  });

  it("refuses what cannot be held with 422 naming why, and leaves the cart unchanged", async () => {
    const occurrenceId = await newOccurrence(2);
    const past = await newOccurrence(5, -2);
    const cartId = await guestCart();
    const cases: [unknown, number, Record<string, unknown>][] = [
      [{ occurrenceId, ticketTypeId: standard, quantity: 0 }, 422, { errors: { quantity: ["The quantity field must be at least 1."] } }],
      [{ occurrenceId, ticketTypeId: standard }, 422, { errors: { quantity: [expect.any(String)] } }],
      [
        { occurrenceId: "nope", ticketTypeId: standard, quantity: 1 },
        422,
        { errors: { occurrenceId: ["The occurrence id field must be a valid UUID."] } },
      ],
      [
        { occurrenceId: randomUUID(), ticketTypeId: standard, quantity: 1 },
        422,
        { errors: { occurrenceId: ["This event date is not available."] } },
      ],
      [
        { occurrenceId, ticketTypeId: teaStandard, quantity: 1 },
        422,
        { errors: { ticketTypeId: ["This ticket type is not sold for this event."] } },
      ],
      [{ occurrenceId: past, ticketTypeId: standard, quantity: 1 }, 422, { code: "occurrence_past" }],
      [
        { occurrenceId, ticketTypeId: standard, quantity: 11 },
        422,
        { errors: { quantity: ["Standard: at most 10 per order, 11 requested."] } },
      ],
      [
        { occurrenceId, ticketTypeId: standard, quantity: 3 },
        422,
        { code: "not_enough_seats", errors: { quantity: ["Roastery Tour (Standard): only 2 seats left, 3 requested."] } },
      ],
      [{ occurrenceId, ticketTypeId: standard, quantity: 1, extra: true }, 422, {}],
    ];
    for (const [body, status, shape] of cases) expect(await hold(cartId, body)).toMatchObject({ status, body: shape });
    expect((await api("GET", `/carts/${cartId}`, { token: apiToken() })).body.data.ticketLines).toEqual([]);

    // Sold out: another cart holds both seats.
    expect((await hold(await guestCart(), { occurrenceId, ticketTypeId: standard, quantity: 2 })).status).toBe(200);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true });
    expect(await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 1 })).toMatchObject({
      status: 422,
      body: { code: "sold_out", errors: { quantity: ["Roastery Tour (Standard) is sold out for this date."] } },
    });
    // Someone else's cart, or a customer's cart with the API token: not found.
    const mine = (await api("POST", "/carts", { token: meToken })).body.data.id;
    expect(await hold(mine, { occurrenceId, ticketTypeId: standard, quantity: 1 })).toMatchObject({ status: 404 });
    expect(await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 1 }, fixtures().other.apiToken)).toMatchObject({
      status: 404,
    });
  });

  it("an expired hold frees its seats by itself, shows as expired, and its checkout is 409 hold_expired", async () => {
    const occurrenceId = await newOccurrence(3);
    const cartId = await guestCart();
    const res = await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 3 }, apiToken(), { "x-hold-seconds": "1" });
    expect(res.status).toBe(200);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true });
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 3, soldOut: false });
    const cart = (await api("GET", `/carts/${cartId}`, { token: apiToken() })).body.data;
    expect(cart.ticketLines).toEqual([expect.objectContaining({ quantity: 3, expired: true })]);
    const paid = await guestCheckout(cartId);
    expect(paid).toMatchObject({ status: 409, body: { code: "hold_expired" } });
    // Holding again takes the seats back for 15 minutes.
    const again = await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 1 });
    expect(again.body.data.ticketLines).toEqual([expect.objectContaining({ quantity: 1, expired: false })]);
  });

  it("200 buyers racing for the last 20 seats never hold more than 20 between them", async () => {
    const occurrenceId = await newOccurrence(20);
    const carts: string[] = [];
    for (let i = 0; i < 200; i++) carts.push(await guestCart());
    const results = await Promise.all(carts.map((cartId) => hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 1 })));
    // Each buyer asks once and is answered: a seat, sold out, or (a machine too busy to answer within the request's
    // deadline) 503, which promises nothing about the seat. Nothing else; a 503 carries the header the spec gives it.
    const answers = results.map((r) => (r.status === 422 ? `422 ${r.body.code}` : String(r.status)));
    expect(answers.filter((a) => !["200", "422 sold_out", "503"].includes(a))).toEqual([]);
    expect(results.filter((r) => r.status === 503).every((r) => Number(r.headers.get("retry-after")) > 0)).toBe(true);

    // What the carts hold, read back, agrees with the date's count once every request has finished (one answered 503
    // may still be finishing), and never passes the capacity.
    const heldIn = async (cartId: string) => {
      const cart = (await api("GET", `/carts/${cartId}`, { token: apiToken() })).body.data;
      return cart.ticketLines
        .filter((l: { occurrenceId: string; expired: boolean }) => l.occurrenceId === occurrenceId && !l.expired)
        .reduce((sum: number, l: { quantity: number }) => sum + l.quantity, 0);
    };
    const held: number[] = [];
    await vi.waitFor(
      async () => {
        held.length = 0;
        for (const cartId of carts) held.push(await heldIn(cartId));
        const total = held.reduce((a, b) => a + b, 0);
        expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 20 - total });
      },
      { timeout: 60_000, interval: 1_000 },
    );
    const total = held.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(20);
    expect(held.every((n) => n === 0 || n === 1)).toBe(true);
    // A 200 holds its seat, a refusal holds none, and "sold out" was said only once all 20 were held.
    expect(results.every((r, i) => (r.status === 200 ? held[i] === 1 : r.status === 422 ? held[i] === 0 : true))).toBe(true);
    if (answers.includes("422 sold_out")) expect(total).toBe(20);

    // Every buyer answered for certain (no 503): 200 buyers for 20 seats sell the date out exactly.
    if (!answers.includes("503")) expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true });
  }, 180_000);
});

describe("tickets: checkout, GET /account/tickets, the order's tickets, POST /operator/tickets/check-in", () => {
  it("checkout turns held seats into signed tickets with QR codes, shown to their owner only; the door admits each once", async () => {
    const occurrenceId = await newOccurrence(8);
    const cartId = (await api("POST", "/carts", { token: meToken })).body.data.id;
    expect((await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 2 }, meToken)).status).toBe(200);
    const res = await customerCheckout(meToken, me, cartId);
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({ status: "paid", total: 24, totals: { shipping: 0, subtotal: 24 } });
    expect(order.lines).toEqual([expect.objectContaining({ kind: "ticket", productId: null, quantity: 2, unitPrice: 12 })]);
    expect(order.tickets).toHaveLength(2);
    for (const ticket of order.tickets)
      expect(ticket).toMatchObject({
        status: "valid",
        ticketType: "Standard",
        orderNumber: order.orderId,
        event: { slug, title: "Roastery Tour", venue: "Northwind Roastery, Bristol" },
        occurrence: { id: occurrenceId },
        checkedInAt: null,
        code: expect.stringMatching(/^TK-[\w-]{30,}$/),
        shortCode: expect.stringMatching(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/),
        qrSvg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
      });
    expect(new Set(order.tickets.map((t: { code: string }) => t.code)).size).toBe(2);
    // The seats stay taken (held, then sold).
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 6 });

    const mine = await api("GET", "/account/tickets", { token: meToken });
    expect(mine.status).toBe(200);
    const ids = order.tickets.map((t: { id: string }) => t.id).sort();
    expect(
      mine.body.data
        .filter((t: { id: string }) => ids.includes(t.id))
        .map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual(ids);
    const theirs = await api("GET", "/account/tickets", { token: otherToken });
    expect(theirs.body.data.some((t: { id: string }) => ids.includes(t.id))).toBe(false);
    expect((await api("GET", "/account/tickets", { token: apiToken() })).status).toBe(401);

    // Check-in: once; two scans at once admit once.
    const [first, second] = order.tickets as { code: string }[];
    const admitted = await checkIn(first!.code);
    expect(admitted).toMatchObject({ status: 200, body: { data: { status: "checked_in", checkedInAt: expect.any(String) } } });
    expect(await checkIn(first!.code)).toMatchObject({
      status: 409,
      body: { code: "already_checked_in", message: `This ticket was already checked in at ${admitted.body.data.checkedInAt}.` },
    });
    const race = await Promise.all([checkIn(second!.code), checkIn(second!.code), checkIn(second!.code)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Forged, mistyped, or another store's door: 404. Without an operator token: 401.
    const forged = forgedCode(first!.code, "TK-");
    for (const code of [forged, "TK-nothing", "hello"])
      expect(await checkIn(code)).toMatchObject({ status: 404, body: { message: "No ticket of this store has this code." } });
    expect(await checkIn(first!.code, await operatorToken(fixtures().other.tenantId))).toMatchObject({ status: 404 });
    expect((await checkIn(first!.code, apiToken())).status).toBe(401);
    expect(await api("POST", "/operator/tickets/check-in", { token: operator, body: {} })).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.any(String)] } },
    });
  });

  it("the short code beside the QR admits a ticket of a date around now, once, typed in any case or spacing", async () => {
    // A store of its own: a date around now would come first in the demo store's GET /events, which other files read.
    const store = await newStore(["--demo"], `Door ${randomUUID().slice(0, 8)}`);
    const dateAt = async (days: number) => {
      const start = new Date(Date.now() + days * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      const res = await api("POST", `/operator/events/${slug}/occurrences`, {
        token: store.op,
        body: { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity: 4 },
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    const soon = await dateAt(0.5);
    const later = await dateAt(400);
    const tour = await api("GET", `/events/${slug}`, { token: store.apiToken });
    const ticketTypeId = (tour.body.data.tickets as { id: string; name: string }[]).find((t) => t.name === "Standard")!.id;
    const cartId = (await api("POST", "/carts", { token: store.apiToken, body: { market: "GB" } })).body.data.id;
    for (const occurrenceId of [soon, later])
      expect((await hold(cartId, { occurrenceId, ticketTypeId, quantity: 1 }, store.apiToken)).status).toBe(200);
    const res = await payAsGuest(cartId, "door@example.com", undefined, {}, store.apiToken);
    expect(res.status, res.text).toBe(201);
    const tickets = res.body.data.tickets as { shortCode: string; code: string; occurrence: { id: string } }[];
    const today = tickets.find((t) => t.occurrence.id === soon)!;
    const farOff = tickets.find((t) => t.occurrence.id === later)!;
    expect(today.shortCode).not.toBe(farOff.shortCode);
    // The same ticket answers the same short code everywhere it is shown.
    const order = await api("GET", `/orders/${res.body.data.orderId}`, {
      token: store.apiToken,
      headers: { "x-order-token": res.body.data.accessToken },
    });
    expect(order.body.data.tickets.find((t: { code: string }) => t.code === today.code)).toMatchObject({ shortCode: today.shortCode });

    const typed = today.shortCode.toLowerCase().replace("-", " ");
    expect(await checkIn(typed, store.op)).toMatchObject({
      status: 200,
      body: { data: { status: "checked_in", shortCode: today.shortCode } },
    });
    expect(await checkIn(today.shortCode, store.op)).toMatchObject({ status: 409, body: { code: "already_checked_in" } });
    // A date far off is not at the door today: its short code is not looked for (its full code still works).
    expect(await checkIn(farOff.shortCode, store.op)).toMatchObject({ status: 404 });
    // Another store's door does not know it.
    expect(await checkIn(today.shortCode)).toMatchObject({ status: 404 });
  });

  it("a guest's tickets are in the order answer; cancelling the order cancels them and frees their seats", async () => {
    const occurrenceId = await newOccurrence(4);
    const cartId = await guestCart();
    expect((await hold(cartId, { occurrenceId, ticketTypeId: family, quantity: 1 })).status).toBe(200);
    const res = await guestCheckout(cartId);
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order.tickets).toEqual([expect.objectContaining({ status: "valid", ticketType: "Family" })]);
    const read = await api("GET", `/orders/${order.orderId}`, { token: apiToken(), headers: { "x-order-token": order.accessToken } });
    expect(read.body.data.tickets).toEqual(order.tickets);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 3 });

    const cancelled = await api("POST", `/operator/orders/${order.orderId}/cancel`, {
      token: operator,
      headers: { "idempotency-key": randomUUID() },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.tickets).toEqual([expect.objectContaining({ status: "cancelled" })]);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 4 });
    expect(await checkIn(order.tickets[0].code)).toMatchObject({ status: 409, body: { code: "ticket_cancelled" } });
  });

  it("an operator adds a date with its seats; bad dates and unknown events are refused", async () => {
    const body = { startsAt: "2027-09-01T18:00:00Z", endsAt: "2027-09-01T20:00:00Z", capacity: 12 };
    expect(await api("POST", "/operator/events/nope/occurrences", { token: operator, body })).toMatchObject({ status: 404 });
    expect(
      await api("POST", `/operator/events/${slug}/occurrences`, { token: operator, body: { ...body, endsAt: "2027-09-01T17:00:00Z" } }),
    ).toMatchObject({ status: 422, body: { errors: { endsAt: ["The end must be after the start."] } } });
    expect(await api("POST", `/operator/events/${slug}/occurrences`, { token: operator, body: { ...body, capacity: -1 } })).toMatchObject({
      status: 422,
      body: { errors: { capacity: [expect.any(String)] } },
    });
    expect((await api("POST", `/operator/events/${slug}/occurrences`, { token: apiToken(), body })).status).toBe(401);
  });
});
