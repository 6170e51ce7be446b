import { describe, expect, it } from "vitest";
import { demoId, orderNumbers, seedKey } from "../../support/account";
import { hasDirectDb, query } from "../../support/db";
import { customerFor } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";

// Simultaneous writes: two buy-agains of one order (customer `concurrency`), two cancels of one subscription
// (customer `idempotency`, its second subscription). One cart, consistent quantities, one cancellation record.
type Line = { productId: string; quantity: number };

describe("concurrent writes", () => {
  it("two simultaneous buy-agains of the same order: one cart holding both additions", async () => {
    const who = customerFor("concurrency");
    const token = await loginAs(who);
    const before = ((await api("GET", "/account/cart", { token })).body.data?.lines ?? []) as Line[];
    const [, , orderId] = orderNumbers(who);
    const [a, b] = await Promise.all([1, 2].map(() => api("POST", `/account/orders/${orderId}/buy-again`, { token })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.cartId).toBe(b!.body.cartId);
    const after = (await api("GET", "/account/cart", { token })).body.data as { id: string; lines: Line[] };
    expect(after.id).toBe(a!.body.cartId);
    // Each answer added the same amount; the cart holds before + 2 × that amount, no line twice.
    const productIds = after.lines.map((l) => l.productId);
    expect(new Set(productIds).size).toBe(productIds.length);
    const q = (lines: Line[], id: string) => lines.find((l) => l.productId === id)?.quantity ?? 0;
    const single = new Map<string, number>();
    for (const l of [...a!.body.cart.lines, ...b!.body.cart.lines] as Line[]) single.set(l.productId, 0);
    for (const id of single.keys()) {
      const gained = q(after.lines, id) - q(before, id);
      expect({ id, gained: gained % 2, positive: gained > 0 }).toEqual({ id, gained: 0, positive: true });
    }
    // One of the two answers saw the other's addition or neither did, but the final cart is the later answer's.
    const last = [a!, b!].map((r) => r.body.cart.itemCount as number).sort((x, y) => x - y)[1];
    expect(after.lines.reduce((n, l) => n + l.quantity, 0)).toBe(last);
    if (hasDirectDb()) {
      const carts = await query(
        "select id from carts where customer_id = (select customer_id from carts where id = $1) and status = 'active'",
        [after.id],
      );
      expect(carts).toHaveLength(1);
    }
  });

  it("two simultaneous cancels of one subscription: both {} and one cancellation record", async () => {
    const who = customerFor("idempotency");
    const token = await loginAs(who);
    const id = demoId("subscription", seedKey(who), "second");
    const answers = await Promise.all([1, 2].map(() => api("POST", `/account/subscriptions/${id}/cancel`, { token })));
    expect(answers.map((r) => [r.status, r.text])).toEqual([
      [200, "{}"],
      [200, "{}"],
    ]);
    const subs = (await api("GET", "/account/subscriptions", { token })).body.data as { id: string; status: string }[];
    expect(subs.find((s) => s.id === id)?.status).toBe("cancelled");
    if (hasDirectDb()) expect(await query("select id from subscription_cancellations where subscription_id = $1", [id])).toHaveLength(1);
  });
});
