import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import { discountsGiven, salesTotals, toPrimaryCurrency } from "../pricing/sales-figures";
import type { ReportRange } from "./report-range";
import { orderKind } from "../orders/schemas";
import type { SalesFigures } from "./schemas";

type OrderRow = {
  day: string;
  currency_code: string;
  kind: string;
  orders: number;
  charged: string | number;
  code_discounts: string | number;
  points_discounts: string | number;
};
type RefundRow = { day: string; currency_code: string; refunded: string | number };

/** One currency's (or the converted) sums, in minor units. */
export type SalesSums = {
  currencyCode: string;
  orders: number;
  charged: number;
  discounts: number;
  refunds: number;
  byKind: Map<string, { orders: number; charged: number }>;
};

export type BooksDay = {
  day: string;
  currencyCode: string;
  kind: string;
  orders: number;
  charged: number;
  discounts: number;
  refunds: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The store's books over the range's days (its time zone): the orders paid (cancelled and unpaid ones left out), by
 * day, currency and kind, with what they charged and the discounts they gave (codes and points); and the refunds that
 * succeeded on those days (of orders not cancelled), by day and currency. `marketId`: that market's orders only.
 */
export async function readBooks({
  tenantId,
  range,
  marketId,
}: {
  tenantId: string;
  range: Pick<ReportRange, "from" | "to" | "timezone">;
  marketId?: string;
}): Promise<BooksDay[]> {
  const db = await getDb();
  const market = marketId ? sql`and o.market_id = ${marketId}::uuid` : sql``;
  const tz = range.timezone;
  const within = (at: SQL) => rangeCondition(at, range);
  const [orders, refunds] = await Promise.all([
    db
      .execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, currency_code, kind, orders, charged, code_discounts, points_discounts from (
          select (coalesce(o.paid_at, o.created_at) at time zone ${tz})::date as day, o.currency_code, o.kind,
            count(*)::int as orders, sum(o.total)::bigint as charged, sum(o.discount_total)::bigint as code_discounts, sum(o.points_value)::bigint as points_discounts
          from orders o
          where o.tenant_id = ${tenantId}::uuid and o.status not in ('pending_payment', 'cancelled') ${market} and ${within(sql`coalesce(o.paid_at, o.created_at)`)}
          group by 1, 2, 3) d`,
      )
      .then((r) => rowsOf<OrderRow>(r)),
    db
      .execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, currency_code, refunded from (
          select (coalesce(p.settled_at, p.created_at) at time zone ${tz})::date as day, p.currency_code, sum(p.amount)::bigint as refunded
          from payments p join orders o on o.id = p.order_id and o.tenant_id = p.tenant_id
          where p.tenant_id = ${tenantId}::uuid and p.kind = 'refund' and p.status = 'succeeded' and o.status <> 'cancelled' ${market}
            and ${within(sql`coalesce(p.settled_at, p.created_at)`)}
          group by 1, 2) d`,
      )
      .then((r) => rowsOf<RefundRow>(r)),
  ]);
  return [
    ...orders.map((r) => ({
      day: r.day,
      currencyCode: r.currency_code,
      kind: r.kind,
      orders: Number(r.orders),
      charged: Number(r.charged),
      discounts: discountsGiven({ codes: Number(r.code_discounts), points: Number(r.points_discounts) }),
      refunds: 0,
    })),
    ...refunds.map((r) => ({
      day: r.day,
      currencyCode: r.currency_code,
      kind: "refund",
      orders: 0,
      charged: 0,
      discounts: 0,
      refunds: Number(r.refunded),
    })),
  ];
}

/**
 * `at` (a timestamp) falls on one of the range's days in the store's time zone: a range of instants from the first
 * day's midnight to the midnight after the last, so an index on `at` serves it.
 */
export function rangeCondition(at: SQL, range: Pick<ReportRange, "from" | "to" | "timezone">): SQL {
  return sql`${at} >= (${range.from}::date::timestamp at time zone ${range.timezone})
    and ${at} < ((${range.to}::date + 1)::timestamp at time zone ${range.timezone})`;
}

/** Units of each currency per unit of the primary one, from the store's markets (the primary's is 1). */
export async function exchangeRates(tenantId: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = rowsOf<{ currency_code: string; rate: string | number }>(
    await db.execute(
      sql`select currency_code, (array_agg(exchange_rate order by is_primary desc, created_at))[1] as rate
        from markets where tenant_id = ${tenantId}::uuid group by currency_code`,
    ),
  );
  return new Map(rows.map((r) => [r.currency_code, Number(r.rate)]));
}

/** Sums the books' days by currency (or into one currency with `convert`). */
export function sumBooks(days: BooksDay[], keyOf: (d: BooksDay) => string, amountOf: (d: BooksDay, minor: number) => number = (_, m) => m) {
  const sums = new Map<string, SalesSums>();
  for (const d of days) {
    const key = keyOf(d);
    let s = sums.get(key);
    if (!s) sums.set(key, (s = { currencyCode: key, orders: 0, charged: 0, discounts: 0, refunds: 0, byKind: new Map() }));
    s.orders += d.orders;
    s.charged += amountOf(d, d.charged);
    s.discounts += amountOf(d, d.discounts);
    s.refunds += amountOf(d, d.refunds);
    if (d.kind !== "refund") {
      const k = s.byKind.get(d.kind) ?? { orders: 0, charged: 0 };
      k.orders += d.orders;
      k.charged += amountOf(d, d.charged);
      s.byKind.set(d.kind, k);
    }
  }
  return sums;
}

/** An amount of `currencyCode` in minor units of `primary`, at `rate` units of it per primary unit. */
export const convertMinor = toPrimaryCurrency;

/** The answer's figures of one currency's sums: gross (before discounts), discounts, refunds, net, average order. */
export function salesFigures(s: SalesSums): SalesFigures {
  const c = s.currencyCode;
  const m = (minor: number) => toMajorUnits(minor, c);
  const f = (minor: number) => formatMoney(minor, c);
  const { gross, net, averageOrder: aov } = salesTotals(s);
  return {
    currencyCode: c,
    orders: s.orders,
    grossSales: m(gross),
    displayGrossSales: f(gross),
    discounts: m(s.discounts),
    displayDiscounts: f(s.discounts),
    refunds: m(s.refunds),
    displayRefunds: f(s.refunds),
    netSales: m(net),
    displayNetSales: f(net),
    averageOrderValue: m(aov),
    displayAverageOrderValue: f(aov),
    byKind: [...s.byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([kind, k]) => {
        const known = orderKind.safeParse(kind);
        return known.success ? [{ kind: known.data, orders: k.orders, sales: m(k.charged), displaySales: f(k.charged) }] : [];
      }),
  };
}
