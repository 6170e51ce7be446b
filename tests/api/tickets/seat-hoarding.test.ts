import { randomInt, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { guestCart, newTourDate, tourDate, tourSlug } from "../../support/events";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { linksIn, waitForMail } from "../../support/mail";
import { operatorToken } from "../../support/operator-tokens";

// One anonymous client could hold every seat of a date from several guest carts, and fill a waitlist with one
// e-mail. Seats held per address per date are capped (the store's maxSeatsPerBuyer, 10 by default), holds and joins
// are rate-limited, and a waitlist entry counts once its e-mail is confirmed. The test server exempts only loopback and
// trusts X-Forwarded-For, so each client here names its own address.
const run = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
let next = 1;
const client = () => ({ "x-forwarded-for": `${run}.${next++}` });
const apiToken = () => fixtures().demo.apiToken;
const standard = demoId("ticket", tourSlug, "Standard");
const limited = { message: "Too many requests. Please try again later.", code: "rate_limited" };
let operator: string;

const newDate = (capacity: number) => newTourDate({ operator, capacity, days: 540 + Math.random() * 40 });
async function cartFrom(headers: Record<string, string>): Promise<string> {
  const res = await api("POST", "/carts", { token: apiToken(), body: { market: "GB" }, headers });
  expect(res.status).toBe(201);
  return res.body.data.id;
}
const hold = (cartId: string, occurrenceId: string, quantity: number, headers: Record<string, string> = {}) =>
  api("POST", `/carts/${cartId}/tickets`, { token: apiToken(), body: { occurrenceId, ticketTypeId: standard, quantity }, headers });
const join = (occurrenceId: string, email: string, headers: Record<string, string> = {}) =>
  api("POST", `/events/${tourSlug}/waitlist`, { token: apiToken(), body: { occurrenceId, email }, headers });
const confirm = (token: unknown, slug = tourSlug) =>
  api("POST", `/events/${slug}/waitlist/confirm`, { token: apiToken(), body: { token } });
const email = (name: string) => `hoard-${name}-${randomUUID().slice(0, 8)}@example.com`;

/** The token of the link in the newest waitlist confirmation mail to `to`. */
async function confirmTokenFor(to: string): Promise<string> {
  const mail = await waitForMail({ to, subject: /Confirm your place on the waitlist/ });
  const url = new URL(linksIn(mail).find((l) => l.includes("confirm="))!);
  return url.searchParams.get("confirm")!;
}

beforeAll(async () => {
  operator = await operatorToken(fixtures().demo.tenantId);
});

describe("seats held per client address", () => {
  it("three guest carts from one address cannot hold more than 10 seats of a date; other addresses can", async () => {
    const occurrenceId = await newDate(40);
    const hoarder = client();
    const [first, second, third] = [await cartFrom(hoarder), await cartFrom(hoarder), await cartFrom(hoarder)];
    const six = await hold(first, occurrenceId, 6, hoarder);
    expect(six.status).toBe(200);
    expect((await hold(second, occurrenceId, 4, hoarder)).status).toBe(200);
    const refused = await hold(third, occurrenceId, 1, hoarder);
    expect(refused).toMatchObject({ status: 422, body: { code: "seat_limit_reached", errors: { quantity: [expect.any(String)] } } });
    expect(refused.body.errors.quantity[0]).toContain("at most 10 seats of one date");
    expect(await hold(second, occurrenceId, 1, hoarder)).toMatchObject({ status: 422, body: { code: "seat_limit_reached" } });
    expect((await api("GET", `/carts/${third}`, { token: apiToken() })).body.data.ticketLines).toEqual([]);

    // Another address is not held back, and the date still sells.
    const neighbour = client();
    expect((await hold(await cartFrom(neighbour), occurrenceId, 8, neighbour)).status).toBe(200);
    expect(await tourDate(occurrenceId)).toMatchObject({ remaining: 22 });

    // Seats given back count no more: the third cart may hold them.
    const line = six.body.data.ticketLines[0].id;
    expect((await api("DELETE", `/carts/${first}/tickets/${line}`, { token: apiToken(), headers: hoarder })).status).toBe(200);
    expect((await hold(third, occurrenceId, 6, hoarder)).status).toBe(200);
    expect(await hold(third, occurrenceId, 1, hoarder)).toMatchObject({ status: 422, body: { code: "seat_limit_reached" } });
  });

  it("holds are rate-limited per address: 30 per ten minutes, then 429 with Retry-After", async () => {
    const occurrenceId = await newDate(100);
    const busy = client();
    const cartId = await cartFrom(busy);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await hold(cartId, occurrenceId, 1, busy)).status);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(422)); // the per-order and per-address caps
    const refused = await hold(cartId, occurrenceId, 1, busy);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limited);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = client();
    expect((await hold(await cartFrom(other), occurrenceId, 1, other)).status).toBe(200);
  });
});

