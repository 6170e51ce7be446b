import { afterAll, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@/lib/webhooks/verify-signature";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { startReceiver, type ReceivedHook } from "../../support/webhook-receiver";
import { demoWebhook } from "./support";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("a receiver that is down for a while", () => {
  it("loses nothing: every event is delivered once it is back, each try meanwhile recorded", async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const hook = await demoWebhook(receiver.url, ["message.received"]);
    cleanup.push(hook.remove);
    await receiver.down();
    const stamp = Date.now();
    const emails = [1, 2, 3].map((i) => `webhook-down-${stamp}-${i}@example.net`);
    for (const email of emails)
      expect((await api("POST", "/messages", { token: fixtures().demo.apiToken, body: { email, subject: "While down" } })).status).toBe(
        200,
      );

    // Connections refused: the tries are recorded, nothing is delivered.
    const deadline = Date.now() + 10_000;
    let waiting: Record<string, unknown>[] = [];
    for (;;) {
      waiting = (await hook.deliveries("?status=pending&perPage=100")).data.filter((d) => Number(d.attempts) >= 2);
      if (waiting.length >= 3 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const d of waiting) {
      expect(d.lastResponseStatus).toBeNull();
      expect(String(d.lastError)).toMatch(/ECONNREFUSED/);
    }
    expect(receiver.received.length).toBe(0);

    await receiver.up();
    const mine = (h: ReceivedHook) => emails.includes(h.body?.data?.email);
    await receiver.waitFor((hs) => new Set(hs.filter(mine).map((h) => h.body.data.email)).size === 3, 20_000, "the three messages");
    for (const h of receiver.received.filter(mine))
      expect(verifyWebhookSignature({ header: h.headers["storefront-signature"] as string, body: h.raw, secret: hook.secret }).ok).toBe(
        true,
      );
    const ids = new Set(receiver.received.filter(mine).map((h) => h.body.id));
    const log = await hook.deliveries("?perPage=100");
    const ofMine = log.data.filter((d) => ids.has(d.eventId));
    expect(ofMine).toHaveLength(3);
    for (const d of ofMine) expect(d).toMatchObject({ status: "delivered", lastResponseStatus: 200, lastError: null });
  });
});
