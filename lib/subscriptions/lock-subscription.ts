import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Transaction } from "@/db/client";
import type { SubscriptionItem } from "@/db/schema/subscriptions";
import { ConflictError, NotFoundError } from "../errors/domain";
import { effectiveStatus, shownNextBillingDate, todayUtc } from "./subscription-dates";

export type LockedSubscription = {
  id: string;
  name: string;
  productId: string | null;
  /** active | paused, as the customer sees it (a pause whose day has come is over). */
  status: string;
  frequency: number;
  price: number;
  /** The currency of the market the box was created in (lib/subscriptions/subscription-market.ts). */
  currencyCode: string;
  addressId: string | null;
  items: SubscriptionItem[];
  /** The schedule's next billing day (for a pause that has ended, moved to the first day on or after its end). */
  nextBillingDate: string | null;
  pausedUntil: string | null;
};

export const subscriptionNotFound = () => new NotFoundError("Subscription not found.");

/**
 * Locks (FOR UPDATE) the customer's subscription for a change. Another customer's or tenant's, an unknown or a
 * malformed id → 404; a cancelled one → 409 (nothing about it can change any more).
 */
export async function lockSubscription({
  tx,
  tenantId,
  customerId,
  subscriptionId,
}: {
  tx: Transaction;
  tenantId: string;
  customerId: string;
  subscriptionId: string;
}): Promise<LockedSubscription> {
  if (!z.guid().safeParse(subscriptionId).success) throw subscriptionNotFound();
  const s = schema.subscriptions;
  const [row] = await tx
    .select({
      id: s.id,
      name: s.name,
      productId: s.productId,
      status: s.status,
      frequency: s.frequency,
      price: s.price,
      currencyCode: s.currencyCode,
      addressId: s.addressId,
      items: s.items,
      nextBillingDate: s.nextBillingDate,
      pausedUntil: s.pausedUntil,
    })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, subscriptionId)))
    .for("update");
  if (!row) throw subscriptionNotFound();
  if (row.status === "cancelled")
    throw new ConflictError(`${row.name} is cancelled: it can no longer be changed. Start a new subscription instead.`).withCode(
      "subscription_cancelled",
    );
  const today = todayUtc();
  const status = effectiveStatus(row, today);
  if (status === row.status) return row;
  // A pause whose day has come: active again from the first scheduled day on or after it.
  return { ...row, status, pausedUntil: null, nextBillingDate: shownNextBillingDate(row, today) };
}
