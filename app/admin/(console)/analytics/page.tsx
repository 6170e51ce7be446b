import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { OperationError, type OperationOutput } from "@/lib/api/caller";
import { TableFrame } from "../../_components/table-frame";
import { FunnelChart, SeriesChart } from "./lazy-charts";

export const metadata: Metadata = { title: "Analytics" };

type Search = { range?: string; from?: string; to?: string; compare?: string };
type Overview = OperationOutput<"getAnalyticsOverview">["data"];
type Totals = Omit<Overview, "series" | "topProducts" | "topPages" | "referrers" | "countries" | "previous" | "timezone">;

const presets = [
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "90d", label: "90 days", days: 90 },
  { id: "12m", label: "12 months", days: 365 },
] as const;

const stepLabels: Record<string, string> = {
  visitors: "Visitors",
  product_views: "Viewed a product",
  adds_to_cart: "Added to cart",
  checkouts_started: "Started checkout",
  orders: "Ordered",
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

/** The figure's change against the previous period, in words. */
function change(now: number, before: number | undefined): string | null {
  if (before === undefined) return null;
  if (before === 0) return now === 0 ? "no change" : "new";
  const delta = ((now - before) / before) * 100;
  return `${delta >= 0 ? "+" : ""}${delta.toFixed(1)}% on the previous period`;
}

function Cards({ totals, previous }: { totals: Totals; previous: Totals | null }) {
  const c = totals.converted;
  const p = previous?.converted;
  const cards: { label: string; value: string; now: number; before?: number }[] = [
    { label: "Visitors", value: String(totals.visitors), now: totals.visitors, before: previous?.visitors },
    { label: "Page views", value: String(totals.pageViews), now: totals.pageViews, before: previous?.pageViews },
    { label: "Conversion", value: percent(totals.conversionRate), now: totals.conversionRate, before: previous?.conversionRate },
    { label: "Orders", value: String(totals.orders), now: totals.orders, before: previous?.orders },
    ...(c
      ? [
          { label: "Gross sales", value: c.displayGrossSales, now: c.grossSales, before: p?.grossSales },
          { label: "Discounts", value: c.displayDiscounts, now: c.discounts, before: p?.discounts },
          { label: "Refunds", value: c.displayRefunds, now: c.refunds, before: p?.refunds },
          { label: "Net sales", value: c.displayNetSales, now: c.netSales, before: p?.netSales },
          { label: "Average order", value: c.displayAverageOrderValue, now: c.averageOrderValue, before: p?.averageOrderValue },
        ]
      : []),
  ];
  return (
    <div className="admin-cards" data-testid="analytics-cards">
      {cards.map((card) => (
        <div className="admin-card" key={card.label}>
          <span className="admin-muted">{card.label}</span>
          <span className="admin-figure">{card.value}</span>
          {change(card.now, card.before) && <span className="admin-muted">{change(card.now, card.before)}</span>}
        </div>
      ))}
    </div>
  );
}

/**
 * The store's analytics (GET /operator/analytics/overview, /funnel and /subscriptions): a range (presets or days
 * chosen), the comparison with the period before, the charts (each with its table), the funnel with its drop-off,
 * the top products and pages, the sources, the subscriptions with their cohorts, and the CSV of the range.
 */
export default async function AdminAnalyticsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller } = await requireStaff();
  const search = await searchParams;
  const { data: store } = await caller.getStoreSettings();
  const today = todayIn(store.timezone);
  const preset = presets.find((p) => p.id === search.range);
  const custom = !preset && dayPattern.test(search.from ?? "") && dayPattern.test(search.to ?? "");
  const days = preset?.days ?? 30;
  const to = custom ? search.to! : today;
  const from = custom ? search.from! : addDays(today, -(days - 1));
  const compare = search.compare === "1";
  const query = { from, to, ...(compare ? { compare: "previous" as const } : {}) };
  let overview: Overview, funnel: OperationOutput<"getAnalyticsFunnel">["data"], subs: OperationOutput<"getAnalyticsSubscriptions">["data"];
  try {
    [{ data: overview }, { data: funnel }, { data: subs }] = await Promise.all([
      caller.getAnalyticsOverview({ query }),
      caller.getAnalyticsFunnel({ query: { from, to } }),
      caller.getAnalyticsSubscriptions({ query: { from, to } }),
    ]);
  } catch (error) {
    if (!(error instanceof OperationError) || error.status !== 422) throw error;
    return (
      <>
        <h1>Analytics</h1>
        <p role="alert">{"message" in error.body ? error.body.message : "That range cannot be shown."}</p>
        <p>
          <a href="/admin/analytics">Show the last 30 days</a>
        </p>
      </>
    );
  }
  const rangeLink = (id: string) => `/admin/analytics?range=${id}${compare ? "&compare=1" : ""}`;
  const compareLink = custom
    ? `/admin/analytics?from=${from}&to=${to}${compare ? "" : "&compare=1"}`
    : `/admin/analytics?range=${preset?.id ?? "30d"}${compare ? "" : "&compare=1"}`;
  const steps = funnel.steps.map((s) => ({ label: stepLabels[s.step] ?? s.step, count: s.count, dropOff: s.dropOff }));
  const primary = overview.converted?.currencyCode;
  return (
    <>
      <h1>Analytics</h1>
      <nav className="admin-toolbar" aria-label="Range">
        {presets.map((p) => (
          <a key={p.id} className="admin-button secondary" href={rangeLink(p.id)} aria-current={preset?.id === p.id ? "page" : undefined}>
            {p.label}
          </a>
        ))}
        <a className="admin-button secondary" href={compareLink} aria-pressed={compare} role="button">
          {compare ? "Hide comparison" : "Compare with the previous period"}
        </a>
      </nav>
      <form className="admin-toolbar" method="get" aria-label="Choose the days">
        <label className="admin-field">
          <span>From</span>
          <input type="date" name="from" defaultValue={from} max={today} required />
        </label>
        <label className="admin-field">
          <span>To</span>
          <input type="date" name="to" defaultValue={to} required />
        </label>
        {compare && <input type="hidden" name="compare" value="1" />}
        <button className="admin-button secondary" type="submit">
          Show
        </button>
        <a className="admin-button secondary" href={`/admin/analytics/export.csv?from=${from}&to=${to}`} download>
          Export CSV
        </a>
      </form>
      <p className="admin-muted" data-testid="analytics-range">
        {from} to {to} ({overview.timezone}){primary ? `; amounts in ${primary}, other currencies at the markets' rates` : ""}.
        {overview.unconvertedCurrencies.length > 0 && ` Not converted: ${overview.unconvertedCurrencies.join(", ")}.`}
      </p>

      <Cards totals={overview} previous={overview.previous} />

      <section aria-labelledby="by-day">
        <h2 id="by-day">Visitors and orders by day</h2>
        <SeriesChart series={overview.series} />
        <details>
          <summary>The figures by day</summary>
          <TableFrame label="Visitors and orders by day">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Day</th>
                  <th className="num">Visitors</th>
                  <th className="num">Page views</th>
                  <th className="num">Orders</th>
                  <th className="num">Net sales</th>
                </tr>
              </thead>
              <tbody>
                {overview.series.map((d) => (
                  <tr key={d.date}>
                    <td data-label="Day">{d.date}</td>
                    <td className="num" data-label="Visitors">
                      {d.visitors}
                    </td>
                    <td className="num" data-label="Page views">
                      {d.pageViews}
                    </td>
                    <td className="num" data-label="Orders">
                      {d.orders}
                    </td>
                    <td className="num" data-label="Net sales">
                      {d.displayNetSales}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </details>
      </section>

      {overview.currencies.length > 0 && (
        <section aria-labelledby="currencies">
          <h2 id="currencies">Sales by currency</h2>
          <TableFrame labelledBy="currencies">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Currency</th>
                  <th className="num">Orders</th>
                  <th className="num">Gross sales</th>
                  <th className="num">Discounts</th>
                  <th className="num">Refunds</th>
                  <th className="num">Net sales</th>
                </tr>
              </thead>
              <tbody>
                {overview.currencies.map((c) => (
                  <tr key={c.currencyCode}>
                    <td>{c.currencyCode}</td>
                    <td className="num" data-label="Orders">
                      {c.orders}
                    </td>
                    <td className="num" data-label="Gross sales">
                      {c.displayGrossSales}
                    </td>
                    <td className="num" data-label="Discounts">
                      {c.displayDiscounts}
                    </td>
                    <td className="num" data-label="Refunds">
                      {c.displayRefunds}
                    </td>
                    <td className="num" data-label="Net sales">
                      {c.displayNetSales}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </section>
      )}

      <section aria-labelledby="funnel">
        <h2 id="funnel">Funnel</h2>
        <FunnelChart steps={steps} />
        <TableFrame labelledBy="funnel">
          <table className="admin-table" data-testid="analytics-funnel">
            <thead>
              <tr>
                <th>Step</th>
                <th className="num">Count</th>
                <th className="num">Drop-off</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((s) => (
                <tr key={s.label}>
                  <td>{s.label}</td>
                  <td className="num" data-label="Count">
                    {s.count}
                  </td>
                  <td className="num" data-label="Drop-off">
                    {percent(s.dropOff)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </section>

      <section aria-labelledby="top-products">
        <h2 id="top-products">Top products</h2>
        {overview.topProducts.length === 0 ? (
          <p className="admin-muted">No product was viewed or sold in these days.</p>
        ) : (
          <TableFrame labelledBy="top-products">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Product</th>
                  <th className="num">Views</th>
                  <th className="num">Adds to cart</th>
                  <th className="num">Units sold</th>
                </tr>
              </thead>
              <tbody>
                {overview.topProducts.map((p) => (
                  <tr key={p.productId}>
                    <td>{p.title}</td>
                    <td className="num" data-label="Views">
                      {p.views}
                    </td>
                    <td className="num" data-label="Adds to cart">
                      {p.addsToCart}
                    </td>
                    <td className="num" data-label="Units sold">
                      {p.unitsSold}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      <section aria-labelledby="top-pages">
        <h2 id="top-pages">Top pages</h2>
        {overview.topPages.length === 0 ? (
          <p className="admin-muted">No page views in these days.</p>
        ) : (
          <TableFrame labelledBy="top-pages">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Page</th>
                  <th className="num">Views</th>
                  <th className="num">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {overview.topPages.map((p) => (
                  <tr key={p.path}>
                    <td>{p.path}</td>
                    <td className="num" data-label="Views">
                      {p.views}
                    </td>
                    <td className="num" data-label="Visitors">
                      {p.visitors}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources">Where visitors came from</h2>
        <div className="admin-cards">
          <TableFrame label="Referring sites">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Site</th>
                  <th className="num">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {overview.referrers.map((r) => (
                  <tr key={r.host}>
                    <td>{r.host}</td>
                    <td className="num" data-label="Visitors">
                      {r.visitors}
                    </td>
                  </tr>
                ))}
                {overview.referrers.length === 0 && (
                  <tr>
                    <td colSpan={2}>None</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableFrame>
          <TableFrame label="Countries">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Country</th>
                  <th className="num">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {overview.countries.map((c) => (
                  <tr key={c.countryCode}>
                    <td>{c.countryCode === "XX" ? "Unknown" : c.countryCode}</td>
                    <td className="num" data-label="Visitors">
                      {c.visitors}
                    </td>
                  </tr>
                ))}
                {overview.countries.length === 0 && (
                  <tr>
                    <td colSpan={2}>None</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableFrame>
        </div>
      </section>

      <section aria-labelledby="subscriptions">
        <h2 id="subscriptions">Subscriptions</h2>
        <div className="admin-cards">
          <div className="admin-card">
            <span className="admin-muted">Active</span>
            <span className="admin-figure">{subs.active}</span>
          </div>
          <div className="admin-card">
            <span className="admin-muted">New</span>
            <span className="admin-figure">{subs.new}</span>
          </div>
          <div className="admin-card">
            <span className="admin-muted">Churned</span>
            <span className="admin-figure">{subs.churned}</span>
          </div>
          <div className="admin-card">
            <span className="admin-muted">Churn rate</span>
            <span className="admin-figure">{percent(subs.churnRate)}</span>
          </div>
          {subs.mrr.map((m) => (
            <div className="admin-card" key={m.currencyCode}>
              <span className="admin-muted">Monthly recurring revenue ({m.currencyCode})</span>
              <span className="admin-figure">{m.displayMrr}</span>
            </div>
          ))}
        </div>
        {subs.cohorts.length > 0 && (
          <>
            <h3 id="cohorts">Retention by the month subscriptions started</h3>
            <TableFrame labelledBy="cohorts">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th>Started</th>
                    <th className="num">Subscriptions</th>
                    {Array.from({ length: Math.max(...subs.cohorts.map((c) => c.retention.length)) }, (_, k) => (
                      <th className="num" key={k}>
                        Month {k}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {subs.cohorts.map((c) => (
                    <tr key={c.month}>
                      <td data-label="Started">{c.month}</td>
                      <td className="num" data-label="Subscriptions">
                        {c.subscriptions}
                      </td>
                      {c.retention.map((r, k) => (
                        <td className="num" key={k} data-label={`Month ${k}`}>
                          {percent(r)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </>
        )}
      </section>
    </>
  );
}
