import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { cartNotFound, lockCart, type CartOwner } from "../cart/cart-owner";
import { loadCart } from "../cart/load-cart";
import type { Cart } from "../cart/schemas";
import { markCartChanged } from "../cart/touch-cart";
import { eventsTag } from "../catalog/catalog-cache";
import { getStoreSettings } from "../catalog/store-settings";
import { getEnv } from "../env";
import { ConflictError, InvalidInputError } from "../errors/domain";
import type { HoldTicketsInput } from "./schemas";
import { verifyOfferCode } from "./offer-code";
import { seatsLeft, seatsTaken } from "../catalog/seats-taken";

const seats = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;

/**
 * POST /carts/{cartId}/tickets (docs/events.md): holds seats of one ticket type of an occurrence in the
 * cart for TICKET_HOLD_SECONDS (15 minutes); adding to a hold the cart has adds to it and starts its time again.
 * The occurrence row is locked while seats are counted and the hold written, so concurrent buyers queue on it and
 * never hold more than its capacity between them; a date already sold out is refused before that queue, and the
 * cart is priced after the commit. Refusals (422, cart unchanged): an unknown or unpublished occurrence or ticket
 * type, one that has started, more than the per-order limit, more than is left (code `sold_out` when nothing is), and
 * more seats of the date than one client address may hold at once across all its carts (the store's
 * `maxSeatsPerBuyer`, code `seat_limit_reached`; counted under the date's lock, so concurrent carts cannot pass it).
 */
export async function holdTickets({
  owner,
  cartId,
  input,
  clientAddress,
  holdSeconds = getEnv().TICKET_HOLD_SECONDS,
}: {
  owner: CartOwner;
  cartId: string;
  input: HoldTicketsInput;
  /** The address the seats are held from, as rate limits count it; null when exempt (no per-address cap). */
  clientAddress: string | null;
  holdSeconds?: number;
}): Promise<Cart> {
  const { tenantId } = owner;
  const { maxSeatsPerBuyer } = await getStoreSettings({ tenantId });
  const db = await getDb();
  const heldIn = await db.transaction(async (tx) => {
    const locked = await lockCart({ tx, owner, cartId });
    const unlocked = await readOccurrence({ tx, tenantId, input, lock: false });

    const h = schema.ticketHolds;
    const [existing] = await tx
      .select({ id: h.id, quantity: h.quantity, orderId: h.orderId, live: sql<boolean>`${h.expiresAt} > now()` })
      .from(h)
      .where(and(eq(h.tenantId, tenantId), eq(h.cartId, locked.id), eq(h.occurrenceId, unlocked.id), eq(h.ticketTypeId, unlocked.typeId)))
      .limit(1);
    if (existing?.orderId)
      throw new ConflictError("This cart's order is already being paid. Wait a moment and look at your orders.").withCode(
        "checkout_in_progress",
      );
    const inCart = existing?.live ? Number(existing.quantity) : 0;
    const wanted = inCart + input.quantity;
    if (wanted > unlocked.maxPerOrder)
      throw new InvalidInputError({
        quantity: [
          inCart > 0
            ? `${unlocked.typeName}: at most ${unlocked.maxPerOrder} per order; you hold ${inCart} and asked for ${input.quantity} more.`
            : `${unlocked.typeName}: at most ${unlocked.maxPerOrder} per order, ${input.quantity} requested.`,
        ],
      });

    // A date sold out when asked is refused before queueing for its row: in a rush for the last seats, those who come
    // too late are answered at once instead of one by one behind the lock (each holding a connection meanwhile).
    // Whatever else is decided by the count made under the lock.
    if (!input.offer && (await seatsLeftFor({ tx, tenantId, occurrence: unlocked, exceptHoldId: existing?.id })) === 0)
      throw soldOut(unlocked);

    const occurrence = await readOccurrence({ tx, tenantId, input, lock: true });
    const offer = input.offer ? await claimableOffer({ tx, tenantId, occurrenceId: occurrence.id, code: input.offer, wanted }) : null;
    const left = await seatsLeftFor({ tx, tenantId, occurrence, exceptHoldId: existing?.id, offerId: offer?.id });
    if (left === 0) throw soldOut(occurrence);
    if (wanted > left)
      throw new InvalidInputError({
        quantity: [`${occurrence.eventName} (${occurrence.typeName}): only ${seats(left)} left, ${wanted} requested.`],
      }).withCode("not_enough_seats");

    if (clientAddress) {
      const elsewhere = await seatsHeldFrom({ tx, tenantId, occurrenceId: occurrence.id, clientAddress, exceptHoldId: existing?.id });
      if (elsewhere + wanted > maxSeatsPerBuyer)
        throw new InvalidInputError({
          quantity: [
            `${occurrence.eventName}: at most ${seats(maxSeatsPerBuyer)} of one date can be held at once${elsewhere > 0 ? `; ${seats(elsewhere)} already held` : ""}, ${wanted} requested.`,
          ],
        }).withCode("seat_limit_reached");
    }

    // Seats claimed from a waitlist offer stay the cart's for as long as the offer had left, if that is longer.
    const expiresAt = offer
      ? sql`greatest(${offer.expiresAt}::timestamptz, now() + make_interval(secs => ${holdSeconds}))`
      : sql`now() + make_interval(secs => ${holdSeconds})`;
    if (offer)
      await tx
        .update(schema.waitlistEntries)
        .set({ status: "claimed", claimedAt: sql`now()` })
        .where(and(eq(schema.waitlistEntries.tenantId, tenantId), eq(schema.waitlistEntries.id, offer.id)));
    await tx
      .insert(h)
      .values({
        tenantId,
        cartId: locked.id,
        occurrenceId: occurrence.id,
        ticketTypeId: occurrence.typeId,
        quantity: wanted,
        expiresAt,
        clientAddress,
      })
      .onConflictDoUpdate({
        target: [h.cartId, h.occurrenceId, h.ticketTypeId],
        set: { quantity: wanted, expiresAt, createdAt: sql`now()`, clientAddress },
      });
    await markCartChanged({ tx, tenantId, cartId: locked.id });
    return locked.id;
  });
  invalidateTags(tenantId, [eventsTag]);
  // Priced after the commit, so the date's row is not held while the whole cart is priced.
  const cart = await loadCart({ tenantId, customerId: owner.customerId, cartId: heldIn });
  if (!cart) throw cartNotFound();
  return cart;
}

