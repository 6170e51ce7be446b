import "server-only";
import { getGateway } from "./gateways";
import { GatewayDeclinedError } from "./gateways/declines";
import type { SavedMethod } from "./gateways/types";
import { stepKey } from "./payment-keys";
import { openPaymentRecord, settlePaymentRecord } from "./record-payment";

export type TakenPayment = { authorization: string; capture: string };

/**
 * Authorises and captures `amount` for an order, outside any database transaction (Medusa's complete-cart runs its
 * payment step the same way, between the steps that write). Each step is recorded before it is sent and settled with
 * the gateway's answer. A refusal settles the authorisation as failed and throws GatewayDeclinedError (402); the
 * caller releases the order. If the capture fails for another reason the authorisation is voided before the error
 * goes on, so no money is held for an order that will not be paid.
 */
export async function takePayment({
  tenantId,
  orderId,
  gatewayName,
  source,
  amount,
  currencyCode,
  paymentKey,
}: {
  tenantId: string;
  orderId: string;
  gatewayName: string;
  source: SavedMethod;
  amount: number;
  currencyCode: string;
  paymentKey: string;
}): Promise<TakenPayment> {
  const gateway = getGateway(gatewayName);
  const merchant = tenantId;
  const authKey = stepKey(paymentKey, "authorize");
  const authRecord = await openPaymentRecord({
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
    ({ reference: authorization } = await gateway.authorize({ merchant, key: authKey, source, amount, currencyCode, now: new Date() }));
  } catch (error) {
    if (error instanceof GatewayDeclinedError)
      await settlePaymentRecord({ tenantId, id: authRecord.id, status: "failed", failureCode: error.declineCode, message: error.message });
    throw error;
  }
  await settlePaymentRecord({ tenantId, id: authRecord.id, status: "succeeded", reference: authorization });

  const captureKey = stepKey(paymentKey, "capture");
  const captureRecord = await openPaymentRecord({
    tenantId,
    orderId,
    kind: "capture",
    gateway: gateway.name,
    amount,
    currencyCode,
    key: captureKey,
  });
  try {
    const { reference } = await gateway.capture({ merchant, key: captureKey, authorization, amount, currencyCode });
    await settlePaymentRecord({ tenantId, id: captureRecord.id, status: "succeeded", reference });
    return { authorization, capture: reference };
  } catch (error) {
    await settlePaymentRecord({ tenantId, id: captureRecord.id, status: "failed", message: String((error as Error).message) });
    await voidAuthorization({ tenantId, orderId, gatewayName, paymentKey, authorization, amount, currencyCode });
    throw error;
  }
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
  const { reference } = await gateway.void({ merchant: tenantId, key, authorization });
  await settlePaymentRecord({ tenantId, id: record.id, status: "succeeded", reference });
}
