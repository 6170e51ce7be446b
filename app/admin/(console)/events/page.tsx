import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Events" };

/** The store's events and every date of each (GET /operator/events): seats, tickets sold, checked in, held, left. */
export default async function AdminEventsPage() {
  const { caller } = await requireStaff();
  const { data } = await caller.listOperatorEvents();
  return (
    <>
      <h1>Events</h1>
      <p>
        <Link className="admin-button" href="/admin/events/new">
          New event
        </Link>{" "}
        <a className="admin-button" href="/admin/door">
          Door check-in
        </a>
      </p>
      {data.map((event) => (
        <section key={event.id} id={event.slug} aria-labelledby={`event-${event.id}`}>
          <h2 id={`event-${event.id}`}>
            {event.title} <span className="admin-badge">{event.status}</span>
          </h2>
          <p className="admin-muted">
            {event.venue} · times in {event.timeZone}
            {event.status === "published" && (
              <>
                {" "}
                · <a href={`/events/${encodeURIComponent(event.slug)}`}>view in the shop</a>
              </>
            )}
          </p>
          <TableFrame labelledBy={`event-${event.id}`}>
            <table className="admin-table" aria-labelledby={`event-${event.id}`}>
              <thead>
                <tr>
                  <th>Date</th>
                  <th className="num">Capacity</th>
                  <th className="num">Sold</th>
                  <th className="num">Checked in</th>
                  <th className="num">Held now</th>
                  <th className="num">Left</th>
                  <th className="num">Takings</th>
                </tr>
              </thead>
              <tbody>
                {event.occurrences.map((o) => (
                  <tr key={o.id}>
                    <td data-label="Date">
                      {o.displayStartsAt}
                      {o.cancelled && <span className="admin-badge">cancelled</span>}
                      {o.past && !o.cancelled && <span className="admin-badge">past</span>}
                      {!o.cancelled && !o.past && o.remaining === 0 && <span className="admin-badge">sold out</span>}
                    </td>
                    <td className="num" data-label="Capacity">
                      {o.capacity}
                    </td>
                    <td className="num" data-label="Sold">
                      {o.sold}
                    </td>
                    <td className="num" data-label="Checked in">
                      {o.checkedIn}
                    </td>
                    <td className="num" data-label="Held now">
                      {o.held}
                    </td>
                    <td className="num" data-label="Left">
                      {o.remaining}
                    </td>
                    <td className="num" data-label="Takings">
                      {o.revenue.map((r) => r.displayAmount).join(", ") || "—"}
                    </td>
                  </tr>
                ))}
                {event.occurrences.length === 0 && (
                  <tr>
                    <td colSpan={7} className="admin-muted">
                      No dates yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableFrame>
        </section>
      ))}
      {data.length === 0 && <p className="admin-muted">No events yet.</p>}
    </>
  );
}
