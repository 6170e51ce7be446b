import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import type { OperatorEventPatch } from "../catalog/schemas";
import { ConflictError, InvalidInputError } from "../errors/domain";
import { primaryTicketPrice } from "./create-event";

type TicketTypesPatch = NonNullable<OperatorEventPatch["ticketTypes"]>;

/**
 * Makes the event's ticket types the given list: a type with `id` is renamed, repriced or resized in place (tickets
 * already sold keep what they were bought for), one without is added, and a type missing from the list is removed.
 * Removing a type someone holds a ticket or seat of is refused (409 `ticket_type_sold`); an id that is not one of the
 * event's types → 422 naming it. Runs inside the caller's transaction, so a refusal writes nothing.
 */
export async function replaceTicketTypes({
  executor,
  tenantId,
  eventId,
  ticketTypes,
}: {
  executor: Executor;
  tenantId: string;
  eventId: string;
  ticketTypes: TicketTypesPatch;
}): Promise<void> {
  const tp = schema.eventTicketPrices;
  const existing = await executor
    .select({ id: tp.id, name: tp.name })
    .from(tp)
    .where(and(eq(tp.tenantId, tenantId), eq(tp.eventId, eventId)))
    .for("update");
  const errors: Record<string, string[]> = {};
  for (const [i, type] of ticketTypes.entries())
    if (type.id !== undefined && !existing.some((e) => e.id === type.id))
      errors[`ticketTypes.${i}.id`] = ["The id must be one of the event's ticket types."];
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  const prices: number[] = [];
  for (const [i, type] of ticketTypes.entries())
    prices.push(await primaryTicketPrice({ executor, tenantId, prices: type.prices, field: `ticketTypes.${i}.prices` }));

  const kept = ticketTypes.flatMap((t) => (t.id ? [t.id] : []));
  const removed = existing.filter((e) => !kept.includes(e.id));
  if (removed.length) {
    const ids = removed.map((r) => r.id);
    const [sold] = await executor
      .select({ typeId: schema.tickets.ticketTypeId })
      .from(schema.tickets)
      .where(and(eq(schema.tickets.tenantId, tenantId), inArray(schema.tickets.ticketTypeId, ids)))
      .limit(1);
    const [held] = sold
      ? []
      : await executor
          .select({ typeId: schema.ticketHolds.ticketTypeId })
          .from(schema.ticketHolds)
          .where(and(eq(schema.ticketHolds.tenantId, tenantId), inArray(schema.ticketHolds.ticketTypeId, ids)))
          .limit(1);
    const taken = sold ?? held;
    if (taken) {
      const name = removed.find((r) => r.id === taken.typeId)?.name ?? "";
      throw new ConflictError(
        `The ticket type “${name}” has tickets sold or seats held, so it cannot be removed; keep it in the list (a capacity of 1 stops new sales once it is full).`,
      ).withCode("ticket_type_sold");
    }
    await executor
      .delete(tp)
      .where(and(eq(tp.tenantId, tenantId), eq(tp.eventId, eventId), kept.length ? notInArray(tp.id, kept) : undefined));
  }
  for (const [i, type] of ticketTypes.entries()) {
    const values = {
      name: type.name,
      price: prices[i]!,
      capacity: type.capacity ?? null,
      ...(type.maxPerOrder !== undefined ? { maxPerOrder: type.maxPerOrder } : {}),
    };
    if (type.id)
      await executor
        .update(tp)
        .set(values)
        .where(and(eq(tp.tenantId, tenantId), eq(tp.id, type.id)));
    else await executor.insert(tp).values({ tenantId, eventId, ...values });
  }
}
