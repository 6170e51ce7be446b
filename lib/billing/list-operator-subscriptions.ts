import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, schema } from "@/db/client";
import { presentRenewal } from "./list-renewals";
import type { operatorSubscriptionList } from "./schemas";

/**
 * GET /operator/subscriptions?status=&email=: the store's subscriptions (e.g. the past-due ones, or one customer's),
 * with their latest renewal.
 * `subscriptionId` narrows it to that one (what the operator's actions on a subscription answer).
 */
export async function listOperatorSubscriptions({
  tenantId,
  status,
  email,
  subscriptionId,
  page,
  perPage,
}: {
  tenantId: string;
  status?: string;
  email?: string;
  subscriptionId?: string;
  page: number;
  perPage: number;
}): Promise<z.infer<typeof operatorSubscriptionList>> {
  const db = await getDb();
  const s = schema.subscriptions;
  const c = schema.customers;
  const r = schema.subscriptionRenewals;
  const where = and(
    eq(s.tenantId, tenantId),
    status ? eq(s.status, status) : undefined,
    subscriptionId ? eq(s.id, subscriptionId) : undefined,
    email ? eq(sql`lower(${c.email})`, email.toLowerCase()) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: s.id, name: s.name, status: s.status, email: c.email, nextBillingDate: s.nextBillingDate })
      .from(s)
      .innerJoin(c, and(eq(c.tenantId, s.tenantId), eq(c.id, s.customerId)))
      .where(where)
      .orderBy(desc(s.updatedAt), desc(s.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .innerJoin(c, and(eq(c.tenantId, s.tenantId), eq(c.id, s.customerId)))
      .where(where),
  ]);
  const ids = rows.map((x) => x.id);
  const renewals =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([r.subscriptionId])
          .from(r)
          .where(
            and(
              eq(r.tenantId, tenantId),
              sql`${r.subscriptionId} in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
            ),
          )
          .orderBy(r.subscriptionId, desc(r.cycle));
  const last = new Map(renewals.map((x) => [x.subscriptionId, x]));
  return {
    data: rows.map((x) => {
      const renewal = last.get(x.id);
      return {
        id: x.id,
        name: x.name,
        status: x.status as z.infer<typeof operatorSubscriptionList>["data"][number]["status"],
        customerEmail: x.email,
        nextBillingDate: x.nextBillingDate,
        lastRenewal: renewal ? presentRenewal(renewal) : null,
      };
    }),
    meta: { currentPage: page, perPage, total: Number(count?.n ?? 0) },
  };
}
