import { createHash } from "node:crypto";

/**
 * Keys sent to a gateway, namespaced by tenant and payer (docs/RELIABILITY.md, "Isolation between stores and
 * customers"), so two stores or two payers can never share one even if an order id or a client's Idempotency-Key
 * repeats: `t:<tenant>:<payer>:order:<order>`, and one key per step below it (`…:authorize`, `…:capture`,
 * `…:refund:<id>`).
 * A guest payer is named by a hash of the e-mail, never the address itself.
 */
export function payerOf({ customerId, email }: { customerId: string | null; email: string }): string {
  if (customerId) return `c:${customerId}`;
  return `g:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}

export function orderPaymentKey({ tenantId, payer, orderId }: { tenantId: string; payer: string; orderId: string }): string {
  return `t:${tenantId}:${payer}:order:${orderId}`;
}

/** A renewal's charge: one key per tenant, subscription, cycle and attempt (a retry is a new attempt, a repeat is not). */
export function renewalPaymentKey({
  tenantId,
  payer,
  subscriptionId,
  cycle,
  attempt,
}: {
  tenantId: string;
  payer: string;
  subscriptionId: string;
  cycle: string;
  attempt: number;
}): string {
  return `t:${tenantId}:${payer}:subscription:${subscriptionId}:cycle:${cycle}:attempt:${attempt}`;
}

export type PaymentStep = "authorize" | "capture" | "void" | "refund";

export function stepKey(base: string, step: PaymentStep, suffix?: string): string {
  return suffix ? `${base}:${step}:${suffix}` : `${base}:${step}`;
}
