import { createHash } from "node:crypto";

/**
 * The idempotency key sent to a payment gateway for one charge: the client's `Idempotency-Key` (or the cart id
 * when it sent none) namespaced by the store and the payer. A gateway account may serve several stores, and a
 * client chooses its keys freely: two stores, or two shoppers of one store, using the same key must never be
 * taken for one charge (answered the other's result, or refused as a mismatched retry). The client's key is
 * hashed so the result stays within gateways' key lengths (Stripe: 255 characters) whatever it sent.
 */
export function gatewayIdempotencyKey({ tenantId, payer, key }: { tenantId: string; payer: string; key: string }): string {
  return `sf:${tenantId}:${payer}:${createHash("sha256").update(key).digest("base64url")}`;
}