type Occurrence = {
  id: string;
  capacity: number;
  typeId: string;
  typeName: string;
  typeCapacity: number | null;
  maxPerOrder: number;
  eventName: string;
};

/**
 * The date and ticket type asked for, checked: published, not cancelled, not started, the type sold for it. Else
 * 422 naming why. With `lock`, the date's row is locked until the transaction ends: holds of a date queue on it.
 */
async function readOccurrence({
  tx,
  tenantId,
  input,
  lock,
}: {
  tx: Executor;
  tenantId: string;
  input: HoldTicketsInput;
  lock: boolean;
}): Promise<Occurrence> {
  const found = await tx.execute(sql`
    select o.id, o.capacity, (o.starts_at <= now()) as started, (o.cancelled_at is not null) as cancelled, tp.id as type_id, tp.name as type_name,
           tp.capacity as type_capacity, tp.max_per_order, e.name as event_name
      from event_occurrences o
      join events e on e.id = o.event_id and e.tenant_id = o.tenant_id and e.status = 'published'
      left join event_ticket_prices tp on tp.event_id = e.id and tp.tenant_id = o.tenant_id and tp.id = ${input.ticketTypeId}::uuid
     where o.tenant_id = ${tenantId}::uuid and o.id = ${input.occurrenceId}::uuid
     ${lock ? sql`for update of o` : sql``}`);
  const row = (
    found as unknown as {
      rows: {
        id: string;
        capacity: number;
        started: boolean;
        cancelled: boolean;
        type_id: string | null;
        type_name: string | null;
        type_capacity: number | null;
        max_per_order: number | null;
        event_name: string;
      }[];
    }
  ).rows[0];
  if (!row) throw new InvalidInputError({ occurrenceId: ["This event date is not available."] });
  if (row.cancelled)
    throw new InvalidInputError({ occurrenceId: [`${row.event_name} on this date has been cancelled.`] }).withCode("occurrence_cancelled");
  if (row.started)
    throw new InvalidInputError({ occurrenceId: [`${row.event_name} on this date has already started.`] }).withCode("occurrence_past");
  if (!row.type_id) throw new InvalidInputError({ ticketTypeId: ["This ticket type is not sold for this event."] });
  return {
    id: row.id,
    capacity: Number(row.capacity),
    typeId: row.type_id,
    typeName: row.type_name ?? "Ticket",
    typeCapacity: row.type_capacity === null ? null : Number(row.type_capacity),
    maxPerOrder: Number(row.max_per_order ?? 10),
    eventName: row.event_name,
  };
}

