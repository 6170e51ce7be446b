import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { displayEventTime } from "../time/event-time";
import { getStoreSettings } from "../catalog/store-settings";
import { formatMoney, toMajorUnits } from "../money";
import { unitsShare, type LineUnits } from "../pricing/line-amounts";
import type { OperatorEventSummary } from "./schemas";

type SalesRow = { occurrence_id: string; sold: number; checked_in: number; held: number };
type RevenueRow = { occurrence_id: string; currency_code: string; amount: number };
type RevenueLineRow = {
  occurrence_id: string;
  currency_code: string;
  lineTotal: number | string | null;
  unitPrice: number | string;
  quantity: number | string;
  units: number | string;
};

/** What each date's valid tickets sold for per currency: each ticket its share of its line (lib/pricing). */
function ticketRevenue(rows: readonly RevenueLineRow[]): RevenueRow[] {
  const groups = new Map<string, { occurrence_id: string; currency_code: string; lines: LineUnits[] }>();
  for (const r of rows) {
    const key = `${r.occurrence_id}\u0000${r.currency_code}`;
    const group = groups.get(key) ?? { occurrence_id: r.occurrence_id, currency_code: r.currency_code, lines: [] };
    group.lines.push({
      lineTotal: r.lineTotal === null ? null : Number(r.lineTotal),
      unitPrice: Number(r.unitPrice),
      quantity: Number(r.quantity),
      units: Number(r.units),
    });
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ occurrence_id: g.occurrence_id, currency_code: g.currency_code, amount: unitsShare(g.lines) }));
}

/**
 * GET /operator/events: every event of the store (drafts too), by title, each with all its dates (past and cancelled
 * ones too), their capacity and sales: tickets sold and checked in, seats held in carts now, seats left and what the
 * tickets sold for per currency.
 */
export async function listOperatorEvents({ tenantId }: { tenantId: string }): Promise<{ data: OperatorEventSummary[] }> {
  const db = await getDb();
  const e = schema.events;
  const o = schema.eventOccurrences;
  const [events, occurrences, sales, revenue, { timeZone }] = await Promise.all([
    db
      .select({ id: e.id, slug: e.slug, title: e.name, venue: e.venue, status: e.status })
      .from(e)
      .where(eq(e.tenantId, tenantId))
      .orderBy(asc(e.name), asc(e.slug)),
    db
      .select({
        id: o.id,
        eventId: o.eventId,
        startsAt: isoSeconds(o.startsAt),
        endsAt: isoSeconds(o.endsAt),
        capacity: o.capacity,
        cancelled: sql<boolean>`${o.cancelledAt} is not null`,
        past: sql<boolean>`${o.endsAt} < now()`,
      })
      .from(o)
      .where(eq(o.tenantId, tenantId))
      .orderBy(asc(o.startsAt), asc(o.id)),
    db
      .execute(
        sql`select oc.id as occurrence_id,
            (select count(*)::int from tickets t where t.tenant_id = oc.tenant_id and t.occurrence_id = oc.id and t.status <> 'cancelled') as sold,
            (select count(*)::int from tickets t where t.tenant_id = oc.tenant_id and t.occurrence_id = oc.id and t.status = 'checked_in') as checked_in,
            (select coalesce(sum(h.quantity), 0)::int from ticket_holds h
              where h.tenant_id = oc.tenant_id and h.occurrence_id = oc.id and h.order_id is null and h.expires_at > now()) as held
          from event_occurrences oc where oc.tenant_id = ${tenantId}::uuid`,
      )
      .then((r) => (r as unknown as { rows: SalesRow[] }).rows),
    db
      .execute(
        // Each line that paid for valid tickets of a date, with how many; their share is priced in lib/pricing.
        sql`select t.occurrence_id, ord.currency_code, ol.line_total as "lineTotal", ol.unit_price as "unitPrice", ol.quantity,
                   count(t.id)::int as units
          from tickets t
          join order_lines ol on ol.id = t.order_line_id and ol.tenant_id = t.tenant_id
          join orders ord on ord.id = t.order_id and ord.tenant_id = t.tenant_id
          where t.tenant_id = ${tenantId}::uuid and t.status <> 'cancelled'
          group by t.occurrence_id, ord.currency_code, ol.id, ol.line_total, ol.unit_price, ol.quantity
          order by ord.currency_code`,
      )
      .then((r) => ticketRevenue((r as unknown as { rows: RevenueLineRow[] }).rows)),
    getStoreSettings({ tenantId }),
  ]);
  const salesOf = new Map(sales.map((s) => [s.occurrence_id, s]));
  return {
    data: events.map((ev) => ({
      ...ev,
      status: ev.status === "published" || ev.status === "archived" ? ev.status : "draft",
      timeZone,
      occurrences: occurrences
        .filter((x) => x.eventId === ev.id)
        .map((x) => {
          const s = salesOf.get(x.id);
          const sold = Number(s?.sold ?? 0);
          const held = Number(s?.held ?? 0);
          return {
            id: x.id,
            startsAt: x.startsAt,
            endsAt: x.endsAt,
            displayStartsAt: displayEventTime(timeZone, x.startsAt),
            capacity: x.capacity,
            sold,
            checkedIn: Number(s?.checked_in ?? 0),
            held,
            remaining: x.cancelled ? 0 : Math.max(0, x.capacity - sold - held),
            cancelled: Boolean(x.cancelled),
            past: Boolean(x.past),
            revenue: revenue
              .filter((r) => r.occurrence_id === x.id)
              .map((r) => ({
                currencyCode: r.currency_code,
                amount: toMajorUnits(Number(r.amount), r.currency_code),
                displayAmount: formatMoney(Number(r.amount), r.currency_code),
              })),
          };
        }),
    })),
  };
}
