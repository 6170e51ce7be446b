import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import { paymentsAvailable } from "../payments/gateways";
import type { OperatorDashboard } from "./schemas";

type Row = {
  day: string;
  to_fulfil: number;
  past_due: number;
  unhandled: number;
  has_market: boolean;
  has_tax_rate: boolean;
  has_shipping_rate: boolean;
  has_product: boolean;
  has_page: boolean;
};

/**
 * GET /operator/dashboard: today's (UTC) paid orders (cancelled ones left out) and their totals per currency, the orders waiting to ship (paid or
 * refunded in part, not fulfilled, not being cancelled: what `POST /operator/orders/{id}/fulfil` accepts), the past-due
 * subscriptions and the contact messages nobody has marked handled; and what a new store still lacks to sell (the
 * setup checklist). All of the store's, in two round trips.
 */
export async function getDashboard({ tenantId }: { tenantId: string }): Promise<OperatorDashboard> {
  const db = await getDb();
  const o = schema.orders;
  const startOfDay = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
  const [revenue, [counts]] = await Promise.all([
    db
      .select({
        currencyCode: o.currencyCode,
        orders: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${o.total}), 0)::bigint`,
      })
      .from(o)
      .where(
        and(
          eq(o.tenantId, tenantId),
          notInArray(o.status, ["pending_payment", "cancelled"]),
          sql`coalesce(${o.paidAt}, ${o.createdAt}) >= ${startOfDay}`,
        ),
      )
      .groupBy(o.currencyCode)
      .orderBy(o.currencyCode),
    db
      .execute(
        sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as day,
          (select count(*)::int from orders o where o.tenant_id = ${tenantId}::uuid
            and o.status in ('paid', 'partially_refunded') and o.fulfilled_at is null and o.cancelled_at is null) as to_fulfil,
          (select count(*)::int from subscriptions s where s.tenant_id = ${tenantId}::uuid and s.status = 'past_due') as past_due,
          (select count(*)::int from visitor_messages m where m.tenant_id = ${tenantId}::uuid and m.handled_at is null) as unhandled,
          exists (select 1 from markets x where x.tenant_id = ${tenantId}::uuid) as has_market,
          exists (select 1 from tax_rates x where x.tenant_id = ${tenantId}::uuid) as has_tax_rate,
          exists (select 1 from shipping_rates x where x.tenant_id = ${tenantId}::uuid) as has_shipping_rate,
          exists (select 1 from products x where x.tenant_id = ${tenantId}::uuid) as has_product,
          exists (select 1 from cms_pages x where x.tenant_id = ${tenantId}::uuid) as has_page`,
      )
      .then((r) => (r as unknown as { rows: Row[] }).rows),
  ]);
  return {
    date: counts?.day ?? new Date().toISOString().slice(0, 10),
    ordersToday: revenue.reduce((n, r) => n + Number(r.orders), 0),
    revenueToday: revenue.map((r) => ({
      currencyCode: r.currencyCode,
      orders: Number(r.orders),
      revenue: toMajorUnits(Number(r.total), r.currencyCode),
      displayRevenue: formatMoney(Number(r.total), r.currencyCode),
    })),
    ordersToFulfil: Number(counts?.to_fulfil ?? 0),
    pastDueSubscriptions: Number(counts?.past_due ?? 0),
    unhandledMessages: Number(counts?.unhandled ?? 0),
    setup: {
      market: Boolean(counts?.has_market),
      taxRate: Boolean(counts?.has_tax_rate),
      shippingRate: Boolean(counts?.has_shipping_rate),
      product: Boolean(counts?.has_product),
      page: Boolean(counts?.has_page),
      payments: paymentsAvailable(),
    },
  };
}
