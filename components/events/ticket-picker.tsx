"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Alert } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { useStorefrontApi } from "@/hooks/use-api";
import { useHoldTickets } from "@/hooks/use-cart";
import type { EventDetail } from "@/lib/catalog/schemas";

type Occurrence = EventDetail["occurrences"][number];

const places = (n: number) => `${n} ${n === 1 ? "place" : "places"} left`;

/**
 * Dates, ticket types and seats left, read live from GET /events/{slug} (the page around it is cached), and a hold
 * of the chosen seats in the cart (POST /carts/{cartId}/tickets) for 15 minutes while the shopper pays.
 */
export function TicketPicker({ slug, initial }: { slug: string; initial: Occurrence[] }) {
  const call = useStorefrontApi();
  const seats = useQuery({
    queryKey: ["event-seats", slug],
    queryFn: async () => (await call<{ data: EventDetail }>(`/events/${encodeURIComponent(slug)}`)).data.occurrences,
    initialData: initial,
    staleTime: 0,
  });
  const occurrences = seats.data;
  const [occurrenceId, setOccurrenceId] = useState(() => occurrences.find((o) => !o.soldOut)?.id ?? occurrences[0]?.id ?? "");
  const occurrence = occurrences.find((o) => o.id === occurrenceId) ?? occurrences[0];
  const [ticketTypeId, setTicketTypeId] = useState(() => occurrence?.ticketTypes[0]?.id ?? "");
  const type = occurrence?.ticketTypes.find((t) => t.id === ticketTypeId) ?? occurrence?.ticketTypes[0];
  const [quantity, setQuantity] = useState(1);
  const [held, setHeld] = useState<string | null>(null);
  const hold = useHoldTickets();

  if (!occurrence || !type) return <p className="muted">No dates are on sale at the moment.</p>;
  const max = Math.max(1, Math.min(type.remaining, 10));
  return (
    <form
      className="ticket-picker card card-body"
      aria-label="Tickets"
      onSubmit={(event) => {
        event.preventDefault();
        setHeld(null);
        hold.mutate(
          { occurrenceId: occurrence.id, ticketTypeId: type.id, quantity },
          {
            onSuccess: () => {
              setHeld(`${quantity} × ${type.name}, ${occurrence.displayStartsAt}`);
              void seats.refetch();
            },
            onError: () => void seats.refetch(),
          },
        );
      }}
    >
      <fieldset className="choice-list">
        <legend>Date</legend>
        {occurrences.map((o) => (
          <label key={o.id} className="choice" data-testid="occurrence-choice">
            <input
              type="radio"
              name="occurrence"
              value={o.id}
              checked={o.id === occurrence.id}
              disabled={o.soldOut}
              onChange={() => {
                setOccurrenceId(o.id);
                setQuantity(1);
              }}
            />
            <span>
              <time dateTime={o.startsAt}>{o.displayStartsAt}</time>
              <span className="muted small" data-testid="places-left">
                {" "}
                · {o.soldOut ? "Sold out" : places(o.remaining)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-list">
        <legend>Ticket</legend>
        {occurrence.ticketTypes.map((t) => (
          <label key={t.id} className="choice">
            <input
              type="radio"
              name="ticket-type"
              value={t.id}
              checked={t.id === type.id}
              disabled={t.remaining === 0}
              onChange={() => {
                setTicketTypeId(t.id);
                setQuantity(1);
              }}
            />
            <span>
              {t.name} <strong>{t.displayPrice}</strong>
              <span className="muted small"> · {t.remaining === 0 ? "Sold out" : places(t.remaining)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="add-to-cart">
        <QuantityStepper label="Tickets" value={Math.min(quantity, max)} max={max} onChange={setQuantity} disabled={hold.isPending} />
        <button type="submit" className="button" disabled={hold.isPending || type.remaining === 0} data-testid="hold-tickets">
          {hold.isPending ? "Holding…" : "Add tickets to cart"}
        </button>
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        Seats in your cart are held for you for 15 minutes.
      </p>
      {hold.error ? <Alert tone="error">{hold.error.message}</Alert> : null}
      {held ? (
        <div role="status" data-testid="tickets-held">
          <Alert tone="success">
            <p>
              Held {held} for 15 minutes. <Link href="/cart">View cart</Link>
            </p>
          </Alert>
        </div>
      ) : null}
    </form>
  );
}
