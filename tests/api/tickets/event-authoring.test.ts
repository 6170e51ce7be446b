import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { bathAddress, guestCheckout } from "../../support/guest-checkout";
import { newStaff, newStore, type NewStore } from "../settings/support";

// POST /operator/events, GET/PATCH/DELETE /operator/events/{slug} on a store of its own (GB, GBP), with dates
// through POST /operator/events/{slug}/occurrences.

let store: NewStore;

beforeAll(async () => {
  store = await newStore(["--country", "GB"], `Events ${randomUUID().slice(0, 8)}`);
}, 120_000);

const word = () => `zq${randomUUID().replaceAll("-", "").slice(0, 8)}`;
const create = (body: unknown, token = store.op) => api("POST", "/operator/events", { token, body });
const twoTypes = () => [
  { name: "Standard", prices: [{ marketId: store.marketId, amount: 25 }], capacity: 40 },
  { name: "Concession", prices: [{ marketId: store.marketId, amount: 12.5 }] },
];
const addDate = (slug: string, startsAt: string, endsAt: string, capacity = 20) =>
  api("POST", `/operator/events/${slug}/occurrences`, { token: store.op, body: { startsAt, endsAt, capacity } });

/** Pays a guest cart of `store` as a shopper would (the sandbox gateway). */
const checkout = (cartId: string) => guestCheckout(cartId, `events-${randomUUID()}@example.com`, bathAddress, {}, store.apiToken);

