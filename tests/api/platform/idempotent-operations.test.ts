import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoId, orderNumbers, seedKey } from "../../support/account";
import { hasDirectDb, query } from "../../support/db";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { mailsTo } from "../../support/mail";
import { settledOutbox } from "../../support/outbox";

// The operations with effects, each sent three times with one Idempotency-Key: one effect, three identical answers.
// Customer `idempotency`: its first order's buy-again and its main subscription's cancel.
const who = customerFor("idempotency");
let token: string;

beforeAll(async () => {
  token = await loginAs(who);
});

async function thrice(method: string, path: string, options: { token: string; body?: unknown }) {
  const key = randomUUID();
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await api(method, path, { ...options, headers: { "idempotency-key": key } }));
  expect(answers.map((a) => a.status)).toEqual([answers[0]!.status, answers[0]!.status, answers[0]!.status]);
  expect(answers[1]!.text).toBe(answers[0]!.text);
  expect(answers[2]!.text).toBe(answers[0]!.text);
  expect(answers.map((a) => a.headers.get("idempotent-replayed"))).toEqual([null, "true", "true"]);
  return answers[0]!;
}

describe("one key, three sends, one effect", () => {
  it("POST /messages: one message, one notification per opted-in admin", async () => {
    const subject = `idempotent ${randomUUID()}`;
    const first = await thrice("POST", "/messages", {
      token: fixtures().demo.apiToken,
      body: { name: "Ida", email: `idem-${randomUUID()}@example.org`, subject, message: "once" },
    });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    // The demo store has two opted-in admins (owner, support): two notifications, never four or six.
    const admins = ["owner", "support"].map((a) => `${a}@${fixtures().demo.customers[0]!.email.split("@")[1]}`);
    // The first send queued them in its transaction; settled, each is sent and never attempted again.
    const queued = await settledOutbox({ tenantId: fixtures().demo.tenantId, subject, count: 2 });
    expect(queued.map((m) => [m.to, m.status]).sort()).toEqual(admins.map((to) => [to, "sent"]).sort());
    expect(admins.map((to) => mailsTo({ to, subject }).length)).toEqual([1, 1]);
    if (hasDirectDb()) expect(await query("select id from visitor_messages where subject = $1", [subject])).toHaveLength(1);
  });

  it("POST /account/orders/{orderId}/buy-again: the order's items land in the cart once", async () => {
    const before = (await api("GET", "/account/cart", { token })).body.data as { lines: { productId: string; quantity: number }[] } | null;
    const [orderId] = orderNumbers(who);
    const first = await thrice("POST", `/account/orders/${orderId}/buy-again`, { token });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    const after = (await api("GET", "/account/cart", { token })).body.data as {
      id: string;
      lines: { productId: string; quantity: number }[];
    };
    expect(after.id).toBe(first.body.cartId);
    const qty = (cart: typeof before, id: string) => cart?.lines.find((l) => l.productId === id)?.quantity ?? 0;
    // Exactly one buy-again's worth was added: the cart the first answer showed is the cart now.
    expect(after.lines.map((l) => [l.productId, l.quantity])).toEqual(
      first.body.cart.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );
    const added = first.body.cart.lines.filter((l: { productId: string; quantity: number }) => l.quantity > qty(before, l.productId));
    expect(added.length).toBeGreaterThan(0);
  });

  it("POST /account/subscriptions/{id}/cancel: cancelled once, one cancellation record", async () => {
    const id = demoId("subscription", seedKey(who), "main");
    const first = await thrice("POST", `/account/subscriptions/${id}/cancel`, { token });
    expect(first.status).toBe(200);
    expect(first.text).toBe("{}");
    const subs = (await api("GET", "/account/subscriptions", { token })).body.data as {
      id: string;
      status: string;
      nextBillingDate: string | null;
    }[];
    expect(subs.find((s) => s.id === id)).toMatchObject({ status: "cancelled", nextBillingDate: null });
    if (hasDirectDb()) expect(await query("select id from subscription_cancellations where subscription_id = $1", [id])).toHaveLength(1);
  });
});
