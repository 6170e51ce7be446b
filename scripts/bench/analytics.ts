// The analytics rows' data set: a store of its own with a year of beacon events and orders, generated in SQL once per
// bench database (reused afterwards) and rolled up by the rollup pass itself (lib/analytics/roll-up-analytics.ts).
import { spawnSync } from "node:child_process";
import type pg from "pg";

export const analyticsStoreName = "Analytics Benchmark Store";
export const analyticsStoreSize = { events: 1_000_000, orders: 50_000, products: 200, days: 365, visitorsPerDay: 1_000 };

/**
 * A year (365 store days up to today) of events and paid orders in the store: ~2,740 events a day from ~1,000
 * visitors (half page views, then product views, adds to cart, checkouts started), products, paths, referrers and
 * countries spread over small sets; 50,000 orders in GBP over the same days, one in five with a discount. One
 * transaction, then VACUUM ANALYZE. Leaves a store that already has its events as it is.
 */
export async function generateAnalyticsData(db: pg.Client, tenantId: string): Promise<{ generated: boolean; seconds: number }> {
  const started = Date.now();
  const { rows } = await db.query<{ n: string }>("select count(*) as n from analytics_events where tenant_id = $1", [tenantId]);
  if (Number(rows[0]!.n) >= analyticsStoreSize.events) return { generated: false, seconds: 0 };
  const { events, orders, products, days, visitorsPerDay } = analyticsStoreSize;
  await db.query("begin");
  try {
    await db.query("delete from analytics_events where tenant_id = $1", [tenantId]);
    await db.query("delete from analytics_daily where tenant_id = $1", [tenantId]);
    await db.query("delete from analytics_monthly where tenant_id = $1", [tenantId]);
    await db.query("delete from orders where tenant_id = $1", [tenantId]);
    await db.query(
      `insert into products (tenant_id, name, slug, sku, price, subscriber_price, status)
       select $1, 'Analytics Bench Coffee ' || i, 'analytics-bench-coffee-' || i, 'ABC-' || i, 900 + i * 10, 810 + i * 9, 'active'
         from generate_series(1, ${products}) i
       on conflict do nothing`,
      [tenantId],
    );
    await db.query(
      `with store as (select (now() at time zone time_zone)::date as today, time_zone as tz from tenants where id = $1),
            catalogue as (select array_agg(id order by sku) as ids from products where tenant_id = $1 and sku like 'ABC-%')
       insert into analytics_events (tenant_id, day, occurred_at, visitor, type, path, product_id, referrer_host, country)
       select $1, s.today - (n % ${days}),
              ((s.today - (n % ${days})) + make_interval(secs => (n / ${days}) * 31 % 86000)) at time zone s.tz,
              md5('bench:' || (n % ${days}) || ':' || ((n / ${days}) % ${visitorsPerDay})),
              t.type,
              case when t.type = 'page_view' then '/pages/p' || ((n / 7) % 50) else '/products/analytics-bench-coffee-' || (1 + (n / 11) % ${products}) end,
              case when t.type in ('product_view', 'add_to_cart') then c.ids[1 + (n / 11) % ${products}] end,
              (array[null, null, null, 'www.google.com', 'duckduckgo.com', 'www.instagram.com'])[1 + (n / 13) % 6],
              (array['GB', 'GB', 'DE', 'FR', 'US', 'IE', 'NL', 'XX'])[1 + (n / 17) % 8]
         from store s, catalogue c, generate_series(0, ${events - 1}) n,
              lateral (select case when (n / ${days}) % 10 < 5 then 'page_view' when (n / ${days}) % 10 < 8 then 'product_view'
                                   when (n / ${days}) % 10 < 9 then 'add_to_cart' else 'checkout_started' end as type) t`,
      [tenantId],
    );
    await db.query(
      `with store as (select (now() at time zone time_zone)::date as today, time_zone as tz from tenants where id = $1)
       insert into orders (tenant_id, order_number, status, currency_code, total, discount_total, market_id, created_at, paid_at)
       select $1, 'AB-' || lpad(i::text, 6, '0'), 'paid', 'GBP', 1500 + (i * 37) % 6000, case when i % 5 = 0 then 250 else 0 end,
              (select id from markets where tenant_id = $1 and is_primary),
              ((s.today - (i % ${days})) + make_interval(secs => i * 53 % 86000)) at time zone s.tz,
              ((s.today - (i % ${days})) + make_interval(secs => i * 53 % 86000)) at time zone s.tz
         from store s, generate_series(1, ${orders}) i`,
      [tenantId],
    );
    await db.query(
      "insert into analytics_dirty_days (tenant_id, day) select distinct tenant_id, day from analytics_events where tenant_id = $1 on conflict do nothing",
      [tenantId],
    );
    await db.query("commit");
  } catch (error) {
    await db.query("rollback");
    throw error;
  }
  await db.query("vacuum analyze analytics_events");
  await db.query("vacuum analyze orders");
  return { generated: true, seconds: (Date.now() - started) / 1000 };
}

/** One rollup pass over every dirty store day (the worker's `analytics.rollup` job), in its own process. */
export function rollUpAnalyticsOnce(env: NodeJS.ProcessEnv): { days: number; seconds: number } {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/bench/roll-up-analytics.ts"],
    { env: { ...env, STOREFRONT_ENV_FILE: "off", LOG_LEVEL: "error" }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`the analytics rollup failed:\n${result.stdout}`);
  const { days } = JSON.parse(result.stdout.trim().split("\n").pop()!) as { days: number };
  return { days, seconds: (Date.now() - started) / 1000 };
}