describe("operator events: POST, GET, PATCH, DELETE", { timeout: 120_000 }, () => {
  it("adds an event with two ticket types and a date; publishing shows it on the storefront with its prices", async () => {
    const w = word();
    const made = await create({
      title: `${w} Cupping`,
      description: "<p>Taste five origins.</p><script>x()</script>",
      venue: "The Roastery",
      ticketTypes: twoTypes(),
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      slug: `${w}-cupping`,
      title: `${w} Cupping`,
      description: "<p>Taste five origins.</p>",
      venue: "The Roastery",
      status: "draft",
      image: null,
    });
    expect(
      made.body.data.ticketTypes.map((t: { name: string; prices: unknown; capacity: number | null }) => [t.name, t.prices, t.capacity]),
    ).toEqual([
      ["Concession", [{ marketId: store.marketId, currencyCode: "GBP", amount: 12.5, displayPrice: "£12.50" }], null],
      ["Standard", [{ marketId: store.marketId, currencyCode: "GBP", amount: 25, displayPrice: "£25.00" }], 40],
    ]);
    expect(await api("GET", `/operator/events/${w}-cupping`, { token: store.op })).toMatchObject({
      status: 200,
      body: { data: made.body.data },
    });
    // A date: an end before the start → 422; a good one → 201.
    expect(await addDate(`${w}-cupping`, "2031-05-01T19:00:00Z", "2031-05-01T18:00:00Z")).toMatchObject({ status: 422 });
    expect((await addDate(`${w}-cupping`, "2031-05-01T18:00:00Z", "2031-05-01T20:00:00Z")).status).toBe(201);
    expect((await api("GET", `/events/${w}-cupping`, { token: store.apiToken })).status).toBe(404);
    const published = await api("PATCH", `/operator/events/${w}-cupping`, {
      token: store.op,
      body: { status: "published", slug: `${w}-tasting` },
    });
    expect(published).toMatchObject({ status: 200, body: { data: { slug: `${w}-tasting`, status: "published" } } });
    const shown = await api("GET", `/events/${w}-tasting`, { token: store.apiToken });
    expect(shown.status).toBe(200);
    expect(shown.body.data.occurrences).toHaveLength(1);
    const listed = await api("GET", "/operator/events", { token: store.op });
    expect(listed.body.data.map((e: { slug: string }) => e.slug)).toContain(`${w}-tasting`);
  });

  it("refuses a ticket type without the primary market's price, an unknown market or image, a bad slug: 422 naming the field", async () => {
    const w = word();
    const otherStore = await newStore(["--country", "US"]);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ticketTypes: [{ name: "Free", prices: [] }] }, "ticketTypes.0.prices", "validation_failed"],
      [
        { ticketTypes: [twoTypes()[0], { name: "Elsewhere", prices: [{ marketId: otherStore.marketId, amount: 5 }] }] },
        "ticketTypes.1.prices.0.marketId",
        "unknown_market",
      ],
      [
        { ticketTypes: [{ name: "Odd", prices: [{ marketId: store.marketId, amount: 1.234 }] }] },
        "ticketTypes.0.prices.0.amount",
        "validation_failed",
      ],
      [{ ticketTypes: [] }, "ticketTypes", "validation_failed"],
      [{ ticketTypes: twoTypes(), image: randomUUID() }, "image", "unknown_image"],
      [{ ticketTypes: twoTypes(), slug: "Not A Slug" }, "slug", "validation_failed"],
    ];
    for (const [extra, field, code] of refusals) {
      const res = await create({ title: `${w} Refused`, ...extra });
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 422, code });
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const listed = (await api("GET", "/operator/events", { token: store.op })).body.data as { slug: string }[];
    expect(listed.filter((e) => e.slug.startsWith(w))).toEqual([]);
    expect((await create({ title: `${w} Once`, ticketTypes: twoTypes() })).status).toBe(201);
    expect(await create({ title: "Twice", slug: `${w}-once`, ticketTypes: twoTypes() })).toMatchObject({
      status: 409,
      body: { code: "slug_taken" },
    });
  });

  it("deletes an event with no sales; one with sold tickets → 409 event_has_tickets, archived instead", async () => {
    const w = word();
    expect((await create({ title: `${w} Empty`, ticketTypes: twoTypes() })).status).toBe(201);
    expect(await api("DELETE", `/operator/events/${w}-empty`, { token: store.op })).toMatchObject({
      status: 200,
      body: { message: "Event deleted." },
    });
    expect((await api("GET", `/operator/events/${w}-empty`, { token: store.op })).status).toBe(404);
    expect(await api("DELETE", `/operator/events/${w}-empty`, { token: store.op })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });

    const sold = await create({ title: `${w} Sold`, status: "published", ticketTypes: twoTypes() });
    expect(sold.status).toBe(201);
    const date = await addDate(`${w}-sold`, "2031-06-01T18:00:00Z", "2031-06-01T20:00:00Z");
    const cart = await api("POST", "/carts", { token: store.apiToken, body: { market: "GB" } });
    expect(cart.status).toBe(201);
    const held = await api("POST", `/carts/${cart.body.data.id}/tickets`, {
      token: store.apiToken,
      body: { occurrenceId: date.body.data.id, ticketTypeId: sold.body.data.ticketTypes[1].id, quantity: 1 },
    });
    expect(held.status).toBe(200);
    expect((await checkout(cart.body.data.id)).status).toBe(201);
    expect(await api("DELETE", `/operator/events/${w}-sold`, { token: store.op })).toMatchObject({
      status: 409,
      body: { code: "event_has_tickets" },
    });
    expect(await api("PATCH", `/operator/events/${w}-sold`, { token: store.op, body: { status: "archived" } })).toMatchObject({
      status: 200,
      body: { data: { status: "archived" } },
    });
    expect((await api("GET", `/events/${w}-sold`, { token: store.apiToken })).status).toBe(404);
    const listed = (await api("GET", "/operator/events", { token: store.op })).body.data as { slug: string; status: string }[];
    expect(listed.find((e) => e.slug === `${w}-sold`)?.status).toBe("archived");
  });

  it("edits ticket types after creation: rename, reprice, resize, add; a sold type cannot be removed (409), nothing written", async () => {
    const w = word();
    const made = await create({ title: `${w} Tasting`, status: "published", ticketTypes: twoTypes() });
    expect(made.status).toBe(201);
    const [standard, concession] = made.body.data.ticketTypes as { id: string; name: string }[];
    const edited = await api("PATCH", `/operator/events/${w}-tasting`, {
      token: store.op,
      body: {
        ticketTypes: [
          { id: standard!.id, name: "Adult", prices: [{ marketId: store.marketId, amount: 30 }], capacity: 10 },
          { id: concession!.id, name: "Student", prices: [{ marketId: store.marketId, amount: 15 }] },
          { name: "Child", prices: [{ marketId: store.marketId, amount: 5 }], capacity: 4 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(
      (edited.body.data.ticketTypes as { id: string; name: string; capacity: number | null; prices: { amount: number }[] }[]).map((t) => ({
        id: t.id === standard!.id || t.id === concession!.id ? t.id : "new",
        name: t.name,
        capacity: t.capacity,
        amount: t.prices[0]!.amount,
      })),
    ).toEqual(
      expect.arrayContaining([
        { id: standard!.id, name: "Adult", capacity: 10, amount: 30 },
        { id: concession!.id, name: "Student", capacity: null, amount: 15 },
        { id: "new", name: "Child", capacity: 4, amount: 5 },
      ]),
    );
    expect(edited.body.data.ticketTypes).toHaveLength(3);

    // A student ticket is sold: the type stays; leaving it out is refused and changes nothing.
    const date = await addDate(`${w}-tasting`, "2031-07-01T18:00:00Z", "2031-07-01T20:00:00Z");
    expect(date.status).toBe(201);
    const cart = await api("POST", "/carts", { token: store.apiToken, body: { market: "GB" } });
    const held = await api("POST", `/carts/${cart.body.data.id}/tickets`, {
      token: store.apiToken,
      body: { occurrenceId: date.body.data.id, ticketTypeId: concession!.id, quantity: 1 },
    });
    expect(held.status).toBe(200);
    expect((await checkout(cart.body.data.id)).status).toBe(201);
    const refused = await api("PATCH", `/operator/events/${w}-tasting`, {
      token: store.op,
      body: {
        title: `${w} Renamed`,
        ticketTypes: [{ id: standard!.id, name: "Adult", prices: [{ marketId: store.marketId, amount: 30 }] }],
      },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: "ticket_type_sold" } });
    const after = await api("GET", `/operator/events/${w}-tasting`, { token: store.op });
    expect(after.body.data.title).toBe(`${w} Tasting`);
    expect(after.body.data.ticketTypes).toHaveLength(3);
    // Removing the unsold one is fine; renaming the sold one too.
    const trimmed = await api("PATCH", `/operator/events/${w}-tasting`, {
      token: store.op,
      body: {
        ticketTypes: [
          { id: standard!.id, name: "Adult", prices: [{ marketId: store.marketId, amount: 30 }] },
          { id: concession!.id, name: "Concession", prices: [{ marketId: store.marketId, amount: 15 }] },
        ],
      },
    });
    expect(trimmed.status).toBe(200);
    expect((trimmed.body.data.ticketTypes as { name: string }[]).map((t) => t.name).sort()).toEqual(["Adult", "Concession"]);
  });

  it("refuses a ticket type edit without the primary price or with another event's id, and a date ending before it starts: 422 naming the field", async () => {
    const w = word();
    const made = await create({ title: `${w} Workshop`, ticketTypes: twoTypes() });
    const other = await create({ title: `${w} Other`, ticketTypes: twoTypes() });
    const [first] = made.body.data.ticketTypes as { id: string }[];
    const [foreign] = other.body.data.ticketTypes as { id: string }[];
    const noPrice = await api("PATCH", `/operator/events/${w}-workshop`, {
      token: store.op,
      body: { ticketTypes: [{ id: first!.id, name: "Standard", prices: [] }] },
    });
    expect(noPrice.status).toBe(422);
    expect(Object.keys(noPrice.body.errors)).toEqual(["ticketTypes.0.prices"]);
    const wrongId = await api("PATCH", `/operator/events/${w}-workshop`, {
      token: store.op,
      body: { ticketTypes: [{ id: foreign!.id, name: "Standard", prices: [{ marketId: store.marketId, amount: 9 }] }] },
    });
    expect(wrongId.status).toBe(422);
    expect(Object.keys(wrongId.body.errors)).toEqual(["ticketTypes.0.id"]);
    expect((await api("GET", `/operator/events/${w}-workshop`, { token: store.op })).body.data.ticketTypes).toHaveLength(2);
    const backwards = await addDate(`${w}-workshop`, "2031-08-01T20:00:00Z", "2031-08-01T18:00:00Z");
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(["endsAt"]);
  });

  it("is owners' only (staff read); another store's operator gets 404", async () => {
    const w = word();
    const made = (await create({ title: `${w} Mine`, ticketTypes: twoTypes() })).body.data;
    const staff = await newStaff(store, "staff");
    expect(await create({ title: `${w} Staff`, ticketTypes: twoTypes() }, staff.token)).toMatchObject({
      status: 403,
      body: { code: "owner_only" },
    });
    expect(await api("PATCH", `/operator/events/${made.slug}`, { token: staff.token, body: { venue: "x" } })).toMatchObject({
      status: 403,
    });
    expect(await api("DELETE", `/operator/events/${made.slug}`, { token: staff.token })).toMatchObject({ status: 403 });
    expect((await api("GET", `/operator/events/${made.slug}`, { token: staff.token })).status).toBe(200);
    const other = await newStore(["--country", "GB"]);
    expect((await api("GET", `/operator/events/${made.slug}`, { token: other.op })).status).toBe(404);
    expect((await api("PATCH", `/operator/events/${made.slug}`, { token: other.op, body: { venue: "x" } })).status).toBe(404);
    expect((await api("DELETE", `/operator/events/${made.slug}`, { token: other.op })).status).toBe(404);
  });
});
