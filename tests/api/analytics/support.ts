import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { api } from "../../support/http";
import { sandboxVisaToken } from "../../support/guest-checkout";
import { newStore, newStaff, type NewStore } from "../settings/support";

export { newStaff, newStore };

export type SellingStore = NewStore & { usMarketId: string; productId: string; slug: string };

/** A new British store that also sells in dollars (1.25 to the pound), with one product priced in both. */
export async function sellingStore(): Promise<SellingStore> {
  const store = await newStore(["--country", "GB"], `Analytics Test ${randomUUID().slice(0, 8)}`);
  const us = await api("POST", "/operator/markets", {
    token: store.op,
    body: { name: "United States", currencyCode: "USD", countries: ["US"], taxIncluded: false, exchangeRate: 1.25 },
  });
  expect(us.status).toBe(201);
  const usMarketId = us.body.data.id as string;
  expect(
    (await api("POST", "/operator/shipping-rates", { token: store.op, body: { name: "USPS", marketId: usMarketId, price: 7.5 } })).status,
  ).toBe(201);
  const product = await api("POST", "/operator/products", {
    token: store.op,
    body: {
      title: "Analytics Mug",
      description: "<p>A mug.</p>",
      status: "active",
      taxClass: "standard",
      options: [],
      variants: [
        {
          sku: `AM-${randomUUID().slice(0, 8)}`,
          options: {},
          prices: [
            { marketId: store.marketId, amount: 12.99 },
            { marketId: usMarketId, amount: 16.49 },
          ],
          stock: 100,
          weightGrams: 300,
        },
      ],
      images: [],
      collections: [],
      seo: {},
    },
  });
  expect(product.status).toBe(201);
  return { ...store, usMarketId, productId: product.body.data.id as string, slug: product.body.data.slug as string };
}

const addresses = {
  DE: { firstName: "Karl", lastName: "Weierstrass", line1: "Unter den Linden 6", city: "Berlin", postalCode: "10117", countryCode: "DE" },
  GB: { firstName: "Ada", lastName: "Lovelace", line1: "1 Queen Square", city: "Bath", postalCode: "BA1 2HP", countryCode: "GB" },
  US: {
    firstName: "Grace",
    lastName: "Hopper",
    line1: "1 Main St",
    city: "New York",
    region: "NY",
    postalCode: "10001",
    countryCode: "US",
  },
};

/**
 * A guest's paid order in the store, in the market of `country`, with `quantity` of the store's product (none: 0), an
 * optional discount code and optional seats at an event's date.
 */
export async function placeOrder(
  store: Pick<SellingStore, "apiToken" | "op" | "productId">,
  {
    country,
    quantity,
    code,
    tickets,
  }: {
    country: keyof typeof addresses;
    quantity: number;
    code?: string;
    tickets?: { occurrenceId: string; ticketTypeId: string; quantity: number };
  },
) {
  const cart = await api("POST", "/carts", { token: store.apiToken, body: { market: country } });
  expect(cart.status).toBe(201);
  const cartId = cart.body.data.id as string;
  if (quantity > 0) {
    const line = await api("POST", `/carts/${cartId}/lines`, { token: store.apiToken, body: { productId: store.productId, quantity } });
    expect(line.status).toBe(200);
  }
  if (tickets) expect((await api("POST", `/carts/${cartId}/tickets`, { token: store.apiToken, body: tickets })).status).toBe(200);
  if (code) expect((await api("POST", `/carts/${cartId}/discount-codes`, { token: store.apiToken, body: { code } })).status).toBe(200);
  const setup = await api("POST", `/carts/${cartId}/payment-setup`, { token: store.apiToken });
  expect(setup.status).toBe(201);
  const identifier = setup.body.identifier as string;
  const token = sandboxVisaToken(identifier);
  const placed = await api("POST", "/checkout", {
    token: store.apiToken,
    body: { cartId, email: `analytics-${randomUUID()}@example.org`, shippingAddress: addresses[country], payment: { identifier, token } },
    headers: { "idempotency-key": randomUUID() },
  });
  expect(placed.status).toBe(201);
  const order = await api("GET", `/operator/orders/${placed.body.data.orderId}`, { token: store.op });
  expect(order.status).toBe(200);
  return order.body.data as {
    orderId: string;
    currencyCode: string;
    total: number;
    totals: { discountTotal: number; pointsValue: number; total: number };
  };
}

/** POST /analytics/events as a browser would (its user agent), with the store's API token. */
export function sendEvents(
  store: { apiToken: string },
  events: Record<string, unknown>[],
  { userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", headers = {} } = {},
) {
  return api("POST", "/analytics/events", { token: store.apiToken, body: { events }, headers: { "user-agent": userAgent, ...headers } });
}

/** Today in the store's time zone (a new store's is Europe/London). */
export function londonToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}
