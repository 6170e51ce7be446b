import { afterAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { startReceiver, type ReceivedHook } from "../../support/webhook-receiver";
import { demoWebhook, paidGuestOrder } from "./support";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("webhook order per record", () => {
  it("order.paid then order.cancelled of one order arrive in that order, even when order.paid's first tries fail", async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["order.paid", "order.cancelled"]);
    cleanup.push(hook.remove);
    const email = `webhook-order-${Date.now()}@example.net`;
    let paidFailures = 0;
    receiver.respondWith((h) => {
      if (h.body?.type === "order.paid" && h.body?.data?.email === email && paidFailures < 2) {
        paidFailures++;
        return 500;
      }
      return 200;
    });
    const order = await paidGuestOrder(email);
    const mine = (h: ReceivedHook) => h.body?.data?.id === order.id;
    await receiver.waitFor((hs) => hs.some((h) => mine(h) && h.answered === 500), 10_000, "order.paid's first try");
    // Cancelled while order.paid waits for its retry (1 s, then 2 s later): order.cancelled must wait behind it.
    const cancel = await api("POST", `/operator/orders/${order.orderId}/cancel`, { token: hook.op });
    expect(cancel.status).toBe(200);
    await receiver.waitFor(
      (hs) => hs.some((h) => mine(h) && h.body.type === "order.cancelled" && h.answered === 200),
      20_000,
      "order.cancelled",
    );
    const seen = receiver.received.filter(mine).map((h) => `${h.body.type}:${h.answered}`);
    expect(seen).toEqual(["order.paid:500", "order.paid:500", "order.paid:200", "order.cancelled:200"]);
    const cancelled = receiver.received.find((h) => mine(h) && h.body.type === "order.cancelled")!;
    expect(cancelled.body.data).toMatchObject({ id: order.id, orderId: order.orderId, status: "cancelled" });

    const log = await hook.deliveries();
    const ofOrder = log.data.filter((d) => receiver.received.some((h) => mine(h) && h.body.id === d.eventId));
    expect(ofOrder.map((d) => [d.event, d.status, d.attempts])).toEqual([
      ["order.cancelled", "delivered", 1],
      ["order.paid", "delivered", 3],
    ]);
  });
});
