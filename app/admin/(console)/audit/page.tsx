import type { Metadata } from "next";
import { auditSentence } from "@/lib/admin/audit-sentence";
import { requireOwner } from "@/lib/admin/session";
import { storeTime } from "@/lib/admin/store-time";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Audit log" };

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

/** Every staff write, newest first (GET /operator/audit-log): who, what, when, before and after. Owners only. */
export default async function AuditLogPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { caller } = await requireOwner();
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? "1", 10) || 1);
  const [{ data, meta }, { data: store }] = await Promise.all([
    caller.listAuditLog({ query: { page, perPage: 30 } }),
    caller.getStoreSettings(),
  ]);
  return (
    <>
      <h1>Audit log</h1>
      <TableFrame label="Audit log">
        <table className="admin-table fixed-columns">
          <colgroup>
            <col className="moment" />
            <col />
            <col className="wide" />
          </colgroup>
          <thead>
            <tr>
              <th>When</th>
              <th>What happened</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {data.map((e) => (
              <tr key={e.id}>
                <td data-label="When">
                  <time dateTime={e.createdAt}>{storeTime(e.createdAt, store.timezone)}</time>
                </td>
                <td data-label="What happened">
                  {auditSentence(e)}
                  <div className="admin-muted">{e.actorEmail}</div>
                </td>
                <td data-label="Details">
                  <details>
                    <summary>Request, before and after</summary>
                    <div className="admin-muted">
                      {e.operationId} · {e.method} {e.path.replace(/^\/api\/v1/, "")} → {e.status}
                    </div>
                    <pre style={{ whiteSpace: "pre-wrap", maxWidth: "40rem", fontSize: "0.75rem" }}>
                      {`Request: ${json(e.request)}\nBefore: ${json(e.before)}\nAfter: ${json(e.after)}`}
                    </pre>
                  </details>
                </td>
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={3} className="admin-muted">
                  No staff changes yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager
        currentPage={meta.currentPage}
        lastPage={meta.lastPage}
        href={(n) => `/admin/audit?page=${n}`}
        previous="Newer"
        next="Older"
      />
    </>
  );
}