/** Seats of the occurrence's ticket type left for this cart (its own hold left out; a claimed offer ahead of the line). */
async function seatsLeftFor({
  tx,
  tenantId,
  occurrence,
  exceptHoldId,
  offerId,
}: {
  tx: Executor;
  tenantId: string;
  occurrence: Occurrence;
  exceptHoldId?: string;
  offerId?: string;
}): Promise<number> {
  const taken = await seatsTaken({ executor: tx, tenantId, occurrenceIds: [occurrence.id], exceptHoldId, exceptOfferId: offerId });
  return seatsLeft({
    occurrenceId: occurrence.id,
    capacity: occurrence.capacity,
    types: [{ id: occurrence.typeId, capacity: occurrence.typeCapacity }],
    taken,
    aheadOfLine: offerId !== undefined,
  }).byType.get(occurrence.typeId)!;
}

/** Seats of the date held in carts from one client address (live holds and holds being paid), one hold left out. */
async function seatsHeldFrom({
  tx,
  tenantId,
  occurrenceId,
  clientAddress,
  exceptHoldId,
}: {
  tx: Executor;
  tenantId: string;
  occurrenceId: string;
  clientAddress: string;
  exceptHoldId?: string;
}): Promise<number> {
  const found = await tx.execute(sql`
    select coalesce(sum(h.quantity), 0)::int as held from ticket_holds h
     where h.tenant_id = ${tenantId}::uuid and h.occurrence_id = ${occurrenceId}::uuid and h.client_address = ${clientAddress}
       and (h.order_id is not null or h.expires_at > now())
       ${exceptHoldId ? sql`and h.id <> ${exceptHoldId}::uuid` : sql``}`);
  return Number((found as unknown as { rows: { held: number }[] }).rows[0]?.held ?? 0);
}

const soldOut = (occurrence: Occurrence) =>
  new InvalidInputError({ quantity: [`${occurrence.eventName} (${occurrence.typeName}) is sold out for this date.`] }).withCode("sold_out");

/**
 * The waitlist offer a hold claims (`offer`, the code from the offer's mail), locked: it must be this store's, for
 * this date, still `offered` and not past its time, and keep at least the seats the cart will hold. Else 422 on
 * `offer`: `offer_invalid`, `offer_used` or `offer_expired`.
 */
async function claimableOffer({
  tx,
  tenantId,
  occurrenceId,
  code,
  wanted,
}: {
  tx: Executor;
  tenantId: string;
  occurrenceId: string;
  code: string;
  wanted: number;
}): Promise<{ id: string; expiresAt: string }> {
  const invalid = () => new InvalidInputError({ offer: ["This waitlist offer is not valid for this date."] }).withCode("offer_invalid");
  const entryId = verifyOfferCode({ tenantId, code });
  if (!entryId) throw invalid();
  const w = schema.waitlistEntries;
  const [entry] = await tx
    .select({
      id: w.id,
      status: w.status,
      quantity: w.quantity,
      expiresAt: w.offerExpiresAt,
      live: sql<boolean>`${w.offerExpiresAt} > now()`,
    })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.id, entryId), eq(w.occurrenceId, occurrenceId)))
    .for("update")
    .limit(1);
  if (!entry || entry.status === "waiting" || entry.status === "cancelled") throw invalid();
  if (entry.status === "claimed")
    throw new InvalidInputError({ offer: ["This waitlist offer has been used: its seats are in a cart."] }).withCode("offer_used");
  if (entry.status === "expired" || !entry.live || !entry.expiresAt)
    throw new InvalidInputError({ offer: ["This waitlist offer has ended; its seats went to the next in line."] }).withCode(
      "offer_expired",
    );
  if (wanted > Number(entry.quantity))
    throw new InvalidInputError({
      quantity: [`Your waitlist offer keeps ${entry.quantity} ${Number(entry.quantity) === 1 ? "seat" : "seats"}; ${wanted} requested.`],
    });
  return { id: entry.id, expiresAt: entry.expiresAt };
}
