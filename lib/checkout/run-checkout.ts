import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { catalogTag } from "../catalog/catalog-cache";
import { lockCart, type CartOwner } from "../cart/cart-owner";
import { getEnv } from "../env";
import { ConflictError } from "../errors/domain";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { createOrder, type OrderDraft } from "../orders/create-order";
import { markOrderPaid } from "../orders/mark-order-paid";
import { releaseOrder } from "../orders/release-order";
import type { OrderDetail } from "../orders/schemas";
import { GatewayDeclinedError } from "../payments/gateways/declines";
import type { SavedMethod } from "../payments/gateways/types";
import { payerOf } from "../payments/payment-keys";
import { takePayment } from "../payments/take-payment";
import { priceCheckout } from "./price-checkout";
import { spendPoints } from "./spend-points";

/**
 * Test-only faults (FAULT_INJECTION=true): stop before the charge, or after it and before transaction 2; or
 * `capture-timeout`: the gateway captures and its answer is lost (an unknown outcome, settled by reconciliation).
 */
export type CheckoutFault = "abandon-before-charge" | "abandon-after-charge" | "kill-after-charge" | "capture-timeout";
const injected = (fault: string | null | undefined, point: CheckoutFault) => fault === point && getEnv().FAULT_INJECTION;

/** What a checkout needs beyond the cart: who pays, where it goes, with what. */
export type CheckoutRequest = {
  owner: CartOwner;
  cartId: string;
  email: string;
  shippingAddress: Record<string, string | null> & { countryCode: string };
  /** The field an address outside every market is reported on. */
  addressField: string;
  payment: { gateway: string; source: SavedMethod; paymentMethodId: string | null };
  /** Runs first inside transaction 1, with the cart locked (a guest's setup is claimed here). */
  claim?: (tx: Executor) => Promise<void>;
  fault?: string | null;
};

/**
 * A checkout as steps (Medusa's complete-cart workflow with its compensations is the model):
 *
 * 1. Transaction 1: the cart locked, priced (lib/checkout/price-checkout.ts), stock reserved and the order written
 *    `pending_payment` by the one order writer (lib/orders/create-order.ts), the points it spends taken under the
 *    customer's lock (spend-points.ts). A second checkout of the same cart while one is paying → 409
 *    `checkout_in_progress`.
 * 2. No transaction open: the gateway authorises and captures exactly `totals.total`, with a key namespaced by tenant
 *    and payer; every step is a payment record.
 * 3. Transaction 2: the order paid, points earned, cart converted, confirmation mail queued (mark-order-paid.ts).
 *
 * Compensation: a decline releases the order (stock and points back, the order removed; the cart stays as it was)
 * and answers 402 `payment_declined`. A crash, an unknown gateway answer (a timeout) or the request's deadline between
 * 2 and 3 leaves the order `pending_payment` and its step pending (never voided: the gateway may have captured);
 * reconciliation (lib/orders/reconcile-payments.ts) settles it from the gateway's ledger once it is older than
 * RECONCILE_AFTER_SECONDS, which is longer than the deadline.
 */
export async function runCheckout(request: CheckoutRequest): Promise<{ order: OrderDetail; accessToken: string | null }> {
  // The request's deadline, counted from before the order exists: once the caller has been answered (503), no payment
  // step starts or is sent, and reconciliation (RECONCILE_AFTER_SECONDS, longer) finds every step's outcome.
  const deadline = AbortSignal.timeout(getEnv().REQUEST_TIMEOUT_MS);
  const { owner } = request;
  const tenantId = owner.tenantId;
  const db = await getDb();
  const pending = await db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId: request.cartId });
    const o = schema.orders;
    const [open] = await tx
      .select({ status: o.status })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.cartId, cart.id)))
      .limit(1);
    if (open)
      throw new ConflictError("This cart's order is already being paid. Wait a moment and look at your orders.").withCode(
        "checkout_in_progress",
      );
    await request.claim?.(tx);
    const priced = await priceCheckout({
      tx,
      tenantId,
      cartId: cart.id,
      customerId: owner.customerId,
      countryCode: request.shippingAddress.countryCode,
      region: request.shippingAddress.region,
      addressField: request.addressField,
    });
    const source = request.payment.source;
    const draft: OrderDraft = {
      tenantId,
      customerId: owner.customerId,
      email: request.email,
      kind: "order",
      cartId: cart.id,
      priced,
      shippingAddress: request.shippingAddress,
      payment: {
        gateway: request.payment.gateway,
        paymentMethodId: request.payment.paymentMethodId,
        card: { paymentMethod: source.paymentMethod, cardType: source.cardType, cardLast4: source.cardLast4 },
      },
      payer: payerOf({ customerId: owner.customerId, email: request.email }),
      pointsRedeemed: priced.totals.pointsRedeemed,
    };
    const created = await createOrder({ tx, draft });
    if (owner.customerId && priced.totals.pointsRedeemed > 0)
      await spendPoints({
        tx,
        tenantId,
        customerId: owner.customerId,
        orderId: created.id,
        orderNumber: created.orderNumber,
        points: priced.totals.pointsRedeemed,
      });
    return { ...created, total: priced.totals.total, currencyCode: priced.totals.currencyCode };
  });
  if (pending.soldOut.length > 0) invalidateTags(tenantId, [catalogTag]);

  if (injected(request.fault, "abandon-before-charge")) throw new Error("Fault injected: the checkout stopped before the charge.");
  try {
    await takePayment({
      tenantId,
      orderId: pending.id,
      gatewayName: request.payment.gateway,
      source: request.payment.source,
      amount: pending.total,
      currencyCode: pending.currencyCode,
      paymentKey: pending.paymentKey,
      signal: deadline,
      faults: { loseCaptureAnswer: injected(request.fault, "capture-timeout") },
    });
  } catch (error) {
    if (error instanceof GatewayDeclinedError) {
      await releaseOrder({ tenantId, orderId: pending.id });
      if (pending.soldOut.length > 0) invalidateTags(tenantId, [catalogTag]);
    }
    throw error;
  }

  if (injected(request.fault, "kill-after-charge")) process.kill(process.pid, "SIGKILL");
  if (injected(request.fault, "abandon-after-charge")) throw new Error("Fault injected: the checkout stopped after the charge.");

  const paid = await markOrderPaid({ tenantId, orderId: pending.id, accessToken: pending.accessToken });
  nudgeOutboxWorker();
  return { order: paid.order, accessToken: paid.accessToken ?? pending.accessToken };
}
