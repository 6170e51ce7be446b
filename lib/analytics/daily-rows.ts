import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The rows of analytics_daily for a store's days, computed from its raw events: `where` picks the events (always
 * scoped by tenant by the caller). One statement, used by the rollup pass to write them and by the reports to read
 * the days not rolled up yet (today, and days that got late events), so both count alike.
 */
export function dailyRowsFrom(tenantId: string, where: SQL): SQL {
  const scope = sql`e.tenant_id = ${tenantId}::uuid and ${where}`;
  return sql`
    select e.day, 'type'::text as dimension, ''::text as key, e.type, count(*)::int as events, count(distinct e.visitor)::int as visitors
      from analytics_events e where ${scope} group by e.day, e.type
    union all
    select e.day, 'visit', '', 'any', count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where ${scope} group by e.day
    union all
    select e.day, 'path', e.path, e.type, count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where ${scope} and e.type = 'page_view' group by e.day, e.path, e.type
    union all
    select e.day, 'product', e.product_id::text, e.type, count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where ${scope} and e.product_id is not null group by e.day, e.product_id, e.type
    union all
    select e.day, 'referrer', e.referrer_host, 'any', count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where ${scope} and e.referrer_host is not null group by e.day, e.referrer_host
    union all
    select e.day, 'country', e.country, 'any', count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where ${scope} group by e.day, e.country`;
}

/**
 * A store's daily rows over [from, to]: the rolled-up ones of past days that are not waiting for the rollup pass, and
 * for today and those waiting, the same rows computed from the raw events.
 */
export function dailyRows(tenantId: string, from: string, to: string, today: string): SQL {
  const dirty = sql`(select d.day from analytics_dirty_days d where d.tenant_id = ${tenantId}::uuid and d.day between ${from}::date and ${to}::date)`;
  return sql`
    select a.day, a.dimension, a.key, a.type, a.events, a.visitors from analytics_daily a
      where a.tenant_id = ${tenantId}::uuid and a.day between ${from}::date and ${to}::date and a.day < ${today}::date
        and a.day not in ${dirty}
    union all
    ${dailyRowsFrom(tenantId, sql`e.day between ${from}::date and ${to}::date and (e.day >= ${today}::date or e.day in ${dirty})`)}`;
}
