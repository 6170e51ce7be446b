import "server-only";
import { readBooks } from "./read-sales";
import { readTraffic } from "./read-traffic";
import { reportRange } from "./report-range";
import type { AnalyticsFunnel, AnalyticsRangeQuery } from "./schemas";

/**
 * GET /operator/analytics/funnel: visitors, and of them those who viewed a product, added to a cart and started a
 * checkout (each distinct per day, summed over the range's days), then the orders placed at checkout (from the
 * orders themselves); each step with the share of the step before that it lost.
 */
export async function getFunnel({ tenantId, query }: { tenantId: string; query: AnalyticsRangeQuery }): Promise<AnalyticsFunnel> {
  const range = await reportRange({ tenantId, from: query.from, to: query.to });
  const [traffic, books] = await Promise.all([
    readTraffic({ tenantId, range, top: 0 }),
    readBooks({ tenantId, range, marketId: query.market }),
  ]);
  const counts = [
    ["visitors", traffic.visitors],
    ["product_views", traffic.visitorsByType.product_view ?? 0],
    ["adds_to_cart", traffic.visitorsByType.add_to_cart ?? 0],
    ["checkouts_started", traffic.visitorsByType.checkout_started ?? 0],
    ["orders", books.filter((d) => d.kind === "order").reduce((n, d) => n + d.orders, 0)],
  ] as const;
  const steps = counts.map(([step, count], i) => {
    const before = i > 0 ? counts[i - 1]![1] : null;
    return {
      step,
      count,
      dropOff: before === null ? null : before > 0 ? Math.round(Math.max(0, 1 - count / before) * 10_000) / 10_000 : 0,
    };
  });
  const visitors = traffic.visitors;
  return {
    from: range.from,
    to: range.to,
    steps,
    conversionRate: visitors > 0 ? Math.round((counts[4][1] / visitors) * 10_000) / 10_000 : 0,
  };
}
