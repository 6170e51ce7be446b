import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import type { SubscriptionSummary } from "./schemas";

/** The customer's subscriptions, newest first, cancelled ones included. */
export async function listSubscriptions({
  tenantId,
  customerId,
}: {
  tenantId: string;
  customerId: string;
}): Promise<SubscriptionSummary[]> {
  const db = await getDb();
  const s = schema.subscriptions;
  const rows = await db
    .select({
      id: s.id,
      productId: s.productId,
      name: s.name,
      status: s.status,
      frequency: s.frequency,
      price: s.price,
      currencyCode: s.currencyCode,
      items: s.items,
      nextBillingDate: s.nextBillingDate,
      cancelledAt: isoSeconds(s.cancelledAt),
      createdAt: isoSeconds(s.createdAt),
    })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId)))
    .orderBy(desc(s.createdAt), desc(s.id));
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    name: r.name,
    status: r.status,
    frequency: r.frequency,
    price: toMajorUnits(r.price, r.currencyCode),
    currencyCode: r.currencyCode,
    displayPrice: formatMoney(r.price, r.currencyCode),
    items: r.items.map((i) => ({ productId: i.productId, name: i.name, quantity: i.quantity })),
    nextBillingDate: r.nextBillingDate,
    cancelledAt: r.cancelledAt,
    createdAt: r.createdAt,
  }));
}
