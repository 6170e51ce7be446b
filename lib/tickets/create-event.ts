import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { storeImageIds } from "../catalog/catalog-references";
import { chooseSlug, lockCatalogSlugs } from "../catalog/catalog-slug";
import type { CreateEventInput } from "../catalog/schemas";
import { InvalidInputError, noMarketYet } from "../errors/domain";
import { cleanHtml } from "../media/clean-html";
import { toMinorUnitsExactly } from "../money";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { readOperatorEvent, type OperatorEvent } from "./read-operator-event";

/**
 * A ticket type's `prices` as the stored price: minor units of the primary market's currency. Each market must be
 * the store's (422 `unknown_market`), the primary market's price is required (422 `primary_price_required`); other
 * markets convert the primary price by their rate and rounding, so a fixed price there is refused for now
 * (422 `market_price_not_supported`).
 */
export async function primaryTicketPrice({
  executor,
  tenantId,
  prices,
  field,
}: {
  executor: Executor;
  tenantId: string;
  prices: CreateEventInput["ticketTypes"][number]["prices"];
  field: string;
}): Promise<number> {
  const m = schema.markets;
  const markets = await executor
    .select({ id: m.id, currencyCode: m.currencyCode, isPrimary: m.isPrimary })
    .from(m)
    .where(eq(m.tenantId, tenantId));
  const primary = markets.find((x) => x.isPrimary);
  if (!primary) throw noMarketYet();
  let price: number | undefined;
  for (const [i, entry] of prices.entries()) {
    const market = markets.find((x) => x.id === entry.marketId.toLowerCase());
    if (!market)
      throw new InvalidInputError({ [`${field}.${i}.marketId`]: ["The market id must be one of the store's markets."] }).withCode(
        "unknown_market",
      );
    if (!market.isPrimary)
      throw new InvalidInputError({
        [`${field}.${i}.marketId`]: [
          `Ticket prices in other markets are the primary market's (${primary.currencyCode}) converted: give the primary market's price only.`,
        ],
      }).withCode("market_price_not_supported");
    const minor = toMinorUnitsExactly(entry.amount, market.currencyCode);
    if (minor === null)
      throw new InvalidInputError({
        [`${field}.${i}.amount`]: [`The amount field has more decimal places than ${market.currencyCode} has.`],
      });
    price = minor;
  }
  if (price === undefined)
    throw new InvalidInputError({ [field]: [`The primary market's price (in ${primary.currencyCode}) is required.`] }).withCode(
      "primary_price_required",
    );
  return price;
}

/**
 * POST /operator/events (extension): an event of the operator's store with its ticket types, in one transaction (an
 * unknown image or market, or a ticket type without the primary market's price → 422, nothing written; a given slug
 * another event has → 409 `slug_taken`). The description is sanitised. Its dates are added with
 * POST /operator/events/{slug}/occurrences.
 */
export async function createEvent({ tenantId, input }: { tenantId: string; input: CreateEventInput }): Promise<OperatorEvent> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const prices: number[] = [];
    for (const [i, type] of input.ticketTypes.entries())
      prices.push(await primaryTicketPrice({ executor: tx, tenantId, prices: type.prices, field: `ticketTypes.${i}.prices` }));
    const [imageId] = input.image === null ? [] : await storeImageIds({ executor: tx, tenantId, ids: [input.image], field: "image" });
    await lockCatalogSlugs(tx, tenantId);
    const slug = await chooseSlug({ executor: tx, tenantId, table: "events", given: input.slug, title: input.title });
    const e = schema.events;
    const [row] = await tx
      .insert(e)
      .values({
        tenantId,
        slug,
        name: input.title,
        description: cleanHtml(input.description),
        venue: input.venue,
        status: input.status,
        imageId: imageId ?? null,
      })
      .returning({ id: e.id });
    await tx.insert(schema.eventTicketPrices).values(
      input.ticketTypes.map((type, i) => ({
        tenantId,
        eventId: row!.id,
        name: type.name,
        price: prices[i]!,
        capacity: type.capacity ?? null,
        ...(type.maxPerOrder !== undefined ? { maxPerOrder: type.maxPerOrder } : {}),
      })),
    );
    return row!.id;
  });
  invalidateTags(tenantId, [eventsTag]);
  scheduleSearchTermsRefresh({ tenantId });
  return readOperatorEvent({ tenantId, id });
}

/** Whether any ticket was ever issued or is being paid for at the event (then it is archived, not deleted). */
export async function eventHasSales({ executor, tenantId, eventId }: { executor: Executor; tenantId: string; eventId: string }) {
  const [ticket] = await executor
    .select({ id: schema.tickets.id })
    .from(schema.tickets)
    .where(and(eq(schema.tickets.tenantId, tenantId), eq(schema.tickets.eventId, eventId)))
    .limit(1);
  return ticket !== undefined;
}
