import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import type { RenewalAttempt } from "@/db/schema/subscriptions";
import { queueMail } from "../mail/queue-mail";
import { formatMoney } from "../money";
import { createOrder } from "../orders/create-order";
import { markOrderPaid } from "../orders/mark-order-paid";
import { releaseOrder } from "../orders/release-order";
import { GatewayDeclinedError } from "../payments/gateways/declines";
import { payerOf, renewalPaymentKey } from "../payments/payment-keys";
import { takePayment } from "../payments/take-payment";
import { todayUtc } from "../subscriptions/subscription-dates";
import { loadRenewal, type LoadedRenewal } from "./load-renewal";
import { dueDate, nextBillingAfter } from "./renewal-dates";
import { dunningEndedEmail, paymentFailedEmail, renewalSkippedEmail } from "./renewal-emails";
import { nextRetryAt } from "./retry-schedule";
import { priceRenewal, renewalLines } from "./price-renewal";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/event-data";

/**
 * What one renewal job did: `renewed` (a first charge paid), `failed` (a first charge declined), `retried` (a retry
 * charged, whatever its outcome), `skipped` (nothing in stock: not charged), `pending` (the gateway's answer is unknown:
 * left to reconciliation, never charged again blindly), `none` (nothing to do: already billed, skipped, paused…).
 */
export type RenewalOutcome = "renewed" | "failed" | "retried" | "skipped" | "pending" | "none";

export type RenewalJob = { tenantId: string; subscriptionId: string; cycle: string; attempt: number };

type Prepared =
  | { kind: "none" }
  | { kind: "skipped" }
  | {
      kind: "charge";
      orderId: string;
      orderNumber: string;
      paymentKey: string;
      amount: number;
      currencyCode: string;
      gateway: string;
      loaded: LoadedRenewal;
    };

const r = schema.subscriptionRenewals;
const s = schema.subscriptions;

const attemptEntry = (a: Omit<RenewalAttempt, "at">, now: Date): RenewalAttempt => ({ ...a, at: now.toISOString() });

/**
 * One renewal of one subscription's cycle, as steps (the checkout's shape, lib/checkout/run-checkout.ts):
 *
 * 1. Transaction 1, the subscription locked: the renewal row of (subscription, cycle) claimed — it is unique, so a
 *    cycle is billed once whatever number of passes, workers or restarts reach it; items out of stock left out (none
 *    left: the cycle is skipped, not charged, the next date moves and the customer is told); the box priced by the
 *    order calculator in the subscription's market with subscriber prices, tax and shipping to its address; the order
 *    written `pending_payment`, kind `renewal`, by the one order writer, its key naming tenant, subscription, cycle
 *    and attempt.
 * 2. No transaction: the saved card charged (authorise and capture, each a payment record).
 * 3. Paid: the order marked paid (points, confirmation mail), the renewal paid, `nextBillingDate` one period on.
 *    Declined: the order released; a soft decline with tries left → `past_due` and a retry on the store's schedule;
 *    a hard decline or the last try → the store's final action (pause or cancel); a mail each time.
 *    Unknown (a timeout, a crash): the order stays `pending_payment` for reconciliation; nothing is retried blindly.
 */
