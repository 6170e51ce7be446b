import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { AdminForm } from "../../_components/admin-form";
import { markHandled, markUnhandled } from "./actions";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Messages" };

type Search = { status?: string; page?: string };
const filters = [
  { value: "unhandled", label: "Unhandled" },
  { value: "handled", label: "Handled" },
  { value: "", label: "All" },
] as const;

/** The contact form's messages (GET /operator/messages): unhandled first by default, marked handled or back. */
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { caller, csrfToken } = await requireStaff();
  const search = await searchParams;
  const status = search.status === "handled" || search.status === "all" ? search.status : "unhandled";
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const [{ data, meta }, { data: store }] = await Promise.all([
    caller.listOperatorMessages({ query: { ...(status === "all" ? {} : { status }), page: String(page), perPage: "25" } }),
    caller.getStoreSettings(),
  ]);
  const when = (iso: string) => storeTime(iso, store.timezone);
  const link = (s: string, n = 1) => `/admin/messages?status=${s || "all"}&page=${n}`;
  return (
    <>
      <h1>Messages</h1>
      <nav className="admin-toolbar" aria-label="Filter messages">
        {filters.map((f) => {
          const value = f.value || "all";
          return (
            <a key={value} href={link(f.value)} className="admin-button secondary" aria-current={status === value ? "page" : undefined}>
              {f.label}
            </a>
          );
        })}
      </nav>
      <TableFrame label="Messages">
        <table className="admin-table fixed-columns">
          <colgroup>
            <col className="moment" />
            <col className="wide" />
            <col />
            <col className="moment" />
          </colgroup>
          <thead>
            <tr>
              <th>Received</th>
              <th>From</th>
              <th>Message</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.id}>
                <td data-label="Received">{when(m.createdAt)}</td>
                <td data-label="From">
                  {m.name ?? "—"}
                  <br />
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                  {m.company && <span className="admin-muted"> · {m.company}</span>}
                </td>
                <td data-label="Message">
                  <strong>{m.subject ?? "(no subject)"}</strong>
                  {m.message && <p style={{ margin: "0.25rem 0 0", whiteSpace: "pre-wrap" }}>{m.message}</p>}
                  {m.source && <span className="admin-muted">via {m.source}</span>}
                </td>
                <td data-label="Status">
                  {m.handled ? (
                    <>
                      <span className="admin-badge">handled {m.handledAt ? when(m.handledAt) : ""}</span>
                      <AdminForm
                        action={markUnhandled.bind(null, m.id)}
                        csrfToken={csrfToken}
                        submit="Mark unhandled"
                        tone="secondary"
                        inline
                        label={`Mark the message from ${m.email} unhandled`}
                      />
                    </>
                  ) : (
                    <AdminForm
                      action={markHandled.bind(null, m.id)}
                      csrfToken={csrfToken}
                      submit="Mark handled"
                      inline
                      label={`Mark the message from ${m.email} handled`}
                    />
                  )}
                </td>
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={4} className="admin-muted">
                  No messages here.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager
        currentPage={meta.currentPage}
        lastPage={meta.lastPage}
        summary={`${meta.total} messages`}
        href={(n) => link(status === "all" ? "" : status, n)}
      />
    </>
  );
}
