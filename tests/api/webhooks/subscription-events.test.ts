import { afterAll, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@/lib/webhooks/verify-signature";
import { demoId, seedKey } from "../../support/account";
import { customerFor } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { startReceiver, type ReceivedHook } from "../../support/webhook-receiver";
import { demoWebhook } from "./support";
import { webhookPayloads } from "@/lib/api/webhook-payloads";

const me = customerFor("webhooks");
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("subscription webhooks", () => {
  it("a customer cancelling their box → subscription.cancelled (once: cancelling again sends nothing)", async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["subscription.cancelled"]);
    cleanup.push(hook.remove);
    const token = await loginAs(me);
    const id = demoId("subscription", seedKey(me), "second");
    expect((await api("POST", `/account/subscriptions/${id}/cancel`, { token })).status).toBe(200);
    const mine = (h: ReceivedHook) => h.body?.data?.id === id;
    await receiver.waitFor((hs) => hs.some(mine), 10_000, "subscription.cancelled");
    const got = receiver.received.find(mine)!;
    expect(got.body).toMatchObject({ type: "subscription.cancelled", data: { id, status: "cancelled", cancelledBy: "customer" } });
    expect(webhookPayloads["subscription.cancelled"].safeParse(got.body).error).toBeUndefined();
    expect(got.body.data.cancelledAt).toEqual(expect.any(String));
    expect(verifyWebhookSignature({ header: got.headers["storefront-signature"] as string, body: got.raw, secret: hook.secret }).ok).toBe(
      true,
    );
    expect((await api("POST", `/account/subscriptions/${id}/cancel`, { token })).status).toBe(200);
    // A delivery is recorded in the transaction that makes the change (lib/webhooks/record-webhook-event.ts), so once
    // the second cancel has answered, the endpoint's log is final: still the one delivery, nothing more to send.
    const log = await hook.deliveries();
    expect(log.meta.total).toBe(1);
    expect(log.data).toEqual([expect.objectContaining({ eventId: got.body.id, event: "subscription.cancelled" })]);
    expect(receiver.received.filter(mine)).toHaveLength(1);
  });
});