export async function renewSubscription(job: RenewalJob, now: Date): Promise<RenewalOutcome> {
  const { tenantId, subscriptionId, cycle, attempt } = job;
  const db = await getDb();
  const today = todayUtc(now);
  const prepared = await db.transaction(async (tx): Promise<Prepared> => {
    const loaded = await loadRenewal({ tx, tenantId, subscriptionId });
    if (!loaded) return { kind: "none" };
    const sub = loaded.subscription;
    const [existing] = await tx
      .select()
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle)))
      .for("update");
    if (attempt === 1) {
      if (dueDate(sub, today) !== cycle || cycle > today) return { kind: "none" };
      if (existing && (existing.status !== "pending" || existing.attempt !== 0)) return { kind: "none" };
      if (!existing)
        await tx
          .insert(r)
          .values({ tenantId, subscriptionId, customerId: sub.customerId, cycle })
          .onConflictDoNothing({ target: [r.subscriptionId, r.cycle] });
    } else if (!existing || existing.status !== "retrying" || existing.attempt !== attempt - 1 || sub.status !== "past_due") {
      return { kind: "none" };
    }

    const { lines, leftOut } = renewalLines(loaded);
    const mailCommon = {
      storeName: loaded.storeName,
      to: loaded.customer.email,
      firstName: loaded.customer.firstName,
      subscriptionName: sub.name,
      subscriptionId,
    };
    if (lines.length === 0) {
      const next = nextBillingAfter({ cycle, frequencyWeeks: sub.frequency, today });
      await tx
        .update(r)
        .set({
          status: "skipped",
          leftOut,
          attempts: sql`${r.attempts} || ${JSON.stringify([attemptEntry({ attempt, outcome: "skipped", orderNumber: null, code: "out_of_stock", message: null }, now)])}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle)));
      await tx
        .update(s)
        .set({ status: "active", pausedUntil: null, nextBillingDate: next, updatedAt: sql`now()` })
        .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId)));
      await queueMail({ executor: tx, tenantId, mails: [renewalSkippedEmail({ ...mailCommon, cycle, leftOut, nextBillingDate: next })] });
      return { kind: "skipped" };
    }
    if (!loaded.method) {
      // No card to charge (removed): a hard failure, handled as a decline without a charge.
      return {
        kind: "charge",
        orderId: "",
        orderNumber: "",
        paymentKey: "",
        amount: 0,
        currencyCode: loaded.market.currencyCode,
        gateway: "",
        loaded,
      };
    }
    const priced = priceRenewal(loaded, lines);
    const payer = payerOf({ customerId: sub.customerId, email: loaded.customer.email });
    const paymentKey = renewalPaymentKey({ tenantId, payer, subscriptionId, cycle, attempt });
    const method = loaded.method;
    const order = await createOrder({
      tx,
      draft: {
        tenantId,
        customerId: sub.customerId,
        email: loaded.customer.email,
        kind: "renewal",
        cartId: null,
        priced: { ...priced, totals: { ...priced.totals, estimated: false } },
        shippingAddress: loaded.address,
        payment: {
          gateway: method.provider,
          paymentMethodId: method.id,
          card: { paymentMethod: method.paymentMethod, cardType: method.cardType, cardLast4: method.cardLast4 },
        },
        payer,
        paymentKey,
      },
    });
    await tx
      .update(r)
      .set({
        status: "charging",
        attempt,
        orderId: order.id,
        orderNumber: order.orderNumber,
        amount: priced.totals.total,
        currencyCode: priced.totals.currencyCode,
        leftOut,
        updatedAt: sql`now()`,
      })
      .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle)));
    return {
      kind: "charge",
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentKey,
      amount: priced.totals.total,
      currencyCode: priced.totals.currencyCode,
      gateway: method.provider,
      loaded,
    };
  });
  if (prepared.kind !== "charge") return prepared.kind;

  const retry = attempt > 1;
  const method = prepared.loaded.method;
  if (!method) {
    await recordDecline({ job, now, prepared, code: "no_card", message: "There is no card to charge.", retryable: false });
    return retry ? "retried" : "failed";
  }
  try {
    await takePayment({
      tenantId,
      orderId: prepared.orderId,
      gatewayName: prepared.gateway,
      source: method,
      amount: prepared.amount,
      currencyCode: prepared.currencyCode,
      paymentKey: prepared.paymentKey,
    });
  } catch (error) {
    if (!(error instanceof GatewayDeclinedError)) return "pending";
    await releaseOrder({ tenantId, orderId: prepared.orderId });
    await recordDecline({ job, now, prepared, code: error.declineCode, message: error.message, retryable: error.retryable });
    return retry ? "retried" : "failed";
  }
  await markOrderPaid({ tenantId, orderId: prepared.orderId, accessToken: null });
  await settleRenewalPaid({
    executor: db,
    job,
    now,
    orderNumber: prepared.orderNumber,
    frequencyWeeks: prepared.loaded.subscription.frequency,
  });
  return retry ? "retried" : "renewed";
}

/** The renewal's order was paid (here, or by reconciliation): the renewal is paid and the box's next date moves. */
export async function settleRenewalPaid({
  executor,
  job,
  now,
  orderNumber,
  frequencyWeeks,
}: {
  executor: Executor;
  job: RenewalJob;
  now: Date;
  orderNumber: string;
  frequencyWeeks: number;
}): Promise<void> {
  const { tenantId, subscriptionId, cycle, attempt } = job;
  const next = nextBillingAfter({ cycle, frequencyWeeks, today: todayUtc(now) });
  await executor.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({
        status: "paid",
        nextRetryAt: null,
        failureCode: null,
        attempts: sql`${r.attempts} || ${JSON.stringify([attemptEntry({ attempt, outcome: "paid", orderNumber, code: null, message: null }, now)])}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle), eq(r.status, "charging")))
      .returning({ id: r.id });
    if (!row) return;
    await tx
      .update(s)
      .set({ status: "active", pausedUntil: null, nextBillingDate: next, updatedAt: sql`now()` })
      .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId), sql`${s.status} <> 'cancelled'`));
    await recordWebhookEvent({
      executor: tx,
      tenantId,
      type: "subscription.renewed",
      subject: `subscription:${subscriptionId}`,
      data: await subscriptionEventData(tx, { tenantId, subscriptionId, cycle, orderId: orderNumber }),
    });
  });
}

