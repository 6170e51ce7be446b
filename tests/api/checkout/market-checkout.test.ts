import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { demoId } from "../../support/account";
import { visaToken } from "../../support/sandbox-engine";

// A guest buys in each market: the charge is exactly the cart's totals.total for the destination, and the
// order keeps the breakdown it was charged with (currency, tax inside or added, tax lines). Ethiopia Yirgacheffe's
// stock is ample in the demo; two units per market.
const apiToken = () => fixtures().demo.apiToken;
const ethiopia = demoId("product", "ethiopia-yirgacheffe");

const markets = [
  {
    market: "GB",
    address: {
      firstName: "Ada",
      lastName: "Lovelace",
      line1: "12 St James's Square",
      city: "London",
      postalCode: "SW1Y 4LB",
      countryCode: "GB",
    },
    // Coffee is zero-rated in the UK: no tax line, VAT-inclusive market.
    expected: { currencyCode: "GBP", taxIncluded: true, subtotal: 25, taxTotal: 0, taxLines: [] },
  },
  {
    market: "DE",
    address: { firstName: "Emmy", lastName: "Noether", line1: "Bunsenstraße 3", city: "Göttingen", postalCode: "37073", countryCode: "DE" },
    // €14.99 × 2 with 7% German VAT inside: 1.96.
    expected: {
      currencyCode: "EUR",
      taxIncluded: true,
      subtotal: 29.98,
      taxTotal: 1.96,
      taxLines: [{ name: "VAT", rate: 7, amount: 1.96, displayAmount: "€1.96" }],
    },
  },
  {
    market: "US",
    address: {
      firstName: "Grace",
      lastName: "Hopper",
      line1: "1 Liberty Plaza",
      city: "New York",
      region: "NY",
      postalCode: "10006",
      countryCode: "US",
    },
    // $16.00 × 2 with New York's 8.875% added: 2.84.
    expected: {
      currencyCode: "USD",
      taxIncluded: false,
      subtotal: 32,
      taxTotal: 2.84,
      taxLines: [{ name: "Sales tax (NY)", rate: 8.875, amount: 2.84, displayAmount: "$2.84" }],
    },
  },
];

describe("a guest checkout in each market charges the cart's total and keeps its tax lines", () => {
  for (const m of markets)
    it(`${m.market}: ${m.expected.currencyCode}, ${m.expected.taxIncluded ? "tax inside the price" : "tax added"}`, async () => {
      const cart = (await api("POST", "/carts", { token: apiToken(), body: { market: m.market } })).body.data;
      expect(cart.currencyCode).toBe(m.expected.currencyCode);
      expect((await api("POST", `/carts/${cart.id}/lines`, { token: apiToken(), body: { productId: ethiopia, quantity: 2 } })).status).toBe(
        200,
      );
      const destination = await api("PATCH", `/carts/${cart.id}`, {
        token: apiToken(),
        body: { shippingCountry: m.address.countryCode, ...("region" in m.address ? { shippingRegion: m.address.region } : {}) },
      });
      expect(destination.status).toBe(200);
      const quoted = destination.body.data.totals;
      expect(quoted).toMatchObject({ ...m.expected, estimated: false });

      const setup = await api("POST", `/carts/${cart.id}/payment-setup`, { token: apiToken() });
      expect(setup.status).toBe(201);
      const identifier = setup.body.identifier as string;
      const token = visaToken(identifier, `market-${m.market}`);
      const placed = await api("POST", "/checkout", {
        token: apiToken(),
        body: {
          cartId: cart.id,
          email: `market-${m.market.toLowerCase()}@example.com`,
          shippingAddress: m.address,
          payment: { identifier, token },
        },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.data;
      expect(order.currencyCode).toBe(m.expected.currencyCode);
      expect(order.totals).toMatchObject({
        ...m.expected,
        shipping: quoted.shipping,
        total: quoted.total,
        // What the gateway captured is exactly what the shopper was shown.
        captured: quoted.total,
      });

      // Read back with the order's access token: the same breakdown, as charged.
      const read = await api("GET", `/orders/${order.orderId}`, { token: apiToken(), headers: { "x-order-token": order.accessToken } });
      expect(read.status).toBe(200);
      expect(read.body.data.totals).toEqual(order.totals);
    });
});
