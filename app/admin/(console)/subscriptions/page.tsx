import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { subscriptionStatus } from "@/lib/subscriptions/schemas";
import { AdminField, AdminForm } from "../../_components/admin-form";
import { cancel, pause, retryNow } from "./actions";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Subscriptions" };

type Search = { status?: string; email?: string; page?: string };
const statuses = subscriptionStatus.options;
const label = (s: string) => s.replace(/_/g, " ");

/**
 * The store's subscriptions (GET /operator/subscriptions), past-due ones first by default: retry the payment now,
 * pause or cancel.
 */
export default async function AdminSubscriptionsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller, csrfToken } = await requireStaff();
  const search = await searchParams;
  const email = search.email?.trim() || undefined;
  // One customer's subscriptions are listed whatever their status; otherwise the past-due ones first.
  const status =
    search.status === "any" || (email && !search.status) ? undefined : (statuses.find((s) => s === search.status) ?? "past_due");
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const { data, meta } = await caller.listOperatorSubscriptions({ query: { status, email, page: String(page), perPage: "25" } });
  const lastPage = Math.max(1, Math.ceil(meta.total / meta.perPage));
  const link = (n: number) =>
    `/admin/subscriptions?${new URLSearchParams({ status: status ?? "any", ...(email ? { email } : {}), page: String(n) })}`;
  return (
    <>
      <h1>Subscriptions</h1>
      <form className="admin-toolbar" method="get" aria-label="Filter subscriptions">
        <label className="admin-field">
          <span>Status</span>
          <select name="status" defaultValue={status ?? "any"}>
            <option value="any">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Customer e-mail</span>
          <input name="email" type="search" defaultValue={email ?? ""} />
        </label>
        <button className="admin-button secondary" type="submit">
          Filter
        </button>
      </form>
      <TableFrame label="Subscriptions">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Subscription</th>
              <th>Customer</th>
              <th>Status</th>
              <th>Last renewal</th>
              <th>Next billing</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td data-label="Customer">
                  <a href={`/admin/subscriptions?email=${encodeURIComponent(s.customerEmail)}`}>{s.customerEmail}</a>
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{label(s.status)}</span>
                </td>
                <td data-label="Last renewal">
                  {s.lastRenewal ? (
                    <>
                      {s.lastRenewal.cycle} · {label(s.lastRenewal.status)} · attempt {s.lastRenewal.attempt}
                      {s.lastRenewal.nextRetryAt && (
                        <span className="admin-muted"> · next try {s.lastRenewal.nextRetryAt.slice(0, 16).replace("T", " ")}</span>
                      )}
                    </>
                  ) : (
                    <span className="admin-muted">none yet</span>
                  )}
                </td>
                <td data-label="Next billing">{s.status === "cancelled" ? "—" : (s.nextBillingDate ?? "—")}</td>
                <td data-label="Actions">
                  {s.status === "past_due" && (
                    <AdminForm
                      action={retryNow.bind(null, s.id)}
                      csrfToken={csrfToken}
                      submit="Retry payment now"
                      inline
                      label={`Retry the payment of ${s.name} for ${s.customerEmail}`}
                    />
                  )}
                  {(s.status === "active" || s.status === "past_due" || s.status === "paused") && (
                    <AdminForm
                      action={pause.bind(null, s.id)}
                      csrfToken={csrfToken}
                      submit="Pause"
                      tone="secondary"
                      inline
                      label={`Pause ${s.name} for ${s.customerEmail}`}
                    >
                      <AdminField name="resumeOn" errorKey="resumeOn" label="Resume on (optional)" type="date" />
                    </AdminForm>
                  )}
                  {s.status !== "cancelled" && (
                    <AdminForm
                      action={cancel.bind(null, s.id)}
                      csrfToken={csrfToken}
                      submit="Cancel"
                      tone="danger"
                      inline
                      label={`Cancel ${s.name} for ${s.customerEmail}`}
                    >
                      <AdminField
                        name="confirm"
                        label="Confirm"
                        options={[
                          { value: "", label: "Choose…" },
                          { value: "yes", label: "Yes, cancel it" },
                        ]}
                      />
                    </AdminForm>
                  )}
                </td>
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-muted">
                  No subscriptions {status ? `are ${label(status)}` : "yet"}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager currentPage={meta.currentPage} lastPage={lastPage} summary={`${meta.total} subscriptions`} href={link} />
    </>
  );
}
