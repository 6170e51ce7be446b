import type { Metadata } from "next";
import { TicketList } from "@/components/events/ticket-list";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { callOperation } from "@/lib/api/caller";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Tickets" };

/** The customer's tickets (GET /account/tickets), each with its QR code to show at the door. */
export default async function TicketsPage() {
  const session = await requireSession("/account/tickets");
  const tickets = (await callOperation("listAccountTickets", {}, { as: { accountToken: session.accountToken } })).data;
  return (
    <section className="grid" style={{ gap: "1rem" }} aria-labelledby="tickets-title">
      <h1 id="tickets-title" style={{ margin: 0 }}>
        Tickets
      </h1>
      {tickets.length ? (
        <>
          <p className="muted" style={{ margin: 0 }}>
            Show a ticket&apos;s QR code (or read out its code) at the door. Each ticket admits one person once.
          </p>
          <TicketList tickets={tickets} />
        </>
      ) : (
        <EmptyState
          title="No tickets yet"
          actions={
            <Link href="/events" className="button">
              See events
            </Link>
          }
        >
          Tickets you buy for our events appear here.
        </EmptyState>
      )}
    </section>
  );
}
