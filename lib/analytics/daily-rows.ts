import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";

/** The rows a report reads for its totals and series (per day), and those it ranks (top pages, products, …). */
export type Dimensions = "totals" | "ranked";
const dimensionFilter = (column: SQL, dimensions?: Dimensions) =>
  dimensions === "totals"
    ? sql`and ${column} in ('type', 'visit')`
    : dimensions === "ranked"
      ? sql`and ${column} not in ('type', 'visit')`
      : sql``;

/**
 * The rows of analytics_daily for a store's days, computed from its raw events: `where` picks the events (always
 * scoped by tenant by the caller). One statement, used by the rollup pass to write them and by the reports to read
 * the days not rolled up yet (today, and days that got late events), so both count alike. `events` is the relation the
 * events are read from: analytics_events, or generated ones of the same columns (the demo store's history).
 */
export function dailyRowsFrom(tenantId: string, where: SQL, events: SQL = sql`analytics_events`): SQL {
  const scope = sql`e.tenant_id = ${tenantId}::uuid and ${where}`;
  return sql`
    select e.day, 'type'::text as dimension, ''::text as key, e.type, count(*)::int as events, count(distinct e.visitor)::int as visitors
      from ${events} e where ${scope} group by e.day, e.type
    union all
    select e.day, 'visit', '', 'any', count(*)::int, count(distinct e.visitor)::int
      from ${events} e where ${scope} group by e.day
    union all
    select e.day, 'path', e.path, e.type, count(*)::int, count(distinct e.visitor)::int
      from ${events} e where ${scope} and e.type = 'page_view' group by e.day, e.path, e.type
    union all
    select e.day, 'product', e.product_id::text, e.type, count(*)::int, count(distinct e.visitor)::int
      from ${events} e where ${scope} and e.product_id is not null group by e.day, e.product_id, e.type
    union all
    select e.day, 'referrer', e.referrer_host, 'any', count(*)::int, count(distinct e.visitor)::int
      from ${events} e where ${scope} and e.referrer_host is not null group by e.day, e.referrer_host
    union all
    select e.day, 'country', e.country, 'any', count(*)::int, count(distinct e.visitor)::int
      from ${events} e where ${scope} group by e.day, e.country`;
}

/**
 * A store's daily rows over [from, to]: the rolled-up ones of past days that are not waiting for the rollup pass, and
 * for today and those waiting (`waiting`: the store's days in analytics_dirty_days, read just before), the same rows
 * computed from the raw events. `dimensions`: only those rows. The days are given as lists, so the planner sizes each
 * part by its days (a subquery here is sized as a thousand days, and a plan that dear is JIT-compiled on Postgres).
 */
export function dailyRows(
  tenantId: string,
  from: string,
  to: string,
  today: string,
  { waiting, dimensions }: { waiting: readonly string[]; dimensions?: Dimensions },
): SQL {
  const inRange = waiting.filter((d) => d >= from && d <= to);
  const computed = [...new Set([...inRange, ...(today >= from && today <= to ? [today] : [])])];
  const days = (list: string[]) => sql`${sql.param(list)}::date[]`;
  const raw = dailyRowsFrom(tenantId, sql`e.day = any(${days(computed)})`);
  return sql`
    select a.day, a.dimension, a.key, a.type, a.events, a.visitors from analytics_daily a
      where a.tenant_id = ${tenantId}::uuid and a.day between ${from}::date and ${to}::date and a.day < ${today}::date
        and not a.day = any(${days(inRange)}) ${dimensionFilter(sql`a.dimension`, dimensions)}
    union all
    select c.day, c.dimension, c.key, c.type, c.events, c.visitors from (${raw}) c where true ${dimensionFilter(sql`c.dimension`, dimensions)}`;
}

/** The store's days in [from, to] waiting for the rollup pass (late events, or today's). */
export async function waitingDays(db: Executor, tenantId: string, from: string, to: string): Promise<string[]> {
  const rows = (
    (await db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty_days
        where tenant_id = ${tenantId}::uuid and day between ${from}::date and ${to}::date`,
    )) as unknown as { rows: { day: string }[] }
  ).rows;
  return rows.map((r) => r.day);
}

/**
 * Rewrites a store month's rows of analytics_monthly (`month`: its first day) as the sums of its days' rows of
 * analytics_daily. Run in the transaction that rewrote any of those days.
 */
export function monthlyRowsStatements(tenantId: string, month: string): SQL[] {
  return [
    sql`delete from analytics_monthly where tenant_id = ${tenantId}::uuid and month = ${month}::date`,
    sql`insert into analytics_monthly (tenant_id, month, dimension, key, type, events, visitors)
      select a.tenant_id, ${month}::date, a.dimension, a.key, a.type, sum(a.events)::int, sum(a.visitors)::int
        from analytics_daily a
        where a.tenant_id = ${tenantId}::uuid and a.day >= ${month}::date and a.day < (${month}::date + interval '1 month')::date
        group by a.tenant_id, a.dimension, a.key, a.type`,
  ];
}
