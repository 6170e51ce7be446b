import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { hasDirectDb, query } from "../../support/db";

/**
 * Choosing a card for a subscription at the same moment as removing that card. Subscribing and changing a subscription
 * take the customer lock that removal takes (lib/account/lock-customer.ts), so one waits for the other: either the card
 * is chosen and its removal is refused (409 naming the subscription), or it is removed and the choice answers 404.
 * Never both 200 with an active subscription left without a card, never a 500.
 *
 * Real concurrency needs a database server: PGlite runs one statement at a time in one process, so these report as
 * skipped there. Cards are added with direct SQL (one per try), which only a Postgres run allows.
 */
const me = customerFor("card-race");
const key = seedKey(me);
const product = (k: string) => demoId("product", k);
const main = demoId("subscription", key, "main");
const visa = demoId("payment-method", key, "visa");
const home = demoId("address", key, "home");
const tries = 12;
let token: string;

/** A new saved card for the customer, straight into the table (as a completed payment setup leaves it). */
async function addCard(n: number): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO payment_methods (tenant_id, customer_id, provider, payment_method, provider_id, card_type, card_last4, card_exp_month, card_exp_year, is_default)
     SELECT tenant_id, id, 'sandbox', 'card', $2, 'visa', '1881', 12, 2031, false FROM customers WHERE tenant_id = $1 AND lower(email) = lower($3)
     RETURNING id`,
    [fixtures().demo.tenantId, `pm_race_${key}_${n}_${Date.now()}`, me.email],
  );
  return row!.id;
}

const subscription = async (id: string) =>
  (await api("GET", "/account/subscriptions", { token })).body.data.find((s: { id: string }) => s.id === id) as {
    status: string;
    paymentMethod: { id: string } | null;
  };

beforeAll(async () => {
  token = await loginAs(me);
});

describe("a card chosen for a subscription while it is removed", () => {
  it.runIf(hasDirectDb())(
    `PATCH {paymentMethodId} against DELETE of that card, ${tries} times: one wins, the box always has a card`,
    async () => {
      const outcomes: string[] = [];
      for (let n = 0; n < tries; n++) {
        const card = await addCard(n);
        const [changed, removed] = await Promise.all([
          api("PATCH", `/account/subscriptions/${main}`, { token, body: { paymentMethodId: card } }),
          api("DELETE", `/account/payments/methods/${card}`, { token }),
        ]);
        outcomes.push(`${changed.status}/${removed.status}`);
        const after = await subscription(main);
        expect(after.status).toBe("active");
        if (changed.status === 200) {
          // The change won: the removal saw the subscription and refused.
          expect(removed.status).toBe(409);
          expect(removed.body.message).toMatch(/^This card pays your subscription "/);
          expect(after.paymentMethod?.id).toBe(card);
        } else {
          // The removal won: the change found no such card.
          expect({ changed: changed.status, body: changed.body, removed: removed.status }).toEqual({
            changed: 404,
            body: { message: "Payment method not found.", code: "not_found" },
            removed: 200,
          });
          expect(after.paymentMethod).not.toBeNull();
        }
        // Back to the seeded card for the next try.
        expect((await api("PATCH", `/account/subscriptions/${main}`, { token, body: { paymentMethodId: visa } })).status).toBe(200);
      }
      expect(outcomes).toHaveLength(tries);
    },
  );

  it.runIf(hasDirectDb())(
    `POST /account/subscriptions with a card against DELETE of that card, ${tries} times: 201/409 or 404/200, never 500`,
    async () => {
      const created: string[] = [];
      try {
        for (let n = 0; n < tries; n++) {
          const card = await addCard(100 + n);
          const [subscribed, removed] = await Promise.all([
            api("POST", "/account/subscriptions", {
              token,
              body: {
                packageId: product("coffee-lovers-box"),
                items: [
                  { productId: product("ethiopia-yirgacheffe"), quantity: 1 },
                  { productId: product("colombia-huila"), quantity: 1 },
                ],
                frequencyWeeks: 2,
                paymentMethodId: card,
                addressId: home,
              },
            }),
            api("DELETE", `/account/payments/methods/${card}`, { token }),
          ]);
          if (subscribed.status === 201) {
            created.push(subscribed.body.data.id as string);
            expect(removed.status).toBe(409);
            expect(subscribed.body.data).toMatchObject({ status: "active", paymentMethod: { id: card } });
            expect((await subscription(subscribed.body.data.id as string)).paymentMethod?.id).toBe(card);
          } else {
            expect({ subscribed: subscribed.status, body: subscribed.body, removed: removed.status }).toEqual({
              subscribed: 404,
              body: { message: "Payment method not found.", code: "not_found" },
              removed: 200,
            });
          }
        }
      } finally {
        for (const id of created) await api("POST", `/account/subscriptions/${id}/cancel`, { token, body: {} });
      }
    },
  );
});
