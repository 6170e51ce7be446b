import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import { addDays, reportRange } from "./report-range";
import type { AnalyticsRangeQuery, SubscriptionReport } from "./schemas";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const weeksPerMonth = 52 / 12;

/**
 * GET /operator/analytics/subscriptions, from the subscriptions themselves: those not cancelled at the end of the
 * range, those started and cancelled in it and the churn rate; the monthly recurring revenue of those active or past
 * due now (a box of `price` every `frequency` weeks is price × 52 / 12 / frequency a month), per currency; and by the
 * month they started (the range's months), the share not cancelled 0, 1, 2… months later, up to this month.
 */
export async function getSubscriptionReport({
  tenantId,
  query,
}: {
  tenantId: string;
  query: AnalyticsRangeQuery;
}): Promise<SubscriptionReport> {
  const range = await reportRange({ tenantId, from: query.from, to: query.to });
  const db = await getDb();
  const tz = range.timezone;
  const day = (column: "created_at" | "cancelled_at") => sql`(${sql.raw(column)} at time zone ${tz})::date`;
  const end = addDays(range.to, 1);
  const [counts] = rowsOf<{ active: number; started: number; churned: number; at_start: number }>(
    await db.execute(sql`select
        count(*) filter (where ${day("created_at")} < ${end}::date and (cancelled_at is null or ${day("cancelled_at")} >= ${end}::date))::int as active,
        count(*) filter (where ${day("created_at")} between ${range.from}::date and ${range.to}::date)::int as started,
        count(*) filter (where cancelled_at is not null and ${day("cancelled_at")} between ${range.from}::date and ${range.to}::date)::int as churned,
        count(*) filter (where ${day("created_at")} < ${range.from}::date and (cancelled_at is null or ${day("cancelled_at")} >= ${range.from}::date))::int as at_start
      from subscriptions where tenant_id = ${tenantId}::uuid`),
  );
  const mrr = rowsOf<{ currency_code: string; subscriptions: number; monthly: string | number }>(
    await db.execute(sql`select currency_code, count(*)::int as subscriptions, sum(price::numeric * ${weeksPerMonth} / greatest(frequency, 1)) as monthly
      from subscriptions where tenant_id = ${tenantId}::uuid and status in ('active', 'past_due')
      group by currency_code order by currency_code`),
  );
  const cohorts = rowsOf<{ month: string; subscriptions: number; retained: number[] }>(
    await db.execute(sql`with c as (
        select date_trunc('month', ${day("created_at")})::date as month, ${day("cancelled_at")} as cancelled
        from subscriptions where tenant_id = ${tenantId}::uuid
          and ${day("created_at")} between date_trunc('month', ${range.from}::date)::date and ${range.to}::date),
      cohort as (select month, count(*)::int as subscriptions from c group by month)
      select to_char(co.month, 'YYYY-MM') as month, co.subscriptions,
        array(select (select count(*)::int from c where c.month = co.month
                        and (c.cancelled is null or c.cancelled >= (co.month + make_interval(months => k))::date))
              from generate_series(0, 24) k where (co.month + make_interval(months => k))::date <= ${range.today}::date
              order by k) as retained
      from cohort co order by co.month`),
  );
  const active = Number(counts?.active ?? 0);
  const churned = Number(counts?.churned ?? 0);
  const base = Number(counts?.at_start ?? 0) + Number(counts?.started ?? 0);
  return {
    from: range.from,
    to: range.to,
    active,
    new: Number(counts?.started ?? 0),
    churned,
    churnRate: base > 0 ? Math.round((churned / base) * 10_000) / 10_000 : 0,
    mrr: mrr.map((r) => {
      const minor = Math.round(Number(r.monthly));
      return {
        currencyCode: r.currency_code,
        subscriptions: Number(r.subscriptions),
        mrr: toMajorUnits(minor, r.currency_code),
        displayMrr: formatMoney(minor, r.currency_code),
      };
    }),
    cohorts: cohorts.map((c) => ({
      month: c.month,
      subscriptions: Number(c.subscriptions),
      retention: c.retained.map((n) =>
        Number(c.subscriptions) > 0 ? Math.round((Number(n) / Number(c.subscriptions)) * 10_000) / 10_000 : 0,
      ),
    })),
  };
}
