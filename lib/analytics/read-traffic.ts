import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dailyRows } from "./daily-rows";
import type { ReportRange } from "./report-range";

type Row = { day: string | null; dimension: string; key: string; type: string; events: number; visitors: number };

export type Traffic = {
  visitors: number;
  pageViews: number;
  /** Distinct visitors per day who sent an event of the type, summed over the days. */
  visitorsByType: Record<string, number>;
  eventsByType: Record<string, number>;
  byDay: Map<string, { visitors: number; pageViews: number }>;
  /** The top keys of the path, product, referrer and country dimensions (by events), per type. */
  top: { dimension: string; key: string; type: string; events: number; visitors: number }[];
};

/** The store's traffic over the range: totals, by day and the top pages, products, referrers and countries. */
export async function readTraffic({
  tenantId,
  range,
  top = 10,
}: {
  tenantId: string;
  range: Pick<ReportRange, "from" | "to" | "today">;
  top?: number;
}): Promise<Traffic> {
  const db = await getDb();
  const rows = (
    (await db.execute(sql`with r as (${dailyRows(tenantId, range.from, range.to, range.today)})
      select to_char(day, 'YYYY-MM-DD') as day, dimension, key, type, sum(events)::int as events, sum(visitors)::int as visitors
        from r where dimension in ('type', 'visit') group by day, dimension, key, type
      union all
      select null, dimension, key, type, events, visitors from (
        select dimension, key, type, sum(events)::int as events, sum(visitors)::int as visitors,
          row_number() over (partition by dimension, type order by sum(events) desc, key) as rank
        from r where dimension not in ('type', 'visit') group by dimension, key, type) t
      where rank <= ${top}`)) as unknown as { rows: Row[] }
  ).rows;
  const traffic: Traffic = { visitors: 0, pageViews: 0, visitorsByType: {}, eventsByType: {}, byDay: new Map(), top: [] };
  for (const r of rows) {
    const events = Number(r.events);
    const visitors = Number(r.visitors);
    if (r.day === null) {
      traffic.top.push({ dimension: r.dimension, key: r.key, type: r.type, events, visitors });
      continue;
    }
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