describe("waitlist entries count once confirmed", () => {
  it("an unconfirmed entry is never offered seats; a confirmed one behind it is; the link is signed", async () => {
    const occurrenceId = await newDate(1);
    const holder = await guestCart();
    const held = await hold(holder, occurrenceId, 1);
    expect(held.status).toBe(200);

    const unconfirmed = email("unconfirmed");
    const confirmed = email("confirmed");
    expect(await join(occurrenceId, unconfirmed)).toMatchObject({ status: 201, body: { data: { confirmed: false, position: 1 } } });
    expect(await join(occurrenceId, confirmed)).toMatchObject({ status: 201, body: { data: { confirmed: false, position: 1 } } });
    // Unconfirmed entries keep no seats from anyone and are not counted as waiting.
    expect(await tourDate(occurrenceId)).toMatchObject({ waitlist: 0 });

    // The link is signed: a forged token, or one for another event, confirms nothing.
    const token = await confirmTokenFor(confirmed);
    expect(token).toMatch(/^WC-/);
    expect(await confirm(`WC-${"A".repeat(38)}`)).toMatchObject({ status: 422, body: { code: "waitlist_link_invalid" } });
    expect(await confirm(token, "tea-tasting-masterclass")).toMatchObject({ status: 422, body: { code: "waitlist_link_invalid" } });
    expect(await confirm(token.slice(0, -2))).toMatchObject({ status: 422, body: { code: "waitlist_link_invalid" } });
    const done = await confirm(token);
    expect(done).toMatchObject({ status: 200, body: { data: { email: confirmed, confirmed: true, status: "waiting", position: 1 } } });
    expect((await confirm(token)).body.data).toEqual(done.body.data);
    expect(await tourDate(occurrenceId)).toMatchObject({ waitlist: 1 });

    // The seat comes free: the confirmed entry is offered it, though the unconfirmed one joined first.
    const line = held.body.data.ticketLines[0].id;
    expect((await api("DELETE", `/carts/${holder}/tickets/${line}`, { token: apiToken() })).status).toBe(200);
    const offer = await waitForMail({ to: confirmed, subject: /are yours to book/ });
    expect(linksIn(offer).some((l) => l.includes("offer="))).toBe(true);
    expect(await join(occurrenceId, confirmed)).toMatchObject({ status: 200, body: { data: { status: "offered" } } });
    // Joining again with the same e-mail is the same entry, still waiting and unconfirmed.
    const again = await join(occurrenceId, unconfirmed.toUpperCase());
    expect(again).toMatchObject({
      status: 200,
      body: { data: { email: unconfirmed, status: "waiting", confirmed: false, offerExpiresAt: null } },
    });
  });

  it("joins are rate-limited per address: 10 per ten minutes, then 429 with Retry-After", async () => {
    const occurrenceId = await newDate(5);
    const busy = client();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await join(occurrenceId, email(`busy-${i}`), busy)).status);
    expect(statuses).toEqual(Array<number>(10).fill(422)); // seats are on sale: buy them instead
    const refused = await join(occurrenceId, email("busy-11"), busy);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limited);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await join(occurrenceId, email("elsewhere"), client())).toMatchObject({ status: 422, body: { code: "seats_available" } });
  });
});
