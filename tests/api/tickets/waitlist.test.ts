import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoId, seedKey } from "../../support/account";
import { customerFor, fixtures } from "../../support/fixtures";
import { guestCart, newTourDate, tourDate } from "../../support/events";
import { api, loginAs } from "../../support/http";
import { linksIn, waitForMail } from "../../support/mail";
import { operatorToken } from "../../support/operator-tokens";
import { guestCheckout } from "../../support/guest-checkout";

const demo = () => fixtures().demo;
const apiToken = () => demo().apiToken;
// The demo's Roastery Tour: each test adds dates of its own.
const slug = "roastery-tour";
const standard = demoId("ticket", slug, "Standard");
const teaOccurrenceProbe = "tea-tasting-masterclass";
const me = customerFor("waitlist");
let operator: string;
let meToken: string;

const newOccurrence = (capacity: number, days = 500 + Math.random() * 40) => newTourDate({ operator, capacity, days });
const occurrenceOf = tourDate;
const hold = (cartId: string, body: unknown, token = apiToken()) => api("POST", `/carts/${cartId}/tickets`, { token, body });
const join = (body: unknown, token = apiToken(), eventSlug = slug) => api("POST", `/events/${eventSlug}/waitlist`, { token, body });
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
/** The offer code and date of the link in the newest waitlist offer mail to `to`. */
async function offerFor(to: string): Promise<{ offer: string; date: string }> {
  const mail = await waitForMail({ to, subject: /are yours to book/ });
  const link = linksIn(mail).find((l) => l.includes("offer="));
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe(`/events/${slug}`);
  return { offer: url.searchParams.get("offer")!, date: url.searchParams.get("date")! };
}

/** Confirms the waitlist entry of `to` through the link of its newest confirmation mail, as the event page does. */
async function confirmFrom(to: string) {
  const mail = await waitForMail({ to, subject: /Confirm your place on the waitlist/ });
  const url = new URL(linksIn(mail).find((l) => l.includes("confirm="))!);
  expect(url.pathname).toBe(`/events/${slug}`);
  const res = await api("POST", `/events/${slug}/waitlist/confirm`, {
    token: apiToken(),
    body: { token: url.searchParams.get("confirm") },
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ email: to.toLowerCase(), confirmed: true });
  return res.body.data;
}

beforeAll(async () => {
  operator = await operatorToken(demo().tenantId);
  meToken = await loginAs(me);
});

