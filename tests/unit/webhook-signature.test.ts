import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook } from "@/lib/webhooks/sign-webhook";
import { verifyWebhookSignature } from "@/lib/webhooks/verify-signature";

const secret = "whsec_unit-test-secret";
const body = JSON.stringify({ id: "evt", type: "order.paid", createdAt: "2026-11-25T00:00:00.000Z", data: { orderId: "SF-1" } });
const t = 1_790_000_000;
const now = t * 1000;

describe("webhook signatures (lib/webhooks/verify-signature.ts)", () => {
  it("signs t.body with HMAC-SHA256 in hex, as a receiver recomputes it", () => {
    const header = signWebhook({ secret, timestamp: t, body });
    const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(header).toBe(`t=${t},v1=${expected}`);
    expect(verifyWebhookSignature({ header, body, secret, now })).toEqual({ ok: true, timestamp: t });
  });

  it("refuses a changed body, another secret, or a changed timestamp", () => {
    const header = signWebhook({ secret, timestamp: t, body });
    expect(verifyWebhookSignature({ header, body: body.replace("SF-1", "SF-2"), secret, now })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyWebhookSignature({ header, body, secret: "whsec_other", now })).toEqual({ ok: false, reason: "mismatch" });
    const moved = header.replace(`t=${t}`, `t=${t + 1}`);
    expect(verifyWebhookSignature({ header: moved, body, secret, now })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("holds a tolerance window around the receiver's clock (5 minutes unless said)", () => {
    const header = signWebhook({ secret, timestamp: t, body });
    expect(verifyWebhookSignature({ header, body, secret, now: now + 299_000 }).ok).toBe(true);
    expect(verifyWebhookSignature({ header, body, secret, now: now + 301_000 })).toEqual({ ok: false, reason: "too_old" });
    expect(verifyWebhookSignature({ header, body, secret, now: now - 301_000 })).toEqual({ ok: false, reason: "too_old" });
    expect(verifyWebhookSignature({ header, body, secret, now: now + 20_000, toleranceSeconds: 10 })).toEqual({
      ok: false,
      reason: "too_old",
    });
  });

  it("accepts any of several v1 signatures (a secret being rolled) and ignores unknown schemes", () => {
    const good = signWebhook({ secret, timestamp: t, body }).split("v1=")[1]!;
    const header = `t=${t},v0=abc,v1=${"0".repeat(64)},v1=${good}`;
    expect(verifyWebhookSignature({ header, body, secret, now }).ok).toBe(true);
  });

  it("answers malformed for a missing or broken header, never throws", () => {
    for (const header of [
      undefined,
      null,
      "",
      "garbage",
      `t=${t}`,
      "v1=abcd",
      `t=x,v1=${"a".repeat(64)}`,
      `t=${t},v1=${"z".repeat(64)}`,
      `t=${t},v1=abcd`,
    ])
      expect(verifyWebhookSignature({ header, body, secret, now })).toEqual({ ok: false, reason: "malformed" });
  });
});
