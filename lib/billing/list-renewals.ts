import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema, type Executor } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { formatMoney, toMajorUnits } from "../money";
import type { renewal } from "./schemas";

type Renewal = z.infer<typeof renewal>;
type Row = typeof schema.subscriptionRenewals.$inferSelect;

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString().replace(/\.\d{3}Z$/, "Z"));

/** A renewal row as the API shows it (money in major units, public order numbers). */
export function presentRenewal(row: Row): Renewal {
  const currency = row.currencyCode;
  return {
    cycle: row.cycle,
    status: row.status as Renewal["status"],
    orderId: row.status === "paid" || row.status === "charging" ? row.orderNumber : null,
    attempt: row.attempt,
    amount: row.amount !== null && currency ? toMajorUnits(row.amount, currency) : null,
    displayAmount: row.amount !== null && currency ? formatMoney(row.amount, currency) : null,
    currencyCode: currency,
    leftOut: row.leftOut,
    nextRetryAt: iso(row.nextRetryAt),
    failureCode: row.failureCode as Renewal["failureCode"],
    attempts: row.attempts.map((a) => ({
      attempt: a.attempt,
      at: a.at,
      outcome: a.outcome as "paid" | "declined" | "skipped",
      orderId: a.orderNumber,
      code: a.code as Renewal["failureCode"],
      message: a.message,
    })),
  };
}

/** GET /account/subscriptions/{id}/renewals: the customer's subscription's renewals, newest cycle first (another's: 404). */
export async function listRenewals({
  tenantId,
  customerId,
  subscriptionId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  executor?: Executor;
}): Promise<Renewal[]> {
  if (!z.guid().safeParse(subscriptionId).success) throw new NotFoundError("Subscription not found.");
  const db = executor ?? (await getDb());
  const s = schema.subscriptions;
  const [own] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, subscriptionId)));
  if (!own) throw new NotFoundError("Subscription not found.");
  const r = schema.subscriptionRenewals;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.customerId, customerId), eq(r.subscriptionId, subscriptionId)))
    .orderBy(desc(r.cycle))
    .limit(200);
  return rows.map(presentRenewal);
}
