import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { TableFrame } from "../../../../_components/table-frame";

export const metadata: Metadata = { title: "Product import" };

type Params = { id: string };

const statusText = {
  queued: "Waiting to start.",
  running: "Importing…",
  done: "Finished.",
  failed: "Stopped on an unexpected error: the rows before it are imported. Upload the file again to finish it.",
} as const;

/**
 * One product CSV import (GET /operator/imports/{id}): how far it got, what it created and changed, and each refused
 * row with its line and column. While it runs, reloading the page shows its progress.
 */
export default async function AdminProductImportPage({ params }: { params: Promise<Params> }) {
  const { id } = await params;
  const { caller } = await requireStaff();
  const job = await caller
    .getProductImport({ params: { id } })
    .then((r) => r.data)
    .catch((error: unknown) => {
      if (error instanceof OperationError && error.status === 404) return undefined;
      throw error;
    });
  if (!job) notFound();
  const working = job.status === "queued" || job.status === "running";
  return (
    <>
      <p>
        <Link href="/admin/products">← Products</Link>
      </p>
      <h1>Product import</h1>
      <p role="status">
        <span className="admin-badge">{job.status}</span> {statusText[job.status]}
      </p>
      <dl className="admin-dl">
        <dt>Rows</dt>
        <dd>
          {job.rowsDone} of {job.rowsTotal} done
        </dd>
        <dt>Created</dt>
        <dd>{job.created}</dd>
        <dt>Updated</dt>
        <dd>{job.updated}</dd>
        <dt>Problems</dt>
        <dd>{job.errors.length}</dd>
      </dl>
      {working && (
        <p>
          <a href={`/admin/products/imports/${job.id}`}>Reload</a> to see its progress.
        </p>
      )}
      {job.errors.length > 0 && (
        <>
          <h2 id="refused">Refused rows</h2>
          <p className="admin-muted">
            None of these rows was written. Correct them and import the file again: rows already imported are matched by their handle and
            changed, not added twice.
          </p>
          <TableFrame labelledBy="refused">
            <table className="admin-table" aria-labelledby="refused">
              <thead>
                <tr>
                  <th className="num">Line</th>
                  <th>Column</th>
                  <th>Why</th>
                </tr>
              </thead>
              <tbody>
                {job.errors.map((e, i) => (
                  <tr key={i}>
                    <td className="num" data-label="Line">
                      {e.line || "—"}
                    </td>
                    <td data-label="Column">{e.column || "—"}</td>
                    <td data-label="Why">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </>
      )}
    </>
  );
}
