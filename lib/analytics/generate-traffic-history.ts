import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { dailyRowsFrom, monthlyRowsStatements } from "./daily-rows";

/**
 * Fills a store's traffic rollups (analytics_daily and analytics_monthly) with `days` days of made-up visits up to
 * yesterday (the store's time zone), so a demo store's Analytics page is not empty: 18 to 42 visitors a day (more at
 * weekends), each viewing pages, some products, a few adding to the cart and starting a checkout, from a handful of
 * referrers and countries. The events are generated inside the statement and summed by the rollup's own SQL
 * (lib/analytics/daily-rows.ts) without being stored, so the rows are what the rollup pass would have written.
 * Sales are not made up: they stay the store's orders. Leaves a store that already has rollups unchanged.
 */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function generateTrafficHistory({
  tenantId,
  days,
  products,
  executor,
}: {
  tenantId: string;
  days: number;
  /** The store's products the visits view (ids and their slugs). */
  products: { id: string; slug: string }[];
  executor?: Executor;
}): Promise<{ generated: boolean }> {
  const db = executor ?? (await getDb());
  const rows = (
    (await db.execute(sql`select to_char((now() at time zone t.time_zone)::date, 'YYYY-MM-DD') as today,
        exists (select 1 from analytics_daily a where a.tenant_id = t.id) as rolled
        from tenants t where t.id = ${tenantId}::uuid`)) as unknown as { rows: { today: string; rolled: boolean }[] }
  ).rows;
  const store = rows[0];
  if (!store || store.rolled || days < 1) return { generated: false };
  const ids = sql.param(products.map((p) => p.id));
  const paths = sql.param(products.map((p) => `/products/${p.slug}`));
  const n = Math.max(1, products.length);
  const events = sql`(
    select ${tenantId}::uuid as tenant_id, (${store.today}::date - g.d) as day, md5('history:' || g.d || ':' || v.n) as visitor,
           k.type, k.path, k.product_id, k.referrer_host, c.country
      from generate_series(1, ${days}::int) g(d)
      cross join lateral generate_series(1, 18 + (g.d * 37) % 17 + case when extract(isodow from ${store.today}::date - g.d) >= 6 then 8 else 0 end) v(n)
      cross join lateral (select (array['GB', 'GB', 'GB', 'GB', 'DE', 'FR', 'US', 'IE', 'NL', 'XX'])[1 + (v.n * 3 + g.d) % 10] as country,
                                 1 + (g.d * 7 + v.n * 5) % ${n}::int as p) c
      cross join lateral (values
        ('page_view', (array['/', '/collections/coffee', '/collections/tea', '/pages/brewing-guide', '/blog'])[1 + (g.d + v.n) % 5],
           null::uuid, (array[null, null, 'www.google.com', 'duckduckgo.com', 'www.instagram.com', 'www.bing.com'])[1 + (g.d * 3 + v.n) % 6]),
        (case when v.n % 2 = 0 then 'page_view' end, '/', null::uuid, null::text),
        (case when v.n % 3 <> 0 then 'product_view' end, (${paths}::text[])[c.p], (${ids}::uuid[])[c.p], null::text),
        (case when v.n % 4 = 0 then 'add_to_cart' end, (${paths}::text[])[c.p], (${ids}::uuid[])[c.p], null::text),
        (case when v.n % 8 = 0 then 'checkout_started' end, '/checkout', null::uuid, null::text),
        (case when v.n % 9 = 0 then 'search' end, '/search', null::uuid, null::text)
      ) k(type, path, product_id, referrer_host)
      where k.type is not null and (k.product_id is not null or k.type not in ('product_view', 'add_to_cart')))`;
  const first = addDays(store.today, -days);
  const months: string[] = [];
  for (let day = `${first.slice(0, 7)}-01`; day < store.today; day = addDays(`${day.slice(0, 7)}-28`, 7).slice(0, 7) + "-01")
    months.push(day);
  // Generated once (materialized), then summed six ways by the rollup's SQL.
  await db.execute(sql`with generated as materialized ${events}
    insert into analytics_daily (tenant_id, day, dimension, key, type, events, visitors)
    select ${tenantId}::uuid, r.day, r.dimension, r.key, r.type, r.events, r.visitors from (${dailyRowsFrom(tenantId, sql`true`, sql`generated`)}) r`);
  for (const month of months) for (const statement of monthlyRowsStatements(tenantId, month)) await db.execute(statement);
  return { generated: true };
}
