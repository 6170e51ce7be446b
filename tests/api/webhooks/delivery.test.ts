import { afterAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "@storefront/sdk";
import { webhookPayloads } from "@/lib/api/webhook-payloads";
import { verifyWebhookSignature } from "@/lib/webhooks/verify-signature";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { startReceiver, type ReceivedHook } from "../../support/webhook-receiver";
import { demoWebhook, paidGuestOrder } from "./support";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("webhook deliveries: signed, sent promptly, retried, logged", () => {
  it("a contact message → message.received, signed with the endpoint's secret", async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["message.received"]);
    cleanup.push(hook.remove);
    const email = `webhook-message-${Date.now()}@example.net`;
    const sent = await api("POST", "/messages", {
      token: fixtures().demo.apiToken,
      body: { email, name: "Ada Hook", subject: "Webhook test", message: "Hello" },
    });
    expect(sent.status).toBe(200);
    const mine = (h: ReceivedHook) => h.body?.type === "message.received" && h.body?.data?.email === email;
    await receiver.waitFor((hs) => hs.some(mine), 10_000, "message.received");
    const got = receiver.received.find(mine)!;
    expect(got.body).toMatchObject({
      type: "message.received",
      data: { email, name: "Ada Hook", subject: "Webhook test", message: "Hello" },
    });
    expect(got.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(got.body.data.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(got.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["storefront-event-id"]).toBe(got.body.id);
    const check = verifyWebhookSignature({ header: got.headers["storefront-signature"] as string, body: got.raw, secret: hook.secret });
    expect(check.ok).toBe(true);
    expect(verifyWebhookSignature({ header: got.headers["storefront-signature"] as string, body: got.raw, secret: "whsec_wrong" }).ok).toBe(
      false,
    );
    // As the OpenAPI document's webhooks section declares it, and as an integrator's receiver checks it with the SDK.
    expect(webhookPayloads["message.received"].safeParse(got.body).error).toBeUndefined();
    const event = await verifyWebhook(hook.secret, got.headers, got.raw);
    expect(event.type === "message.received" && event.data.email).toBe(email);

    const log = await hook.deliveries();
    const entry = log.data.find((d) => d.eventId === got.body.id);
    expect(entry).toMatchObject({
      event: "message.received",
      status: "delivered",
      attempts: 1,
      lastResponseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(entry?.deliveredAt).toEqual(expect.any(String));
  });

  it("an order placed → order.paid with the order; a 500 first is retried and then delivered, and the log shows both attempts", async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["order.paid"]);
    cleanup.push(hook.remove);
    let failed = false;
    const email = `webhook-paid-${Date.now()}@example.net`;
    receiver.respondWith((h) => {
      if (h.body?.data?.email === email && !failed) {
        failed = true;
        return 500;
      }
      return 200;
    });
    const order = await paidGuestOrder(email);
    const mine = (h: ReceivedHook) => h.body?.data?.id === order.id;
    await receiver.waitFor((hs) => hs.filter(mine).some((h) => h.answered === 200), 15_000, "order.paid retried");
    const tries = receiver.received.filter(mine);
    expect(tries.map((h) => h.answered)).toEqual([500, 200]);
    // The same event, the same bytes, each try signed afresh.
    expect(tries[1]!.raw).toBe(tries[0]!.raw);
    expect(tries[1]!.headers["storefront-event-id"]).toBe(tries[0]!.headers["storefront-event-id"]);
    // The retry is due 1 s (WEBHOOK_RETRY_BASE_SECONDS in tests) after the pass that tried it began.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(500);
    for (const t of tries)
      expect(verifyWebhookSignature({ header: t.headers["storefront-signature"] as string, body: t.raw, secret: hook.secret }).ok).toBe(
        true,
      );
    expect(tries[0]!.body).toMatchObject({
      type: "order.paid",
      data: { id: order.id, orderId: order.orderId, status: "paid", email, guest: true },
    });
    expect(webhookPayloads["order.paid"].safeParse(tries[1]!.body).error).toBeUndefined();
    const event = await verifyWebhook(hook.secret, tries[1]!.headers, tries[1]!.raw);
    expect(event.type === "order.paid" && event.data.orderId).toBe(order.orderId);

    const log = await hook.deliveries();
    const entry = log.data.find((d) => d.eventId === tries[0]!.body.id);
    expect(entry).toMatchObject({ event: "order.paid", status: "delivered", attempts: 2, lastResponseStatus: 200, lastError: null });
  });

  it("a receiver that keeps failing: each try recorded on the delivery (status, error, attempts, next try), still pending", async () => {
    const receiver = await startReceiver(() => 503);
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["message.received"]);
    cleanup.push(hook.remove);
    const email = `webhook-failing-${Date.now()}@example.net`;
    expect((await api("POST", "/messages", { token: fixtures().demo.apiToken, body: { email, subject: "Failing" } })).status).toBe(200);
    const mine = (h: ReceivedHook) => h.body?.data?.email === email;
    await receiver.waitFor((hs) => hs.filter(mine).length >= 2, 10_000, "two failed tries");
    const log = await hook.deliveries("?status=pending");
    const entry = log.data.find((d) => d.eventId === receiver.received.find(mine)!.body.id);
    expect(entry).toMatchObject({ status: "pending", lastResponseStatus: 503, lastError: "the receiver answered 503" });
    expect(entry?.attempts).toBeGreaterThanOrEqual(2);
    expect(Date.parse(entry?.nextAttemptAt as string)).toBeGreaterThan(Date.now() - 5_000);
  });
});
