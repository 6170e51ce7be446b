"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState, useSyncExternalStore } from "react";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Alert } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { useStorefrontApi } from "@/hooks/use-api";
import { useHoldTickets } from "@/hooks/use-cart";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { WaitlistConfirmation } from "./waitlist-confirmation";
import { WaitlistForm } from "./waitlist-form";
import type { EventDetail } from "@storefront/sdk";

type Occurrence = EventDetail["occurrences"][number];

const places = (n: number) => `${n} ${n === 1 ? "place" : "places"} left`;

const noSubscribe = () => () => {};

/** A waitlist offer's link (`?offer=…&date=…` from its mail): the seats kept for the shopper on that date. */
function useWaitlistOffer(): { code: string; occurrenceId: string } | null {
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => "",
  );
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const code = params.get("offer");
    const occurrenceId = params.get("date");
    return code && occurrenceId ? { code, occurrenceId } : null;
  }, [search]);
}

const dateNote = (o: Occurrence) => (o.cancelled ? "Cancelled" : o.soldOut ? "Sold out · waitlist open" : places(o.remaining));

/**
 * Dates, ticket types and seats left, read live from GET /events/{slug} in the shopper's market (the page around it
 * is cached), and a hold of the chosen seats in the cart (POST /carts/{cartId}/tickets) for 15 minutes while the
 * shopper pays. A sold-out date offers its waitlist; a waitlist offer's link holds the seats kept for it.
 */
export function TicketPicker({ slug, initial, market }: { slug: string; initial: Occurrence[]; market?: string }) {
  const api = useStorefrontApi();
  const seats = useQuery({
    queryKey: ["event-seats", slug, market],
    queryFn: async (): Promise<EventDetail["occurrences"]> =>
      (await api.GET("/events/{slug}", { params: { path: { slug }, query: market ? { market } : {} } })).data.data.occurrences,
    initialData: initial,
    staleTime: 0,
  });
  const occurrences = seats.data;
  const offer = useWaitlistOffer();
  const [chosenId, setOccurrenceId] = useState<string | null>(null);
  const occurrence =
    occurrences.find((o) => o.id === (chosenId ?? offer?.occurrenceId)) ?? occurrences.find((o) => !o.soldOut) ?? occurrences[0];
  const [ticketTypeId, setTicketTypeId] = useState(() => occurrence?.ticketTypes[0]?.id ?? "");
  const type = occurrence?.ticketTypes.find((t) => t.id === ticketTypeId) ?? occurrence?.ticketTypes[0];
  const [quantity, setQuantity] = useState(1);
  const [held, setHeld] = useState<string | null>(null);
  const hold = useHoldTickets();

  if (!occurrence || !type) return <p className="muted">No dates are on sale at the moment.</p>;
  const claiming = offer !== null && offer.occurrenceId === occurrence.id;
  const waitlist = occurrence.soldOut && !occurrence.cancelled && !claiming && !held;
  const max = claiming ? 10 : Math.max(1, Math.min(type.remaining, 10));
  const holdErrors = hold.error instanceof ApiRequestError ? Object.values(hold.error.fieldErrors).flat() : [];
  return (
    <div className="ticket-picker card card-body" role="group" aria-label="Tickets">
      <WaitlistConfirmation slug={slug} />
      {claiming && !held ? (
        <div role="status" data-testid="waitlist-offer">
          <Alert tone="success">
            <p>Seats on {occurrence.displayStartsAt} are kept for you from the waitlist. Choose your tickets and add them to your cart.</p>
          </Alert>
        </div>
      ) : null}
      <fieldset className="choice-list">
        <legend>Date</legend>
        {occurrences.map((o) => (
          <label key={o.id} className="choice" data-testid="occurrence-choice">
            <input
              type="radio"
              name="occurrence"
              value={o.id}
              checked={o.id === occurrence.id}
              disabled={o.cancelled}
              onChange={() => {
                setOccurrenceId(o.id);
                setQuantity(1);
              }}
            />
            <span>
              <time dateTime={o.startsAt}>{o.displayStartsAt}</time>
              <span className="muted small" data-testid="places-left">
                {" "}
                · {dateNote(o)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {waitlist ? (
        <WaitlistForm slug={slug} occurrenceId={occurrence.id} when={occurrence.displayStartsAt} onJoined={() => void seats.refetch()} />
      ) : (
        <form
          className="ticket-picker-form"
          aria-label="Choose tickets"
          onSubmit={(event) => {
            event.preventDefault();
            setHeld(null);
            hold.mutate(
              { occurrenceId: occurrence.id, ticketTypeId: type.id, quantity, ...(claiming ? { offer: offer.code } : {}) },
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
            <legend>Ticket</legend>
            {occurrence.ticketTypes.map((t) => (
              <label key={t.id} className="choice">
                <input
                  type="radio"
                  name="ticket-type"
                  value={t.id}
                  checked={t.id === type.id}
                  disabled={t.remaining === 0 && !claiming}
                  onChange={() => {
                    setTicketTypeId(t.id);
                    setQuantity(1);
                  }}
                />
                <span>
                  {t.name} <strong>{t.displayPrice}</strong>
                  {claiming ? null : <span className="muted small"> · {t.remaining === 0 ? "Sold out" : places(t.remaining)}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="add-to-cart">
            <QuantityStepper label="Tickets" value={Math.min(quantity, max)} max={max} onChange={setQuantity} disabled={hold.isPending} />
            <button
              type="submit"
              className="button"
              disabled={hold.isPending || (type.remaining === 0 && !claiming)}
              data-testid="hold-tickets"
            >
              {hold.isPending ? "Holding…" : "Add tickets to cart"}
            </button>
          </div>
          <p className="muted small" style={{ margin: 0 }}>
            {claiming
              ? "Seats from a waitlist offer stay in your cart until the offer ends."
              : "Seats in your cart are held for you for 15 minutes."}
          </p>
          {hold.error ? <Alert tone="error">{holdErrors.length ? holdErrors.join(" ") : hold.error.message}</Alert> : null}
          {held ? (
            <div role="status" data-testid="tickets-held">
              <Alert tone="success">
                <p>
                  Held {held}. <Link href="/cart">View cart</Link>
                </p>
              </Alert>
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
