import "server-only";
import { csvRow } from "../csv/write-csv";
import { toMajorUnits } from "../money";
import { salesTotals } from "../pricing/sales-figures";
import { readBooks, sumBooks } from "./read-sales";
import { readTraffic } from "./read-traffic";
import { addDays, reportRange } from "./report-range";
import type { AnalyticsRangeQuery } from "./schemas";

export const analyticsCsvColumns = [
  "Date",
  "Visitors",
  "Page views",
  "Currency",
  "Orders",
  "Gross sales",
  "Discounts",
  "Refunds",
  "Net sales",
] as const;

/**
 * GET /operator/analytics/export.csv: one row per day of the range and currency its orders or refunds were in (a day
 * without any: one row in the primary currency with zeros), amounts in major units; the day's visitors and page views
 * on each of its rows. UTF-8 with a byte-order mark, CRLF.
 */
export async function exportAnalyticsCsv({ tenantId, query }: { tenantId: string; query: AnalyticsRangeQuery }): Promise<string> {
  const range = await reportRange({ tenantId, from: query.from, to: query.to });
  const [books, traffic] = await Promise.all([
    readBooks({ tenantId, range, marketId: query.market }),
    readTraffic({ tenantId, range, top: 0 }),
  ]);
  const out = ["\ufeff", csvRow(analyticsCsvColumns)];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const t = traffic.byDay.get(day) ?? { visitors: 0, pageViews: 0 };
    const sums = [
      ...sumBooks(
        books.filter((d) => d.day === day),
        (d) => d.currencyCode,
      ).values(),
    ];
    if (!sums.length) out.push(csvRow([day, t.visitors, t.pageViews, range.primaryCurrency ?? "", 0, 0, 0, 0, 0]));
    for (const s of sums.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))) {
      const m = (minor: number) => toMajorUnits(minor, s.currencyCode);
      const { gross, net } = salesTotals(s);
      out.push(csvRow([day, t.visitors, t.pageViews, s.currencyCode, s.orders, m(gross), m(s.discounts), m(s.refunds), m(net)]));
    }
  }
  return out.join("");
}
