import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import { salesTotals } from "../pricing/sales-figures";
import { convertMinor, exchangeRates, rangeCondition, readBooks, salesFigures, sumBooks, type BooksDay } from "./read-sales";
import { readTraffic, type Traffic } from "./read-traffic";
import { addDays, previousRange, reportRange, type ReportRange } from "./report-range";
import type { AnalyticsOverview, AnalyticsRangeQuery, OverviewTotals } from "./schemas";

const ratio = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : 0);

function totals(range: ReportRange, books: BooksDay[], traffic: Traffic, rates: Map<string, number>): OverviewTotals {
  const perCurrency = [...sumBooks(books, (d) => d.currencyCode).values()].sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
  const primary = range.primaryCurrency;
  const unconverted = perCurrency.filter((s) => !primary || !rates.has(s.currencyCode)).map((s) => s.currencyCode);
  const convertible = books.filter((d) => primary && rates.has(d.currencyCode));
  const converted = primary
    ? (sumBooks(
        convertible,
        () => primary,
        (d, minor) => convertMinor(minor, d.currencyCode, primary, rates.get(d.currencyCode) ?? 1),
      ).get(primary) ?? { currencyCode: primary, orders: 0, charged: 0, discounts: 0, refunds: 0, byKind: new Map() })
    : null;
  const orders = perCurrency.reduce((n, s) => n + s.orders, 0);
  const checkoutOrders = books.filter((d) => d.kind === "order").reduce((n, d) => n + d.orders, 0);
  return {
    from: range.from,
    to: range.to,
    visitors: traffic.visitors,
    pageViews: traffic.pageViews,
    conversionRate: ratio(checkoutOrders, traffic.visitors),
    orders,
    converted: converted ? salesFigures(converted) : null,
    unconvertedCurrencies: unconverted,
    currencies: perCurrency.map(salesFigures),
  };
}

/**
 * GET /operator/analytics/overview: the range's traffic (from the beacon's events) and sales (from the orders and
 * refunds themselves), per currency and converted to the primary currency, by day, with the top products, pages,
 * referrers and countries; with compare=previous the same totals for the as many days just before.
 */
export async function getOverview({ tenantId, query }: { tenantId: string; query: AnalyticsRangeQuery }): Promise<AnalyticsOverview> {
  const range = await reportRange({ tenantId, from: query.from, to: query.to });
  const before = query.compare === "previous" ? previousRange(range) : null;
  const [books, traffic, rates, previousBooks, previousTraffic] = await Promise.all([
    readBooks({ tenantId, range, marketId: query.market }),
    readTraffic({ tenantId, range }),
    exchangeRates(tenantId),
    before ? readBooks({ tenantId, range: before, marketId: query.market }) : Promise.resolve([]),
    before ? readTraffic({ tenantId, range: before, top: 0 }) : Promise.resolve(null),
  ]);
  const primary = range.primaryCurrency;
  const series: AnalyticsOverview["series"] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const t = traffic.byDay.get(day);
    const of = books.filter((d) => d.day === day && (!primary || rates.has(d.currencyCode)));
    const net = primary
      ? of.reduce((n, d) => n + convertMinor(salesTotals(d).net, d.currencyCode, primary, rates.get(d.currencyCode) ?? 1), 0)
      : 0;
    series.push({
      date: day,
      visitors: t?.visitors ?? 0,
      pageViews: t?.pageViews ?? 0,
      orders: books.filter((d) => d.day === day).reduce((n, d) => n + d.orders, 0),
      netSales: primary ? toMajorUnits(net, primary) : 0,
      displayNetSales: primary ? formatMoney(net, primary) : "",
    });
  }
  return {
    ...totals(range, books, traffic, rates),
    timezone: range.timezone,
    series,
    topProducts: await topProducts({ tenantId, range, traffic, marketId: query.market }),
    topPages: traffic.top.filter((t) => t.dimension === "path").map((t) => ({ path: t.key, views: t.events, visitors: t.visitors })),
    referrers: traffic.top
      .filter((t) => t.dimension === "referrer")
      .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key))
      .map((t) => ({ host: t.key, visitors: t.visitors })),
    countries: traffic.top
      .filter((t) => t.dimension === "country")
      .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key))
      .map((t) => ({ countryCode: t.key, visitors: t.visitors })),
    previous: before && previousTraffic ? totals(before, previousBooks, previousTraffic, rates) : null,
  };
}

/** The products most sold (units of the range's orders) and most viewed, with their views and adds to cart. */
async function topProducts({
  tenantId,
  range,
  traffic,
  marketId,
}: {
  tenantId: string;
  range: ReportRange;
  traffic: Traffic;
  marketId?: string;
}): Promise<AnalyticsOverview["topProducts"]> {
  const db = await getDb();
  const market = marketId ? sql`and o.market_id = ${marketId}::uuid` : sql``;
  const sold = (
    (await db.execute(sql`select l.product_id::text as product_id, sum(l.quantity)::int as units
      from order_lines l join orders o on o.id = l.order_id and o.tenant_id = l.tenant_id
      where l.tenant_id = ${tenantId}::uuid and l.product_id is not null and o.status not in ('pending_payment', 'cancelled') ${market}
        and ${rangeCondition(sql`coalesce(o.paid_at, o.created_at)`, range)}
      group by l.product_id order by units desc, l.product_id limit 10`)) as unknown as { rows: { product_id: string; units: number }[] }
  ).rows;
  const stats = new Map<string, { views: number; addsToCart: number; unitsSold: number }>();
  const of = (id: string) => {
    let s = stats.get(id);
    if (!s) stats.set(id, (s = { views: 0, addsToCart: 0, unitsSold: 0 }));
    return s;
  };
  for (const r of sold) of(r.product_id).unitsSold = Number(r.units);
  for (const t of traffic.top.filter((t) => t.dimension === "product")) {
    if (t.type === "product_view") of(t.key).views = t.events;
    if (t.type === "add_to_cart") of(t.key).addsToCart = t.events;
  }
  const ids = [...stats.keys()];
  if (!ids.length) return [];
  const titles = new Map(
    (
      await db
        .select({ id: schema.products.id, title: schema.products.name })
        .from(schema.products)
        .where(and(eq(schema.products.tenantId, tenantId), inArray(schema.products.id, ids)))
    ).map((p) => [p.id, p.title]),
  );
  return ids
    .filter((id) => titles.has(id))
    .map((id) => ({ productId: id, title: titles.get(id) ?? "", ...of(id) }))
    .sort((a, b) => b.unitsSold - a.unitsSold || b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, 10);
}
