import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isNotFound, OperationError } from "@/lib/api/caller";
import { requireOwner } from "@/lib/admin/session";
import { TableFrame } from "../../../../_components/table-frame";

export const metadata: Metadata = { title: "Webhook deliveries" };

/** One webhook's delivery log (GET /operator/webhooks/{id}/deliveries). */
export default async function WebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller } = await requireOwner();
  const deliveries = await caller.listWebhookDeliveries({ params: { id }, query: { perPage: "50" } }).catch((error: unknown) => {
    // An id that is not a UUID is 422 from the API: no such webhook either way.
    if (isNotFound(error) || (error instanceof OperationError && error.status === 422)) notFound();
    throw error;
  });
  return (
    <>
      <h1>Webhook deliveries</h1>
      <p>
        <a href="/admin/settings">Back to settings</a>
      </p>
      <TableFrame label="Webhook deliveries">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Event</th>
              <th>Status</th>
              <th className="num">Tries</th>
              <th>Last answer</th>
              <th>Created</th>
              <th>Next try</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((d) => (
              <tr key={d.id}>
                <td data-label="Event">{d.event}</td>
                <td data-label="Status">
                  <span className="admin-badge">{d.status}</span>
                </td>
                <td className="num" data-label="Tries">
                  {d.attempts}
                </td>
                <td data-label="Last answer">{d.lastResponseStatus ?? d.lastError ?? "—"}</td>
                <td data-label="Created">{d.createdAt.slice(0, 16).replace("T", " ")}</td>
                <td data-label="Next try">{d.nextAttemptAt?.slice(0, 16).replace("T", " ") ?? "—"}</td>
              </tr>
            ))}
            {deliveries.data.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-muted">
                  Nothing delivered yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
