import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { dailyRows, waitingDays } from "./daily-rows";
import { flushAnalyticsEvents } from "./event-buffer";
import { addDays, type ReportRange } from "./report-range";

type Row = { day: string; dimension: string; type: string; events: number; visitors: number };
type RankedRow = { dimension: string; key: string; type: string; events: number; visitors: number };

export type Traffic = {
  visitors: number;
  pageViews: number;
  /** Distinct visitors per day who sent an event of the type, summed over the days. */
  visitorsByType: Record<string, number>;
  eventsByType: Record<string, number>;
  byDay: Map<string, { visitors: number; pageViews: number }>;
  /** The top keys of the path, product, referrer and country dimensions (by events), per type. */
  top: RankedRow[];
};

const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};

/**
 * How a range's ranked rows are read: the whole months inside it that are over (before today's month) and have no
 * day waiting for the rollup pass from analytics_monthly, every other day from the daily rows (in order).
 */
export function splitByMonths(
  range: { from: string; to: string; today: string },
  waiting: ReadonlySet<string>,
): { months: string[]; days: [string, string][] } {
  const months: string[] = [];
  const days: [string, string][] = [];
  const addSpan = (from: string, to: string) => {
    const last = days.at(-1);
    if (last && addDays(last[1], 1) === from) last[1] = to;
    else days.push([from, to]);
  };
  let day = range.from;
  while (day <= range.to) {
    const next = firstOfNextMonth(day);
    const end = addDays(next, -1);
    const whole = day.endsWith("-01") && end <= range.to && end < range.today;
    const anyWaiting = whole && [...waiting].some((d) => d >= day && d <= end);
    if (whole && !anyWaiting) months.push(day);
    else addSpan(day, end < range.to ? end : range.to);
    day = next;
  }
  return { months, days };
}

/**
 * The store's traffic over the range: totals and by day (the daily rows of event types and visits), and the top pages,
 * products, referrers and countries (`top` of each; 0 reads none), whose sums come from the monthly rollups for the
 * range's whole past months and from the daily rows for the rest. `byMonth: false` reads every day's rows (the
 * answer is the same).
 */
export async function readTraffic({
  tenantId,
  range,
  top = 10,
  byMonth = true,
  db: given,
}: {
  tenantId: string;
  range: Pick<ReportRange, "from" | "to" | "today">;
  top?: number;
  byMonth?: boolean;
  db?: Database;
}): Promise<Traffic> {
  if (!given) await flushAnalyticsEvents();
  const db = given ?? (await getDb());
  const waiting = await waitingDays(db, tenantId, range.from, range.to);
  const [rows, ranked] = await Promise.all([
    db
      .execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, type, sum(events)::int as events, sum(visitors)::int as visitors
          from (${dailyRows(tenantId, range.from, range.to, range.today, { waiting, dimensions: "totals" })}) r group by day, dimension, type`,
      )
      .then((r) => (r as unknown as { rows: Row[] }).rows),
    top > 0 ? readRanked({ db, tenantId, range, top, byMonth, waiting }) : Promise.resolve([]),
  ]);
  const traffic: Traffic = { visitors: 0, pageViews: 0, visitorsByType: {}, eventsByType: {}, byDay: new Map(), top: ranked };
  for (const r of rows) {
    const events = Number(r.events);
    const visitors = Number(r.visitors);
    const day = traffic.byDay.get(r.day) ?? { visitors: 0, pageViews: 0 };
    traffic.byDay.set(r.day, day);
    if (r.dimension === "visit") {
      traffic.visitors += visitors;
      day.visitors += visitors;
    } else {
      traffic.visitorsByType[r.type] = (traffic.visitorsByType[r.type] ?? 0) + visitors;
      traffic.eventsByType[r.type] = (traffic.eventsByType[r.type] ?? 0) + events;
      if (r.type === "page_view") {
        traffic.pageViews += events;
        day.pageViews += events;
      }
    }
  }
  return traffic;
}

async function readRanked({
  db,
  tenantId,
  range,
  top,
  byMonth,
  waiting,
}: {
  db: Database;
  tenantId: string;
  range: Pick<ReportRange, "from" | "to" | "today">;
  top: number;
  byMonth: boolean;
  waiting: string[];
}): Promise<RankedRow[]> {
  const plan = byMonth ? splitByMonths(range, new Set(waiting)) : { months: [], days: [[range.from, range.to] as [string, string]] };
  const parts: SQL[] = plan.days.map(
    ([from, to]) =>
      sql`select dimension, key, type, events, visitors from (${dailyRows(tenantId, from, to, range.today, { waiting, dimensions: "ranked" })}) d`,
  );
  if (plan.months.length)
    parts.push(sql`select m.dimension, m.key, m.type, m.events, m.visitors from analytics_monthly m
      where m.tenant_id = ${tenantId}::uuid and m.month in (${sql.join(
        plan.months.map((month) => sql`${month}::date`),
        sql`, `,
      )}) and m.dimension not in ('type', 'visit')`);
  const rows = (
    (await db.execute(sql`select dimension, key, type, events, visitors from (
        select dimension, key, type, sum(events)::int as events, sum(visitors)::int as visitors,
          row_number() over (partition by dimension, type order by sum(events) desc, key) as rank
        from (${sql.join(parts, sql` union all `)}) r group by dimension, key, type) t
      where rank <= ${top} order by dimension, type, rank`)) as unknown as { rows: RankedRow[] }
  ).rows;
  return rows.map((r) => ({ dimension: r.dimension, key: r.key, type: r.type, events: Number(r.events), visitors: Number(r.visitors) }));
}
