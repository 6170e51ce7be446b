import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { subscriptionNotFound } from "../subscriptions/lock-subscription";
import { listOperatorSubscriptions } from "./list-operator-subscriptions";
import type { OperatorSubscription } from "./schemas";

/** The customer a subscription of the store belongs to, for the operator's actions on it; another store's or unknown → 404. */
export async function subscriptionCustomer({ tenantId, subscriptionId }: { tenantId: string; subscriptionId: string }) {
  if (!z.guid().safeParse(subscriptionId).success) throw subscriptionNotFound();
  const db = await getDb();
  const s = schema.subscriptions;
  const [row] = await db
    .select({ customerId: s.customerId, status: s.status, name: s.name })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, subscriptionId)));
  if (!row) throw subscriptionNotFound();
  return row;
}

/** One subscription of the store as GET /operator/subscriptions lists it. */
export async function readOperatorSubscription({
  tenantId,
  subscriptionId,
}: {
  tenantId: string;
  subscriptionId: string;
}): Promise<OperatorSubscription> {
  const { data } = await listOperatorSubscriptions({ tenantId, subscriptionId, page: 1, perPage: 1 });
  if (!data[0]) throw subscriptionNotFound();
  return data[0];
}
