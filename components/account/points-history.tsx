"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { usePointsHistory } from "@/hooks/use-points";
import { formatDate } from "@/lib/storefront/format";

const typeLabels: Record<string, string> = {
  order: "Order",
  signup: "Welcome",
  adjustment: "Adjustment",
  redemption: "Redeemed",
  expiry: "Expired",
};
const perPage = 10;

export function PointsHistory() {
  const router = useRouter();
  const params = useSearchParams();
  const requested = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const history = usePointsHistory(page, perPage);
  const first = usePointsHistory(1, perPage);
  const data = history.data;
  const balance = first.data?.enabled ? (first.data.data[0]?.balanceAfter ?? 0) : null;
  const go = (p: number) => router.push(`/account/points?page=${p}`, { scroll: false });

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>Points</h1>
        <p className="muted" style={{ margin: 0 }}>
          Earn points on every order and redeem them for discounts.
        </p>
      </div>
      <QueryState isPending={history.isPending} error={history.error} retry={() => void history.refetch()} label="your points" rows={6}>
        {data && !data.enabled ? (
          <EmptyState title="Rewards are not available">This shop doesn&apos;t run a points programme at the moment.</EmptyState>
        ) : data?.enabled ? (
          <>
            <div className="stat-grid">
              <div className="card stat">
                <div className="value" data-testid="points-balance">
                  {balance ?? "–"}
                </div>
                <div className="label">Points balance</div>
              </div>
              <div className="card stat">
                <div className="value">{data.meta.total}</div>
                <div className="label">Transactions</div>
              </div>
            </div>
            {data.data.length ? (
              <div className="card" aria-busy={history.isFetching}>
                <div className="table-wrap">
                  <table className="table table-stack table-compact" data-testid="points-table">
                    <caption className="sr-only">
                      Points history, page {data.meta.currentPage} of {data.meta.lastPage}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Description</th>
                        <th scope="col">Order</th>
                        <th scope="col" className="num">
                          Points
                        </th>
                        <th scope="col" className="num">
                          Balance
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((t) => (
                        <tr key={t.id}>
                          <td data-label="Date">
                            <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
                          </td>
                          <td data-label="Description">
                            {t.description} <span className="badge">{typeLabels[t.type] ?? t.type}</span>
                          </td>
                          <td data-label="Order">{t.order?.orderId ?? "–"}</td>
                          <td data-label="Points" className={`num ${t.points >= 0 ? "points-plus" : "points-minus"}`}>
                            {t.points > 0 ? "+" : ""}
                            {t.points}
                          </td>
                          <td data-label="Balance" className="num">
                            {t.balanceAfter}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <nav className="pagination" aria-label="Points history pages">
                  <button type="button" className="button button-small button-ghost" disabled={page <= 1} onClick={() => go(page - 1)}>
                    ← Newer
                  </button>
                  <span className="muted" data-testid="points-page">
                    Page {data.meta.currentPage} of {data.meta.lastPage}
                  </span>
                  <button
                    type="button"
                    className="button button-small button-ghost"
                    disabled={page >= data.meta.lastPage}
                    onClick={() => go(page + 1)}
                  >
                    Older →
                  </button>
                </nav>
              </div>
            ) : data.meta.total > 0 ? (
              // A page past the end (an old link, a typed ?page=): the points exist, this page does not.
              <EmptyState
                title={`There is no page ${page}`}
                actions={
                  <button type="button" className="button" onClick={() => go(data.meta.lastPage)}>
                    Go to the last page ({data.meta.lastPage})
                  </button>
                }
              >
                Your {data.meta.total} transactions fill {data.meta.lastPage === 1 ? "one page" : `${data.meta.lastPage} pages`}.
              </EmptyState>
            ) : (
              <EmptyState title="No points yet">Place an order to start earning.</EmptyState>
            )}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