async function recordDecline({
  job,
  now,
  prepared,
  code,
  message,
  retryable,
}: {
  job: RenewalJob;
  now: Date;
  prepared: Extract<Prepared, { kind: "charge" }>;
  code: string;
  message: string;
  retryable: boolean;
}): Promise<void> {
  const { tenantId, subscriptionId, cycle, attempt } = job;
  const { loaded } = prepared;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [renewal] = await tx
      .select({ firstFailedAt: r.firstFailedAt, status: r.status })
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle)))
      .for("update");
    if (!renewal || renewal.status === "paid" || renewal.status === "failed") return;
    const firstFailedAt = renewal.firstFailedAt ? new Date(renewal.firstFailedAt) : now;
    const retryAt = retryable ? nextRetryAt({ firstFailedAt, failedAttempt: attempt, retryDays: loaded.settings.retryDays }) : null;
    const entry = attemptEntry({ attempt, outcome: "declined", orderNumber: prepared.orderNumber || null, code, message }, now);
    await tx
      .update(r)
      .set({
        status: retryAt ? "retrying" : "failed",
        attempt,
        orderId: null,
        orderNumber: null,
        failureCode: code,
        firstFailedAt: firstFailedAt.toISOString(),
        nextRetryAt: retryAt ? retryAt.toISOString() : null,
        attempts: sql`${r.attempts} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(r.tenantId, tenantId), eq(r.subscriptionId, subscriptionId), eq(r.cycle, cycle)));
    const common = {
      storeName: loaded.storeName,
      to: loaded.customer.email,
      firstName: loaded.customer.firstName,
      subscriptionName: loaded.subscription.name,
      subscriptionId,
    };
    const displayTotal = formatMoney(prepared.amount, prepared.currencyCode);
    const mails = [
      paymentFailedEmail({ ...common, displayTotal, reason: message, retryOn: retryAt ? retryAt.toISOString().slice(0, 10) : null }),
    ];
    if (retryAt) {
      await tx
        .update(s)
        .set({ status: "past_due", updatedAt: sql`now()` })
        .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId), sql`${s.status} <> 'cancelled'`));
      await recordWebhookEvent({
        executor: tx,
        tenantId,
        type: "subscription.past_due",
        subject: `subscription:${subscriptionId}`,
        data: await subscriptionEventData(tx, { tenantId, subscriptionId, cycle, failureCode: code, nextRetryAt: retryAt.toISOString() }),
      });
    } else if (loaded.settings.finalAction === "cancel") {
      const [was] = await tx
        .update(s)
        .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId), sql`${s.status} <> 'cancelled'`))
        .returning({ id: s.id });
      if (was)
        await tx
          .insert(schema.subscriptionCancellations)
          .values({
            tenantId,
            subscriptionId,
            customerId: loaded.subscription.customerId,
            cancelledBy: "payment_failure",
            previousStatus: loaded.subscription.status,
          })
          .onConflictDoNothing();
      if (was)
        await recordWebhookEvent({
          executor: tx,
          tenantId,
          type: "subscription.cancelled",
          subject: `subscription:${subscriptionId}`,
          data: await subscriptionEventData(tx, { tenantId, subscriptionId, cancelledBy: "payment_failure" }),
        });
      mails.push(dunningEndedEmail({ ...common, action: "cancel" }));
    } else {
      await tx
        .update(s)
        .set({ status: "paused", pausedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId), sql`${s.status} <> 'cancelled'`));
      mails.push(dunningEndedEmail({ ...common, action: "pause" }));
    }
    await queueMail({ executor: tx, tenantId, mails });
  });
}
