import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema, type Database } from "@/db/client";
import { subscriptionEventData } from "../webhooks/event-data";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { settleRenewalPaid } from "./renew-subscription";

/**
 * Renewals a crash or an unknown gateway answer left `charging` for longer than `olderThanSeconds`, once payment
 * reconciliation (lib/orders/reconcile-payments.ts) has settled their order: a paid order → the renewal is paid and
 * the box's date moves; an order released (never captured, so removed) → the renewal waits for its next attempt at
 * once, with a new key. An order still `pending_payment` is left for reconciliation: nothing is charged blindly.
 */
export async function settleStaleRenewals({
  db,
  now,
  tenantId,
  subscriptionId,
  olderThanSeconds,
}: {
  db: Database;
  now: Date;
  tenantId?: string;
  subscriptionId?: string;
  olderThanSeconds: number;
}): Promise<number> {
  const r = schema.subscriptionRenewals;
  const o = schema.orders;
  const s = schema.subscriptions;
  const scope = (tenantColumn: AnyPgColumn, idColumn: AnyPgColumn) =>
    and(tenantId ? eq(tenantColumn, tenantId) : undefined, subscriptionId ? eq(idColumn, subscriptionId) : undefined);
  const stale = await db
    .select({
      tenantId: r.tenantId,
      subscriptionId: r.subscriptionId,
      cycle: r.cycle,
      attempt: r.attempt,
      orderNumber: r.orderNumber,
      orderStatus: o.status,
      frequency: s.frequency,
    })
    .from(r)
    .innerJoin(s, and(eq(s.tenantId, r.tenantId), eq(s.id, r.subscriptionId)))
    .leftJoin(o, and(eq(o.tenantId, r.tenantId), eq(o.id, r.orderId)))
    .where(
      and(
        scope(r.tenantId, r.subscriptionId),
        eq(r.status, "charging"),
        lt(r.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(500);
  let settled = 0;
  for (const x of stale) {
    const job = { tenantId: x.tenantId, subscriptionId: x.subscriptionId, cycle: x.cycle, attempt: x.attempt };
    if (x.orderStatus && x.orderStatus !== "pending_payment" && x.orderStatus !== "cancelled") {
      await settleRenewalPaid({ executor: db, job, now, orderNumber: x.orderNumber ?? "", frequencyWeeks: x.frequency });
      settled++;
    } else if (x.orderStatus === null || x.orderStatus === undefined) {
      const moved = await db.transaction(async (tx) => {
        const rows = await tx
          .update(r)
          .set({ status: "retrying", orderId: null, orderNumber: null, nextRetryAt: now.toISOString(), updatedAt: sql`now()` })
          .where(and(eq(r.tenantId, x.tenantId), eq(r.subscriptionId, x.subscriptionId), eq(r.cycle, x.cycle), eq(r.status, "charging")))
          .returning({ id: r.id });
        if (rows.length === 0) return false;
        const [pastDue] = await tx
          .update(s)
          .set({ status: "past_due", updatedAt: sql`now()` })
          .where(and(eq(s.tenantId, x.tenantId), eq(s.id, x.subscriptionId), eq(s.status, "active")))
          .returning({ id: s.id });
        if (pastDue)
          await recordWebhookEvent({
            executor: tx,
            tenantId: x.tenantId,
            type: "subscription.past_due",
            subject: `subscription:${x.subscriptionId}`,
            data: await subscriptionEventData(tx, {
              tenantId: x.tenantId,
              subscriptionId: x.subscriptionId,
              cycle: x.cycle,
              failureCode: null,
              nextRetryAt: now.toISOString(),
            }),
          });
        return true;
      });
      if (moved) settled++;
    }
  }
  return settled;
}
