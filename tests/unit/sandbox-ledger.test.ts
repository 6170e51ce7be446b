import { describe, expect, it } from "vitest";
import { gatewayIdempotencyKey } from "@/lib/payments/gateway-idempotency-key";
import { sandboxGateway } from "@/lib/payments/gateways/sandbox";

// Issue 23 item 6: the sandbox keeps idempotency as a real gateway does, and checkout's keys are namespaced.
const method = {
  providerId: "pm_sandbox_x",
  paymentMethod: "card",
  cardType: "visa",
  cardLast4: "4242",
  cardExpMonth: 12,
  cardExpYear: 2099,
};
const charge = (key: string, amount = 1000, providerId = method.providerId) =>
  sandboxGateway.charge!({ method: { ...method, providerId }, amount, currencyCode: "GBP", idempotencyKey: key, now: new Date() });

describe("sandbox gateway idempotency", () => {
  it("the same key for the same payment answers the first charge; for another payment it is refused", async () => {
    const key = `k-${Math.random()}`;
    const first = await charge(key);
    expect(await charge(key)).toEqual(first);
    await expect(charge(key, 2000)).rejects.toThrow(/already used for another payment/);
    await expect(charge(key, 1000, "pm_sandbox_someone_else")).rejects.toThrow(/already used for another payment/);
    expect((await charge(`${key}-2`)).reference).not.toBe(first.reference);
  });

  it("namespaced keys of two stores or two payers never meet, whatever the client's key", () => {
    const key = "checkout";
    const a = gatewayIdempotencyKey({ tenantId: "t1", payer: "customer:c1", key });
    expect(gatewayIdempotencyKey({ tenantId: "t2", payer: "customer:c1", key })).not.toBe(a);
    expect(gatewayIdempotencyKey({ tenantId: "t1", payer: "customer:c2", key })).not.toBe(a);
    expect(gatewayIdempotencyKey({ tenantId: "t1", payer: "customer:c1", key })).toBe(a);
    expect(gatewayIdempotencyKey({ tenantId: "t1", payer: "customer:c1", key: "x".repeat(255) }).length).toBeLessThanOrEqual(255);
  });
});
