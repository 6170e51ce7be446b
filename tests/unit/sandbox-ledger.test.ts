import { describe, expect, it } from "vitest";
import { gatewayIdempotencyKey } from "@/lib/payments/gateway-idempotency-key";
import { orderPaymentKey, payerOf } from "@/lib/payments/payment-keys";

// The sandbox's idempotency lives in its own ledger table (a repeated key answers the first record, a key reused for
// another payment is refused: tests/api/checkout/gateway-keys.test.ts and the checkout suites cover it over HTTP); the
// keys checkout sends are namespaced by store and payer.
describe("gateway keys", () => {
  it("checkout's payment keys name the store, the payer and the order; a guest by a hash of the e-mail", () => {
    const a = orderPaymentKey({ tenantId: "t1", payer: payerOf({ customerId: "c1", email: "x@example.com" }), orderId: "o1" });
    expect(a).toBe("t:t1:c:c1:order:o1");
    expect(orderPaymentKey({ tenantId: "t2", payer: "c:c1", orderId: "o1" })).not.toBe(a);
    const guest = payerOf({ customerId: null, email: " Grace@Example.com " });
    expect(guest).toBe(payerOf({ customerId: null, email: "grace@example.com" }));
    expect(guest).not.toContain("grace");
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
