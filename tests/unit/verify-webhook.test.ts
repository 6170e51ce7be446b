import { describe, expect, it } from "vitest";
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from "@storefront/sdk";
import { signWebhook } from "@/lib/webhooks/sign-webhook";

const secret = "whsec_unit-test-secret";
const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const body = JSON.stringify({
  id: "8a1f8d9e-0b5c-4d7e-9f3a-2b6c1d4e5f60",
  type: "message.received",
  createdAt: "2026-11-27T12:00:00.000Z",
  data: { id: "0f6b1c2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d", email: "ada@example.com", name: "Ada", subject: null, message: "Hi" },
});
const signed = (at = now, key = secret, raw = body) => signWebhook({ secret: key, timestamp: Math.floor(at / 1000), body: raw });

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof WebhookVerificationError ? error.reason : String(error);
  }
}

describe("the SDK's verifyWebhook", () => {
  it("returns the typed event for a delivery signed with the secret (Headers or a plain object)", async () => {
    const event: WebhookEvent = await verifyWebhook(secret, new Headers({ "Storefront-Signature": signed() }), body, { now });
    expect(event.type).toBe("message.received");
    if (event.type === "message.received") expect(event.data.email).toBe("ada@example.com");
    const again = await verifyWebhook(secret, { "storefront-signature": signed() }, body, { now });
    expect(again.id).toBe(event.id);
  });

  it("accepts any of several v1 signatures (a secret being rotated)", async () => {
    const other = signed(now, "whsec_old").split(",v1=")[1];
    const header = `${signed()},v1=${other}`;
    await expect(verifyWebhook(secret, { "Storefront-Signature": header }, body, { now })).resolves.toMatchObject({
      type: "message.received",
    });
    await expect(verifyWebhook("whsec_old", { "Storefront-Signature": header }, body, { now })).resolves.toMatchObject({
      type: "message.received",
    });
  });

  it("refuses another secret, a changed body, an old or future time, and a missing or malformed header", async () => {
    expect(await refusal(verifyWebhook("whsec_other", { "Storefront-Signature": signed() }, body, { now }))).toBe("mismatch");
    expect(await refusal(verifyWebhook(secret, { "Storefront-Signature": signed() }, body.replace("Ada", "Eve"), { now }))).toBe(
      "mismatch",
    );
    expect(await refusal(verifyWebhook(secret, { "Storefront-Signature": signed(now - 301_000) }, body, { now }))).toBe("too_old");
    expect(await refusal(verifyWebhook(secret, { "Storefront-Signature": signed(now + 301_000) }, body, { now }))).toBe("too_old");
    expect(
      await refusal(verifyWebhook(secret, { "Storefront-Signature": signed(now - 301_000) }, body, { now, toleranceSeconds: 600 })),
    ).toBe(undefined);
    expect(await refusal(verifyWebhook(secret, {}, body, { now }))).toBe("malformed");
    expect(await refusal(verifyWebhook(secret, { "Storefront-Signature": "v1=abc" }, body, { now }))).toBe("malformed");
  });
});
