import { randomUUID } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import type { Database } from "@/db/client";
import { dailyRows, waitingDays } from "@/lib/analytics/daily-rows";
import { generateTrafficHistory } from "@/lib/analytics/generate-traffic-history";
import { readTraffic, splitByMonths } from "@/lib/analytics/read-traffic";
import { rollUpAnalytics } from "@/lib/analytics/roll-up-analytics";

// The rollup pass against a database of its own: an in-memory PGlite always, and a Postgres database beside the
// suite's when TEST_DATABASE_URL names one (created afresh each run).
const migrationsFolder = path.resolve("db/migrations");

type Backend = { name: string; open: () => Promise<{ db: Database; close: () => Promise<void> }> };

const pglite: Backend = {
  name: "PGlite",
  async open() {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return { db, close: () => client.close() };
  },
};

const postgres = (url: string): Backend => ({
  name: "Postgres",
  async open() {
    const target = new URL(url);
    const name = `${target.pathname.slice(1) || "postgres"}_analytics_rollup_test`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      async close() {
        await pool.end();
        await admin.end();
      },
    };
  },
});

const backends = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];
type Row = { day: string; dimension: string; key: string; type: string; events: number; visitors: number };
const rowsOf = (result: unknown) =>
  (result as { rows: Row[] }).rows
    .map((r) => ({ ...r, day: String(r.day).slice(0, 10), events: Number(r.events), visitors: Number(r.visitors) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

for (const backend of backends)
  describe(`analytics rollup (${backend.name})`, { timeout: 120_000 }, () => {
    it("sums each marked day into analytics_daily as the reports compute it; a late event has its day recomputed; old salts go", async () => {
      const { db, close } = await backend.open();
      try {
        const tenantId = randomUUID();
        await db.insert(schema.tenants).values({ id: tenantId, slug: `rollup-${tenantId}`, name: "Rollup" });
        const productId = randomUUID();
        const event = (day: string, visitor: string, type: string, path: string, extra: Record<string, unknown> = {}) => ({
          tenantId,
          day,
          visitor,
          type,
          path,
          ...extra,
        });
        const [d1, d2, today] = ["2026-03-01", "2026-03-02", "2026-03-05"];
        await db
          .insert(schema.analyticsEvents)
          .values([
            event(d1, "v1", "page_view", "/", { referrerHost: "www.example.com", country: "GB" }),
            event(d1, "v1", "product_view", "/products/mug", { productId }),
            event(d1, "v2", "page_view", "/"),
            event(d1, "v2", "page_view", "/about"),
            event(d2, "v3", "page_view", "/about"),
          ]);
        await db.insert(schema.analyticsDirtyDays).values([
          { tenantId, day: d1 },
          { tenantId, day: d2 },
        ]);
        await db.insert(schema.analyticsSalts).values([
          { day: "2020-01-01", salt: "old" },
          { day: "2999-01-01", salt: "future" },
        ]);
        const rolled = (day: string) =>
          db
            .execute(
              sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, key, type, events, visitors from analytics_daily
              where tenant_id = ${tenantId}::uuid and day = ${day}::date`,
            )
            .then(rowsOf);
        const computed = async () =>
          db
            .execute(
              sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, key, type, events, visitors
                from (${dailyRows(tenantId, d1, d2, today, { waiting: await waitingDays(db, tenantId, d1, d2) })}) r`,
            )
            .then(rowsOf);
        const before = await computed();

        expect(await rollUpAnalytics({ db })).toEqual({ days: 2, salts: 1 });
        const first = await rolled(d1);
        expect(first).toEqual(
          expect.arrayContaining([
            { day: d1, dimension: "visit", key: "", type: "any", events: 4, visitors: 2 },
            { day: d1, dimension: "type", key: "", type: "page_view", events: 3, visitors: 2 },
            { day: d1, dimension: "path", key: "/", type: "page_view", events: 2, visitors: 2 },
            { day: d1, dimension: "product", key: productId, type: "product_view", events: 1, visitors: 1 },
            { day: d1, dimension: "referrer", key: "www.example.com", type: "any", events: 1, visitors: 1 },
            { day: d1, dimension: "country", key: "GB", type: "any", events: 1, visitors: 1 },
          ]),
        );
        // The reports read the same rows from the rollups now as they computed from the raw events before.
        expect(await computed()).toEqual(before);
        expect(await db.execute(sql`select * from analytics_dirty_days`).then((r) => (r as { rows: unknown[] }).rows)).toEqual([]);
        expect(
          await db.execute(sql`select day::text as day from analytics_salts order by day`).then((r) => (r as { rows: unknown[] }).rows),
        ).toEqual([{ day: "2999-01-01" }]);

        // A late event of the first day: the reports see it at once (the day is marked), the next pass recomputes that day alone.
        const d2Before = await rolled(d2);
        await db.insert(schema.analyticsEvents).values(event(d1, "v4", "page_view", "/"));
        await db.insert(schema.analyticsDirtyDays).values({ tenantId, day: d1 });
        expect((await computed()).find((r) => r.day === d1 && r.dimension === "visit")).toMatchObject({ visitors: 3 });
        expect(await rollUpAnalytics({ db })).toEqual({ days: 1, salts: 0 });
        expect((await rolled(d1)).find((r) => r.dimension === "visit")).toMatchObject({ events: 5, visitors: 3 });
        expect((await rolled(d1)).find((r) => r.dimension === "path" && r.key === "/")).toMatchObject({ events: 3, visitors: 3 });
        expect(await rolled(d2)).toEqual(d2Before);
        expect(await rollUpAnalytics({ db })).toEqual({ days: 0, salts: 0 });
      } finally {
        await close();
      }
    });

    it("a long range reads whole months from analytics_monthly and answers exactly as from the days; late events correct their month", async () => {
      const { db, close } = await backend.open();
      try {
        const tenantId = randomUUID();
        await db.insert(schema.tenants).values({ id: tenantId, slug: `monthly-${tenantId}`, name: "Monthly" });
        const products = [randomUUID(), randomUUID(), randomUUID()];
        // 131 days from 10 January, ~25 visitors a day, pages, products, referrers and countries spread over small sets.
        const generate = (count: number, salt: string) =>
          db.execute(sql`insert into analytics_events (tenant_id, day, visitor, type, path, product_id, referrer_host, country)
            select ${tenantId}::uuid, date '2026-01-10' + (n % 131), md5(${salt} || (n % 131) || ':' || ((n / 131) % 25)),
                   (array['page_view', 'page_view', 'product_view', 'add_to_cart', 'checkout_started'])[1 + (n / 7) % 5],
                   '/p' || ((n / 3) % 13),
                   case when (n / 7) % 5 in (2, 3) then (array[${products[0]}, ${products[1]}, ${products[2]}])[1 + (n / 5) % 3]::uuid end,
                   (array[null, 'a.example', 'b.example'])[1 + (n / 11) % 3], (array['GB', 'DE', 'US'])[1 + (n / 13) % 3]
              from generate_series(0, ${count - 1}::int) n`);
        await generate(6000, "v");
        await db.execute(
          sql`insert into analytics_dirty_days (tenant_id, day) select distinct tenant_id, day from analytics_events where tenant_id = ${tenantId}::uuid`,
        );
        const range = { from: "2026-01-10", to: "2026-05-24", today: "2026-05-25" };
        expect(splitByMonths(range, new Set())).toEqual({
          months: ["2026-02-01", "2026-03-01", "2026-04-01"],
          days: [
            ["2026-01-10", "2026-01-31"],
            ["2026-05-01", "2026-05-24"],
          ],
        });
        const read = (byMonth: boolean) => readTraffic({ db, tenantId, range, top: 50, byMonth });
        const fromEvents = await read(true);
        expect(fromEvents.visitors).toBeGreaterThan(2000);
        expect(await read(false)).toEqual(fromEvents);

        expect(await rollUpAnalytics({ db })).toMatchObject({ days: 131 });
        const months = await db
          .execute(
            sql`select to_char(month, 'YYYY-MM-DD') as month, count(*)::int as n from analytics_monthly
            where tenant_id = ${tenantId}::uuid group by month order by month`,
          )
          .then((r) => (r as unknown as { rows: { month: string }[] }).rows.map((m) => m.month));
        expect(months).toEqual(["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01"]);
        expect(await read(true)).toEqual(fromEvents);
        expect(await read(false)).toEqual(fromEvents);

        // Late events on an old day of a whole month: that month is read from its days until the pass sums it again.
        await db.execute(sql`insert into analytics_events (tenant_id, day, visitor, type, path, product_id, country)
          select ${tenantId}::uuid, date '2026-03-14', 'late-' || n, 'product_view', '/p-late', ${products[2]}::uuid, 'FR'
            from generate_series(1, 40) n`);
        await db.insert(schema.analyticsDirtyDays).values({ tenantId, day: "2026-03-14" });
        expect(splitByMonths(range, new Set(["2026-03-14"])).months).toEqual(["2026-02-01", "2026-04-01"]);
        const late = await read(true);
        expect(late.visitors).toBe(fromEvents.visitors + 40);
        expect(late.top.find((t) => t.dimension === "country" && t.key === "FR")).toMatchObject({ events: 40, visitors: 40 });
        expect(await read(false)).toEqual(late);
        expect(await rollUpAnalytics({ db })).toMatchObject({ days: 1 });
        expect(await read(true)).toEqual(late);

        // The demo store's history: rollup rows written directly, each month the sum of its days.
        const demo = randomUUID();
        await db.insert(schema.tenants).values({ id: demo, slug: `history-${demo}`, name: "History" });
        expect(
          await generateTrafficHistory({ tenantId: demo, days: 70, products: [{ id: products[0]!, slug: "mug" }], executor: db }),
        ).toEqual({
          generated: true,
        });
        const sums = (table: "analytics_daily" | "analytics_monthly") =>
          db
            .execute(
              sql`select dimension, key, type, sum(events)::int as events, sum(visitors)::int as visitors from ${sql.raw(table)}
                where tenant_id = ${demo}::uuid group by dimension, key, type order by dimension, key, type`,
            )
            .then((r) => (r as { rows: unknown[] }).rows);
        const daily = await sums("analytics_daily");
        expect(daily.length).toBeGreaterThan(10);
        expect(await sums("analytics_monthly")).toEqual(daily);
        expect(await generateTrafficHistory({ tenantId: demo, days: 70, products: [], executor: db })).toEqual({ generated: false });
      } finally {
        await close();
      }
    });
  });
