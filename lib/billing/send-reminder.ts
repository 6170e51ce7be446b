import "server-only";
import { and, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db/client";
import type { StoreJobRequest } from "../jobs/store-jobs";
import { queueMail } from "../mail/queue-mail";
import { formatMoney } from "../money";
import { todayUtc } from "../subscriptions/subscription-dates";
import { loadRenewal } from "./load-renewal";
import { priceRenewal, renewalLines } from "./price-renewal";
import { reminderEmail } from "./renewal-emails";

/**
 * Reminder jobs due at `now`: active subscriptions billed within their store's `reminderDays` (after today) and not
 * yet reminded of that charge. One job per subscription and charge day.
 */
export async function dueReminders({
  db,
  now,
  tenantId,
  subscriptionId,
}: {
  db: Database;
  now: Date;
  tenantId?: string;
  subscriptionId?: string;
}): Promise<StoreJobRequest[]> {
  const s = schema.subscriptions;
  const t = schema.tenants;
  const today = todayUtc(now);
  const rows = await db
    .select({ tenantId: s.tenantId, id: s.id, chargeOn: s.nextBillingDate })
    .from(s)
    .innerJoin(t, eq(t.id, s.tenantId))
    .where(
      and(
        tenantId ? eq(s.tenantId, tenantId) : undefined,
        subscriptionId ? eq(s.id, subscriptionId) : undefined,
        eq(s.status, "active"),
        gt(s.nextBillingDate, today),
        lte(s.nextBillingDate, sql`${today}::date + ${t.reminderDays}`),
        or(isNull(s.remindedFor), ne(s.remindedFor, s.nextBillingDate)),
      ),
    );
  return rows.map((row) => ({
    tenantId: row.tenantId,
    key: `billing.reminder:${row.id}:${row.chargeOn}`,
    data: { subscriptionId: row.id, chargeOn: row.chargeOn, now: now.toISOString() },
  }));
}

/** The reminder mail of one charge: what will be sent and charged, with the link to skip or change. Once per charge. */
export async function sendReminder({
  tenantId,
  subscriptionId,
  chargeOn,
  now,
}: {
  tenantId: string;
  subscriptionId: string;
  chargeOn: string;
  now: Date;
}): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const loaded = await loadRenewal({ tx, tenantId, subscriptionId });
    if (!loaded || loaded.subscription.status !== "active" || loaded.subscription.nextBillingDate !== chargeOn) return "none";
    if (chargeOn <= todayUtc(now)) return "none";
    const s = schema.subscriptions;
    const [marked] = await tx
      .update(s)
      .set({ remindedFor: chargeOn })
      .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId), or(isNull(s.remindedFor), ne(s.remindedFor, chargeOn))))
      .returning({ id: s.id });
    if (!marked) return "none";
    const { lines } = renewalLines(loaded);
    const priced = priceRenewal(loaded, lines);
    await queueMail({
      executor: tx,
      tenantId,
      mails: [
        reminderEmail({
          storeName: loaded.storeName,
          to: loaded.customer.email,
          firstName: loaded.customer.firstName,
          subscriptionName: loaded.subscription.name,
          subscriptionId,
          chargeOn,
          displayTotal: formatMoney(priced.totals.total, priced.totals.currencyCode),
          items: lines.length > 0 ? lines.map((l) => `${l.quantity} × ${l.name}`) : ["nothing (every item is out of stock)"],
        }),
      ],
    });
    return "reminded";
  });
}