describe("POST /events/{slug}/waitlist", () => {
  it("is for sold-out dates: one entry per e-mail, a place in line, and bad input named", async () => {
    const occurrenceId = await newOccurrence(2);
    const first = email("first");
    expect(await join({ occurrenceId, email: first })).toMatchObject({ status: 422, body: { code: "seats_available" } });

    const cartId = await guestCart();
    expect((await hold(cartId, { occurrenceId, ticketTypeId: standard, quantity: 2 })).status).toBe(200);
    const joined = await join({ occurrenceId, email: first });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({
      occurrenceId,
      email: first,
      quantity: 1,
      status: "waiting",
      position: 1,
      confirmed: false,
      offerExpiresAt: null,
    });
    // The same e-mail again (any case) is the same entry.
    const again = await join({ occurrenceId, email: first.toUpperCase(), quantity: 3 });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(joined.body.data);
    // Places count once confirmed through the mail's link.
    expect(await confirmFrom(first)).toMatchObject({ status: "waiting", position: 1 });
    const secondEmail = email("second");
    const second = await join({ occurrenceId, email: secondEmail, quantity: 2 }, meToken);
    expect(second.body.data).toMatchObject({ status: "waiting", position: 2, quantity: 2, confirmed: false });
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true, waitlist: 1 });
    await confirmFrom(secondEmail);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true, waitlist: 2 });

    expect(await join({ occurrenceId, email: "not-an-email" })).toMatchObject({
      status: 422,
      body: { errors: { email: ["The email field must be a valid email address."] } },
    });
    expect(await join({ occurrenceId, email: first, quantity: 11 })).toMatchObject({
      status: 422,
      body: { errors: { quantity: ["The quantity field must not be greater than 10."] } },
    });
    expect(await join({ occurrenceId: randomUUID(), email: first })).toMatchObject({
      status: 422,
      body: { errors: { occurrenceId: expect.any(Array) } },
    });
    expect(await join({ occurrenceId, email: first }, apiToken(), teaOccurrenceProbe)).toMatchObject({ status: 422 });
    expect(await join({ occurrenceId, email: first }, apiToken(), "no-such-event")).toMatchObject({
      status: 404,
      body: { message: "Event not found.", code: "not_found" },
    });
    // Another store has its own Roastery Tour: this store's date is none of its dates.
    expect(await join({ occurrenceId, email: first }, fixtures().other.apiToken)).toMatchObject({
      status: 422,
      body: { errors: { occurrenceId: ["Roastery Tour has no such date."] } },
    });
    expect(await join({ occurrenceId, email: first }, "not-a-token")).toMatchObject({ status: 401 });
  });

  it("freed seats go to the first in line by a mail whose link keeps them; an offer not taken passes to the next", async () => {
    const occurrenceId = await newOccurrence(2);
    const buyer = await guestCart();
    const held = await hold(buyer, { occurrenceId, ticketTypeId: standard, quantity: 2 });
    const x = email("x");
    const y = email("y");
    expect((await join({ occurrenceId, email: x, quantity: 1 })).status).toBe(201);
    await confirmFrom(x);
    expect((await join({ occurrenceId, email: y, quantity: 2 })).status).toBe(201);
    await confirmFrom(y);

    // The buyer gives the seats back: the first in line is offered 1 at once; the second wants 2 and waits.
    const line = held.body.data.ticketLines[0].id;
    expect((await api("DELETE", `/carts/${buyer}/tickets/${line}`, { token: apiToken() })).status).toBe(200);
    const offer = await offerFor(x);
    expect(offer.date).toBe(occurrenceId);
    // Nothing is left for anyone else: one seat is offered, the other is wanted by the line.
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, soldOut: true, waitlist: 1 });
    const stranger = await guestCart();
    expect(await hold(stranger, { occurrenceId, ticketTypeId: standard, quantity: 1 })).toMatchObject({
      status: 422,
      body: { code: "sold_out" },
    });
    const entry = (await join({ occurrenceId, email: x })).body.data;
    expect(entry).toMatchObject({ status: "offered", position: null });
    const keptFor = Date.parse(entry.offerExpiresAt) - Date.now();
    expect(keptFor).toBeGreaterThan(23 * 3_600_000);
    expect(keptFor).toBeLessThanOrEqual(24 * 3_600_000);

    // The link's code holds the kept seat, until the offer ends; it cannot be used twice, forged, or for more seats.
    const xCart = await guestCart();
    expect(await hold(xCart, { occurrenceId, ticketTypeId: standard, quantity: 2, offer: offer.offer })).toMatchObject({
      status: 422,
      body: { errors: { quantity: ["Your waitlist offer keeps 1 seat; 2 requested."] } },
    });
    expect(await hold(xCart, { occurrenceId, ticketTypeId: standard, quantity: 1, offer: "WL-forged" })).toMatchObject({
      status: 422,
      body: { code: "offer_invalid" },
    });
    const claimed = await hold(xCart, { occurrenceId, ticketTypeId: standard, quantity: 1, offer: offer.offer });
    expect(claimed.status).toBe(200);
    expect(Date.parse(claimed.body.data.ticketLines[0].holdExpiresAt)).toBe(Date.parse(entry.offerExpiresAt));
    expect(await hold(await guestCart(), { occurrenceId, ticketTypeId: standard, quantity: 1, offer: offer.offer })).toMatchObject({
      status: 422,
      body: { code: "offer_used" },
    });

    // x gives the seat back: both seats are free, and y (who wants 2) is offered them.
    const xLine = claimed.body.data.ticketLines[0].id;
    expect((await api("DELETE", `/carts/${xCart}/tickets/${xLine}`, { token: apiToken() })).status).toBe(200);
    const yOffer = await offerFor(y);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 0, waitlist: 0 });

    // A day and an hour later y has not booked: the offer ends and the seats are on sale again.
    const later = new Date(Date.now() + 25 * 3_600_000).toISOString();
    const pass = await api("POST", "/operator/tickets/run", { token: operator, body: { now: later } });
    expect(pass.status).toBe(200);
    expect(pass.body.data.expired).toBeGreaterThanOrEqual(1);
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ remaining: 2, soldOut: false, waitlist: 0 });
    expect(await hold(await guestCart(), { occurrenceId, ticketTypeId: standard, quantity: 2, offer: yOffer.offer })).toMatchObject({
      status: 422,
      body: { code: "offer_expired" },
    });
  });

  it("the operator pass takes its clock only as ISO 8601, and only from an operator", async () => {
    expect(await api("POST", "/operator/tickets/run", { token: operator, body: { now: "yesterday" } })).toMatchObject({
      status: 422,
      body: { errors: { now: expect.any(Array) } },
    });
    expect(await api("POST", "/operator/tickets/run", { token: meToken, body: {} })).toMatchObject({ status: 401 });
  });
});

