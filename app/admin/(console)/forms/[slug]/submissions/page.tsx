import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../../_components/admin-form";
import { AdminPager } from "../../../../_components/admin-pager";
import { TableFrame } from "../../../../_components/table-frame";
import { markSubmissionHandled } from "../../actions";
import type { FormField } from "@storefront/sdk";

export const metadata: Metadata = { title: "Form submissions" };

type Search = { q?: string; status?: string; page?: string };
const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ");

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") {
    const c = value as { accepted?: boolean; at?: string; version?: number };
    return c.accepted ? `accepted ${c.at ? when(c.at) : ""} (version ${c.version ?? "?"})` : "not accepted";
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** A form's submissions (GET /operator/forms/{slug}/submissions): search, details, mark handled, CSV export. */
export default async function AdminFormSubmissionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Search>;
}) {
  const { slug } = await params;
  const search = await searchParams;
  const { caller, csrfToken } = await requireStaff();
  const page = Math.max(1, Number.parseInt(search.page ?? "1", 10) || 1);
  const status = search.status === "handled" || search.status === "unhandled" ? search.status : undefined;
  const q = search.q?.trim() || undefined;
  let form, list;
  try {
    [{ data: form }, list] = await Promise.all([
      caller.getOperatorForm({ params: { slug } }),
      caller.listFormSubmissions({
        params: { slug },
        query: { page: String(page), perPage: "25", ...(q ? { q } : {}), ...(status ? { status } : {}) },
      }),
    ]);
  } catch (error) {
    if (error instanceof OperationError && error.status === 404) notFound();
    throw error;
  }
  const labels = new Map(form.fields.map((f: FormField) => [f.name, f.label]));
  const link = (n: number) =>
    `/admin/forms/${slug}/submissions?${new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}), page: String(n) }).toString()}`;
  return (
    <>
      <p>
        <Link href={`/admin/forms/${slug}`}>← {form.title}</Link>
      </p>
      <h1>Submissions: {form.title}</h1>
      <form className="admin-toolbar" role="search" action={`/admin/forms/${slug}/submissions`}>
        <label htmlFor="submission-q">Search values</label>
        <input id="submission-q" name="q" defaultValue={q ?? ""} />
        <label htmlFor="submission-status">Status</label>
        <select id="submission-status" name="status" defaultValue={status ?? ""}>
          <option value="">All</option>
          <option value="unhandled">Unhandled</option>
          <option value="handled">Handled</option>
        </select>
        <button type="submit" className="admin-button secondary">
          Search
        </button>
        <a className="admin-button secondary" href={`/admin/forms/${slug}/submissions.csv`} download>
          Export CSV
        </a>
      </form>
      <TableFrame label="Submissions">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Received</th>
              <th>From</th>
              <th>Answers</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => (
              <tr key={s.id}>
                <td data-label="Received">{when(s.createdAt)}</td>
                <td data-label="From">
                  {s.email ? <a href={`mailto:${s.email}`}>{s.email}</a> : <span className="admin-muted">no e-mail</span>}
                </td>
                <td data-label="Answers">
                  <details>
                    <summary>
                      {Object.keys(s.values).length} answers · version {s.version}
                    </summary>
                    <dl className="admin-details">
                      {Object.entries(s.values).map(([name, value]) => (
                        <div key={name}>
                          <dt>{labels.get(name) ?? name}</dt>
                          <dd style={{ whiteSpace: "pre-wrap" }}>{shown(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </td>
                <td data-label="Status">
                  {s.handled ? (
                    <>
                      <span className="admin-badge">handled {s.handledAt ? when(s.handledAt) : ""}</span>
                      <AdminForm
                        action={markSubmissionHandled.bind(null, slug, s.id, false)}
                        csrfToken={csrfToken}
                        submit="Mark unhandled"
                        tone="secondary"
                        inline
                        label={`Mark the submission of ${when(s.createdAt)} unhandled`}
                      />
                    </>
                  ) : (
                    <AdminForm
                      action={markSubmissionHandled.bind(null, slug, s.id, true)}
                      csrfToken={csrfToken}
                      submit="Mark handled"
                      inline
                      label={`Mark the submission of ${when(s.createdAt)} handled`}
                    />
                  )}
                </td>
              </tr>
            ))}
            {list.data.length === 0 && (
              <tr>
                <td colSpan={4} className="admin-muted">
                  No submissions here.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager
        currentPage={list.meta.currentPage}
        lastPage={list.meta.lastPage}
        summary={`${list.meta.total} submissions`}
        href={link}
      />
    </>
  );
}
