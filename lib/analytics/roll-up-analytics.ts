import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { dailyRowsFrom, monthlyRowsStatements } from "./daily-rows";
import { flushAnalyticsEvents } from "./event-buffer";
import { forgetOldSalts } from "./visitor-hash";

type Taken = { tenant_id: string; day: string };

/**
 * The `analytics.rollup` pass (hourly, lib/worker/start-job-worker.ts): every store day that got events since its last
 * rollup, late ones included, is summed again from its raw events into analytics_daily, a few days per transaction
 * (the days taken are locked, so two passes never take the same one), and the months of those days are summed again
 * from their days into analytics_monthly in the same transaction. Then the salts of days that are over are deleted.
 * An event that lands while its day is being rolled up marks the day again for the next pass.
 */
export async function rollUpAnalytics({ batch = 20, db: given }: { batch?: number; db?: Database } = {}): Promise<{
  days: number;
  salts: number;
}> {
  const db = given ?? (await getDb());
  // This process's events still in memory belong to the pass too.
  if (!given) await flushAnalyticsEvents();
  let days = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = (
        (await tx.execute(sql`delete from analytics_dirty_days
          where (tenant_id, day) in (select tenant_id, day from analytics_dirty_days order by day limit ${batch} for update skip locked)
          returning tenant_id, to_char(day, 'YYYY-MM-DD') as day`)) as unknown as { rows: Taken[] }
      ).rows;
      for (const { tenant_id: tenantId, day } of rows) {
        await tx.execute(sql`delete from analytics_daily where tenant_id = ${tenantId}::uuid and day = ${day}::date`);
        await tx.execute(sql`insert into analytics_daily (tenant_id, day, dimension, key, type, events, visitors)
          select ${tenantId}::uuid, r.day, r.dimension, r.key, r.type, r.events, r.visitors
          from (${dailyRowsFrom(tenantId, sql`e.day = ${day}::date`)}) r`);
      }
      // Each month once, in one order: a pass that rewrote other days of the same month waits for this one to commit
      // and then sums the month with this one's days in it (the lock is held to the end of the transaction).
      const months = [...new Set(rows.map((r) => `${r.tenant_id} ${r.day.slice(0, 7)}-01`))].sort();
      for (const tenantMonth of months) {
        const [tenantId, month] = tenantMonth.split(" ") as [string, string];
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`analytics_monthly ${tenantMonth}`}, 0))`);
        for (const statement of monthlyRowsStatements(tenantId, month)) await tx.execute(statement);
      }
      return rows.length;
    });
    days += taken;
    if (taken < batch) break;
  }
  return { days, salts: await forgetOldSalts(db) };
}
