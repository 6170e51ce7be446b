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
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.filter(mine)).toHaveLength(1);
  });
});
