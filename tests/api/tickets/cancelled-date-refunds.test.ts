import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { fixtures } from "../../support/fixtures";
import { guestCart, newTourDate, tourSlug } from "../../support/events";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { guestCheckout } from "../../support/guest-checkout";
import { leadVariant } from "../../support/variants";

// A cancelled date refunds what its tickets cost, once, also when the order holds other goods. A guest order of its
// own (no seeded customer) on a date of its own.
const demo = () => fixtures().demo;
const standard = demoId("ticket", tourSlug, "Standard");
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(demo().tenantId);
});

type GuestOrder = {
  status: string;
  totals: { total: number; captured: number; refunded: number };
  refunds: { amount: number; status: string }[];
  tickets: { status: string }[];
  lines: { kind: string; quantity: number; lineTotal: number }[];
};

describe("a cancelled date's refund of an order that also holds a product", () => {
  it("refunds the tickets' share exactly, once; another pass refunds nothing more", async () => {
    const occurrenceId = await newTourDate({ operator, capacity: 6, days: 450 + Math.random() * 40 });
    const cartId = await guestCart();
    const token = demo().apiToken;
    expect(
      (await api("POST", `/carts/${cartId}/lines`, { token, body: { variantId: leadVariant("earl-grey"), quantity: 1 } })).status,
    ).toBe(200);
    expect(
      (await api("POST", `/carts/${cartId}/tickets`, { token, body: { occurrenceId, ticketTypeId: standard, quantity: 2 } })).status,
    ).toBe(200);
    const placed = await guestCheckout(cartId, `date-refund-${randomUUID().slice(0, 8)}@example.com`);
    expect(placed.status).toBe(201);
    const { orderId, accessToken } = placed.body.data as { orderId: string; accessToken: string };
    const read = async () =>
      (await api("GET", `/orders/${orderId}`, { token, headers: { "x-order-token": accessToken } })).body.data as GuestOrder;
    // Earl Grey £7.50 and two £12.00 seats (£24.00); over £30, so delivered free: £31.50.
    const before = await read();
    expect(before.totals).toMatchObject({ total: 31.5, captured: 31.5, refunded: 0 });
    const ticketLine = before.lines.find((l) => l.kind === "ticket");
    expect(ticketLine).toMatchObject({ quantity: 2, lineTotal: 24 });

    const cancelled = await api("POST", `/operator/events/${tourSlug}/occurrences/${occurrenceId}/cancel`, {
      token: operator,
      body: { reason: "the roaster is being serviced" },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { ticketsCancelled: 2, ordersToRefund: 1 } } });

    const after = await read();
    expect(after).toMatchObject({ status: "partially_refunded", totals: { captured: 31.5, refunded: 24 } });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 24, status: "succeeded" })]);
    expect(after.tickets.map((t) => t.status)).toEqual(["cancelled", "cancelled"]);

    // The refund pass again, twice: nothing more for this order.
    for (let pass = 0; pass < 2; pass++)
      expect((await api("POST", "/operator/tickets/run", { token: operator, body: {} })).status).toBe(200);
    const again = await read();
    expect(again.totals).toMatchObject({ refunded: 24 });
    expect(again.refunds).toHaveLength(1);
    // What is left can still be refunded by the store: the tea.
    const rest = await api("POST", `/operator/orders/${orderId}/refunds`, {
      token: operator,
      body: { amount: 7.5, reason: "The tea too" },
    });
    expect(rest).toMatchObject({ status: 201, body: { data: { status: "refunded", totals: { refunded: 31.5 } } } });
  });
});