describe("POST /operator/events/{slug}/occurrences/{occurrenceId}/cancel", () => {
  it("cancels the date's tickets, refunds what each order paid for them through its payments, and tells the holders", async () => {
    const occurrenceId = await newOccurrence(5);
    // A customer buys 2 seats, a guest 1; someone holds 1 in a cart; someone waits.
    const myCart = (await api("POST", "/carts", { token: meToken })).body.data.id;
    expect((await hold(myCart, { occurrenceId, ticketTypeId: standard, quantity: 2 }, meToken)).status).toBe(200);
    const key = seedKey(me);
    const mine = await api("POST", "/account/checkout", {
      token: meToken,
      body: { cartId: myCart, shippingAddressId: demoId("address", key, "home"), paymentMethodId: demoId("payment-method", key, "visa") },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({ status: "paid", total: 24 });
    const confirmation = await waitForMail({ to: me.email, subject: mine.body.data.orderId });
    for (const ticket of mine.body.data.tickets) expect(confirmation.text).toContain(ticket.code);
    expect(confirmation.text).toContain("/account/tickets");

    const guestEmail = email("guest-holder");
    const guestCartId = await guestCart();
    expect((await hold(guestCartId, { occurrenceId, ticketTypeId: standard, quantity: 1 })).status).toBe(200);
    const guest = await guestCheckout(guestCartId, guestEmail);
    expect(guest.status).toBe(201);
    const guestConfirmation = await waitForMail({ to: guestEmail, subject: guest.body.data.orderId });
    expect(guestConfirmation.text).toContain(guest.body.data.tickets[0].code);

    const holder = await guestCart();
    expect((await hold(holder, { occurrenceId, ticketTypeId: standard, quantity: 2 })).status).toBe(200);

    const path = `/operator/events/${slug}/occurrences/${occurrenceId}/cancel`;
    expect(await api("POST", path, { token: meToken, body: {} })).toMatchObject({ status: 401 });
    expect(await api("POST", path, { token: await operatorToken(fixtures().other.tenantId), body: {} })).toMatchObject({ status: 404 });
    expect(await api("POST", `/operator/events/${slug}/occurrences/${randomUUID()}/cancel`, { token: operator, body: {} })).toMatchObject({
      status: 404,
      body: { message: "Event date not found.", code: "not_found" },
    });
    expect(await api("POST", path, { token: operator, body: { reason: "x".repeat(501) } })).toMatchObject({
      status: 422,
      body: { errors: { reason: expect.any(Array) } },
    });

    const res = await api("POST", path, { token: operator, body: { reason: "the roaster is being repaired" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: occurrenceId, ticketsCancelled: 3, ordersToRefund: 2 });
    expect(await api("POST", path, { token: operator, body: {} })).toMatchObject({ status: 409, body: { code: "occurrence_cancelled" } });

    // Each order refunded what it paid for the tickets, with a payment record; the tickets no longer admit.
    const myOrder = (await api("GET", `/account/orders/${mine.body.data.orderId}`, { token: meToken })).body.data;
    expect(myOrder).toMatchObject({ status: "refunded" });
    expect(myOrder.refunds).toEqual([expect.objectContaining({ amount: 24 })]);
    expect(myOrder.tickets.map((t: { status: string }) => t.status)).toEqual(["cancelled", "cancelled"]);
    const guestOrder = (
      await api("GET", `/orders/${guest.body.data.orderId}`, {
        token: apiToken(),
        headers: { "x-order-token": guest.body.data.accessToken },
      })
    ).body.data;
    expect(guestOrder).toMatchObject({ status: "refunded" });
    expect(guestOrder.refunds).toEqual([expect.objectContaining({ amount: 12 })]);
    const checkIn = await api("POST", "/operator/tickets/check-in", { token: operator, body: { code: mine.body.data.tickets[0].code } });
    expect(checkIn).toMatchObject({ status: 409, body: { code: "ticket_cancelled" } });

    const told = await waitForMail({ to: me.email, subject: /is cancelled/ });
    expect(told.text).toContain("the roaster is being repaired");
    expect(told.text).toContain("£24.00 is being refunded");
    expect((await waitForMail({ to: guestEmail, subject: /is cancelled/ })).text).toContain("£12.00 is being refunded");

    // The refunds ran as jobs on the queue, one per order, which operators can list (only their own store's).
    const jobs = await api("GET", "/operator/jobs?kind=tickets.refund&status=done&perPage=100", { token: operator });
    expect(jobs.status).toBe(200);
    const ours = jobs.body.data.filter((j: { key: string }) => j.key.startsWith(`tickets.refund:${occurrenceId}:`));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({ kind: "tickets.refund", status: "done", attempts: 1, lastError: null });
    const otherJobs = await api("GET", "/operator/jobs?kind=tickets.refund&perPage=100", {
      token: await operatorToken(fixtures().other.tenantId),
    });
    expect(otherJobs.body.data.filter((j: { key: string }) => j.key.includes(occurrenceId))).toEqual([]);
    expect(await api("GET", "/operator/jobs?status=lost", { token: operator })).toMatchObject({
      status: 422,
      body: { errors: { status: expect.any(Array) } },
    });
    expect(await api("GET", "/operator/jobs", { token: meToken })).toMatchObject({ status: 401 });

    // Nothing more is sold or queued for it; the held seats are gone from the cart.
    expect(await occurrenceOf(occurrenceId)).toMatchObject({ cancelled: true, remaining: 0, soldOut: true });
    expect(await hold(holder, { occurrenceId, ticketTypeId: standard, quantity: 1 })).toMatchObject({
      status: 422,
      body: { code: "occurrence_cancelled" },
    });
    expect((await api("GET", `/carts/${holder}`, { token: apiToken() })).body.data.ticketLines).toEqual([]);
    expect(await join({ occurrenceId, email: email("late") })).toMatchObject({ status: 422, body: { code: "occurrence_cancelled" } });
  });
});

describe("event prices in the shopper's market", () => {
  it("GET /events and /events/{slug} price ticket types in the market asked for, as the cart will", async () => {
    const occurrenceId = await newOccurrence(4);
    const gb = await occurrenceOf(occurrenceId, "GB");
    expect(gb.ticketTypes[0]).toMatchObject({ name: "Standard", price: 12, displayPrice: "£12.00" });
    const de = await api("GET", `/events/${slug}?market=DE`, { token: apiToken() });
    expect(de.body.data).toMatchObject({ currencyCode: "EUR", taxIncluded: true });
    const deStandard = de.body.data.occurrences.find((o: { id: string }) => o.id === occurrenceId).ticketTypes[0];
    expect(deStandard.displayPrice).toContain("€");
    const cart = (await api("POST", "/carts", { token: apiToken(), body: { market: "DE" } })).body.data.id;
    const held = await hold(cart, { occurrenceId, ticketTypeId: standard, quantity: 1 });
    expect(held.body.data.ticketLines[0].unitPrice).toBe(deStandard.price);
    const us = await api("GET", `/events?market=US`, { token: apiToken() });
    expect(us.body.data.find((e: { slug: string }) => e.slug === slug)).toMatchObject({ currencyCode: "USD", taxIncluded: false });
    expect(await api("GET", `/events/${slug}?market=XX`, { token: apiToken() })).toMatchObject({ status: 422 });
  });
});
