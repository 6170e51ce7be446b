import "server-only";
import { getEnv } from "../env";
import { getGateway } from "./gateways";
import { GatewayDeclinedError } from "./gateways/declines";
import type { SavedMethod } from "./gateways/types";
import { stepKey } from "./payment-keys";
import { openOrderStepRecord, openPaymentRecord, settlePaymentRecord } from "./record-payment";

export type TakenPayment = { authorization: string; capture: string };

/** Test-only (FAULT_INJECTION): the gateway captures, and its answer is lost on the way back (a timeout). */
export type PaymentFaults = { loseCaptureAnswer?: boolean };

/**
 * The deadline of one payment step, from just before its record is written: REQUEST_TIMEOUT_MS, or the caller's
 * (a checkout's request deadline) when that comes first. A step is never sent after it, so reconciliation, which waits
 * RECONCILE_AFTER_SECONDS (at least a second longer, lib/env.ts) after a step's record, finds every step's outcome in
 * the gateway's ledger.
 */
export function stepDeadline(signal?: AbortSignal): AbortSignal {
  const own = AbortSignal.timeout(getEnv().REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, own]) : own;
}

/**
 * Authorises and captures `amount` for an order, outside any database transaction (Medusa's complete-cart runs its
 * payment step the same way, between the steps that write). Each step is recorded before it is sent (under the
 * order's lock, only while the order waits for payment: record-payment.ts) and settled with the gateway's answer; no
 * step is sent after `signal` (the caller's deadline) or its own deadline.
 *
 * A refusal settles the step as failed and throws GatewayDeclinedError (402); the caller releases the order (a refused
 * capture voids the authorisation first). Any other error is an unknown outcome (a timeout: the gateway may have
 * acted): the step's record stays `pending`, nothing is voided, and reconciliation settles the order from the
 * gateway's ledger (lib/orders/reconcile-payments.ts).
 */
export async function takePayment({
  tenantId,
  orderId,
  gatewayName,
  source,
  amount,
  currencyCode,
  paymentKey,
  signal,
  faults,
}: {
  tenantId: string;
  orderId: string;
  gatewayName: string;
  source: SavedMethod;
  amount: number;
  currencyCode: string;
  paymentKey: string;
  signal?: AbortSignal;
  faults?: PaymentFaults;
}): Promise<TakenPayment> {
  const gateway = getGateway(gatewayName);
  const merchant = tenantId;
  const authKey = stepKey(paymentKey, "authorize");
  signal?.throwIfAborted();
  let deadline = stepDeadline(signal);
  const authRecord = await openOrderStepRecord({
    tenantId,
    orderId,
    kind: "authorization",
    gateway: gateway.name,
    amount,
    currencyCode,
    key: authKey,
  });
  let authorization: string;
  try {
    ({ reference: authorization } = await gateway.authorize({
      merchant,
      key: authKey,
      source,
      amount,
      currencyCode,
      now: new Date(),
      signal: deadline,
    }));
  } catch (error) {
    if (error instanceof GatewayDeclinedError)
      await settlePaymentRecord({ tenantId, id: authRecord.id, status: "failed", failureCode: error.declineCode, message: error.message });
    throw error;
  }
  await settlePaymentRecord({ tenantId, id: authRecord.id, status: "succeeded", reference: authorization });

  const captureKey = stepKey(paymentKey, "capture");
  signal?.throwIfAborted();
  deadline = stepDeadline(signal);
  const captureRecord = await openOrderStepRecord({
    tenantId,
    orderId,
    kind: "capture",
    gateway: gateway.name,
    amount,
    currencyCode,
    key: captureKey,
  });
  let capture: string;
  try {
    ({ reference: capture } = await gateway.capture({ merchant, key: captureKey, authorization, amount, currencyCode, signal: deadline }));
    if (faults?.loseCaptureAnswer) throw new Error("Fault injected: the gateway captured and its answer was lost.");
  } catch (error) {
    if (!(error instanceof GatewayDeclinedError)) throw error;
    await settlePaymentRecord({ tenantId, id: captureRecord.id, status: "failed", failureCode: error.declineCode, message: error.message });
    await voidAuthorization({ tenantId, orderId, gatewayName, paymentKey, authorization, amount, currencyCode });
    throw error;
  }
  await settlePaymentRecord({ tenantId, id: captureRecord.id, status: "succeeded", reference: capture });
  return { authorization, capture };
}

/** Voids an authorisation that will not be captured (a release), with its record. */
export async function voidAuthorization({
  tenantId,
  orderId,
  gatewayName,
  paymentKey,
  authorization,
  amount,
  currencyCode,
}: {
  tenantId: string;
  orderId: string | null;
  gatewayName: string;
  paymentKey: string;
  authorization: string;
  amount: number;
  currencyCode: string;
}): Promise<void> {
  const gateway = getGateway(gatewayName);
  const key = stepKey(paymentKey, "void");
  const record = await openPaymentRecord({
    tenantId,
    orderId,
    kind: "void",
    gateway: gateway.name,
    amount,
    currencyCode,
    key,
  });
  const { reference } = await gateway.void({ merchant: tenantId, key, authorization, signal: stepDeadline() });
  await settlePaymentRecord({ tenantId, id: record.id, status: "succeeded", reference });
}
