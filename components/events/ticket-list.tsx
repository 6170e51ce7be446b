const statusLabel: Record<Ticket["status"], string> = { valid: "Valid", checked_in: "Checked in", cancelled: "Cancelled" };
import type { Ticket } from "@storefront/sdk";

/**
 * Tickets as a phone shows them at the door: the event, the date, the QR code and its code as text. The SVG is the
 * server's (lib/tickets, the qrcode library's output from a code of letters and digits), never user input.
 */
export function TicketList({ tickets }: { tickets: Ticket[] }) {
  return (
    <ul className="ticket-list" aria-label="Tickets">
      {tickets.map((t) => (
        <li key={t.id} className="card card-body ticket" data-testid="ticket">
          <div>
            <h3 style={{ margin: "0 0 0.25rem", fontSize: "1.1rem" }}>{t.event.title}</h3>
            <p style={{ margin: 0 }}>
              <time dateTime={t.occurrence.startsAt}>{t.occurrence.displayStartsAt}</time>
            </p>
            <p className="muted small" style={{ margin: "0.25rem 0" }}>
              {t.event.venue} · {t.ticketType} · order {t.orderNumber}
            </p>
            <p style={{ margin: 0 }}>
              <span className={`badge ${t.status === "valid" ? "badge-green" : "badge-grey"}`} data-testid="ticket-status">
                {statusLabel[t.status]}
              </span>
            </p>
          </div>
          {t.status === "cancelled" ? null : (
            <figure style={{ margin: 0 }}>
              <div
                className="ticket-qr"
                role="img"
                aria-label={`QR code of ticket ${t.code}`}
                dangerouslySetInnerHTML={{ __html: t.qrSvg }}
              />
              <figcaption>
                <span className="ticket-short-code">
                  <span className="ticket-short-code-label">Door code</span> <strong data-testid="ticket-short-code">{t.shortCode}</strong>
                </span>
                <span className="ticket-code" data-testid="ticket-code">
                  {t.code}
                </span>
              </figcaption>
            </figure>
          )}
        </li>
      ))}
    </ul>
  );
}
