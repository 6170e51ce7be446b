import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { londonToday, newStore } from "./support";

type Subscription = {
  id: string;
  productId: string;
  status: string;
  price: number;
  frequencyWeeks: number;
  currencyCode: string;
  createdAt: string;
  cancelledAt: string | null;
};

const demoPassword = "Storefront-demo-1";
const weeksPerMonth = 52 / 12;
const londonDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));

describe("GET /operator/analytics/subscriptions: from the subscriptions themselves", { timeout: 240_000 }, () => {
  it("active, new, churned, churn rate, MRR per currency and the month's cohort match the store's own subscriptions", async () => {
    // A store of its own loaded with the demo data: two customers with two boxes each, in pounds.
    const store = await newStore(["--demo"], `Analytics Subscriptions ${randomUUID().slice(0, 8)}`);
    const login = async (email: string) => {
      const res = await api("POST", "/account/login", { token: store.apiToken, body: { email, password: demoPassword } });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    const alice = await login(`alice@${store.slug}.example.com`);
    const bob = await login(`bob@${store.slug}.example.com`);
    const subscriptionsOf = async (token: string) => {
      const res = await api("GET", "/account/subscriptions", { token });
      expect(res.status).toBe(200);
      return res.body.data as Subscription[];
    };

    // Alice also subscribes to a box in euros, delivered to Berlin; Bob cancels one of his.
    const [aliceBox] = await subscriptionsOf(alice);
    const configuration = await api("GET", `/subscription-packages/${aliceBox!.productId}/configuration?market=DE`, {
      token: store.apiToken,
    });
    expect(configuration.status).toBe(200);
    const config = configuration.body.data as {
      currencyCode: string;
      availableItems: { id: string; inStock: boolean; variants: { id: string; inStock: boolean }[] }[];
      minItems: number;
    };
    expect(config.currencyCode).toBe("EUR");
    const address = await api("POST", "/account/addresses", {
      token: alice,
      body: { firstName: "Alice", lastName: "Walker", line1: "Hauptstraße 1", city: "Berlin", postalCode: "10115", countryCode: "DE" },
    });
    expect(address.status).toBe(201);
    const methods = await api("GET", "/account/payments/methods", { token: alice });
    expect(methods.status).toBe(200);
    const card = (methods.body as { id: string; cardType: string }[]).find((m) => m.cardType === "visa")!;
    const euro = await api("POST", "/account/subscriptions", {
      token: alice,
      body: {
        packageId: aliceBox!.productId,
        items: config.availableItems
          .filter((i) => i.inStock)
          .slice(0, Math.max(1, config.minItems))
          .map((i) => ({ productId: i.id, variantId: i.variants.find((v) => v.inStock)!.id, quantity: 1 })),
        frequencyWeeks: 2,
        paymentMethodId: card.id,
        addressId: (address.body.data?.id ?? address.body.id) as string,
        market: "DE",
      },
    });
    expect(euro.status).toBe(201);
    expect(euro.body.data.currencyCode).toBe("EUR");
    const [, bobsSecond] = await subscriptionsOf(bob);
    expect((await api("POST", `/account/subscriptions/${bobsSecond!.id}/cancel`, { token: bob })).status).toBe(200);

    // What the report must say, worked out from the customers' own lists.
    const all = [...(await subscriptionsOf(alice)), ...(await subscriptionsOf(bob))];
    expect(all).toHaveLength(5);
    const today = londonToday();
    const month = today.slice(0, 7);
    const from = `${month}-01`;
    const startedInRange = all.filter((s) => londonDay(s.createdAt) >= from && londonDay(s.createdAt) <= today);
    const cancelledInRange = all.filter((s) => s.cancelledAt && londonDay(s.cancelledAt) >= from);
    const atStart = all.filter((s) => londonDay(s.createdAt) < from && (!s.cancelledAt || londonDay(s.cancelledAt) >= from));
    const mrrOf = (currency: string) =>
      Math.round(
        all
          .filter((s) => s.currencyCode === currency && (s.status === "active" || s.status === "past_due"))
          .reduce((sum, s) => sum + (Math.round(s.price * 100) * weeksPerMonth) / s.frequencyWeeks, 0),
      ) / 100;
    expect(cancelledInRange).toHaveLength(1);

    const res = await api("GET", `/operator/analytics/subscriptions?from=${from}&to=${today}`, { token: store.op });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({
      from,
      to: today,
      active: all.filter((s) => !s.cancelledAt).length,
      new: startedInRange.length,
      churned: 1,
      churnRate: Math.round((1 / (atStart.length + startedInRange.length)) * 10_000) / 10_000,
    });
    expect(report.active).toBe(4);
    expect(report.mrr).toEqual([
      { currencyCode: "EUR", subscriptions: 1, mrr: mrrOf("EUR"), displayMrr: `€${mrrOf("EUR").toFixed(2)}` },
      { currencyCode: "GBP", subscriptions: 3, mrr: mrrOf("GBP"), displayMrr: `£${mrrOf("GBP").toFixed(2)}` },
    ]);
    // Every box started this month; the one cancelled today still counts in month 0 (it was kept into it).
    expect(report.cohorts).toEqual([{ month, subscriptions: 5, retention: [1] }]);

    // The demo store's own subscriptions never count in this one, nor this one's there.
    const other = await newStore(["--country", "GB"], `Analytics Subscriptions Empty ${randomUUID().slice(0, 8)}`);
    const empty = await api("GET", `/operator/analytics/subscriptions?from=${from}&to=${today}`, { token: other.op });
    expect(empty.body.data).toMatchObject({ active: 0, new: 0, churned: 0, churnRate: 0, mrr: [], cohorts: [] });
  });
});
