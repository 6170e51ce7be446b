import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { detachedFromTransaction } from "@/db/pglite-self-wait-guard";
import { log, describeError } from "../log";
import { onShutdown } from "../http/node-server.mjs";

/** One beacon event as it is stored (analytics_events), held in memory until the next write. */
export type BufferedEvent = {
  tenantId: string;
  day: string;
  occurredAt: Date;
  visitor: string;
  type: string;
  path: string;
  productId: string | null;
  referrerHost: string | null;
  country: string;
};

/** How long an event waits at most before it is written, and how many are written at once. */
export const eventBufferLimits = { delayMs: 200, flushAt: 500, maxHeld: 50_000 };

type Buffer = { events: BufferedEvent[]; timer?: ReturnType<typeof setTimeout>; writing: Promise<void> };

// One buffer per process, shared by every route bundle.
const bufferKey = Symbol.for("storefront.analytics-event-buffer");
const g = globalThis as typeof globalThis & { [bufferKey]?: Buffer };
const buffer: Buffer = (g[bufferKey] ??= (() => {
  const created: Buffer = { events: [], writing: Promise.resolve() };
  onShutdown(() => flushAnalyticsEvents());
  return created;
})());

/**
 * Write-behind for the beacon: its events are held in memory and written a batch at a time, at most
 * `delayMs` later or at once when `flushAt` are waiting, so a beacon request does no write of its own. Nothing held is
 * lost on a clean stop: scripts/server.mjs writes the buffer before the process exits, and the reports and the rollup
 * pass write it before they read.
 */
export function bufferAnalyticsEvents(events: BufferedEvent[]): void {
  if (buffer.events.length + events.length > eventBufferLimits.maxHeld) {
    log.warn("analytics_events_dropped", { count: events.length, reason: "buffer full" });
    return;
  }
  buffer.events.push(...events);
  if (buffer.events.length >= eventBufferLimits.flushAt) void flushAnalyticsEvents();
  else buffer.timer ??= setTimeout(() => void flushAnalyticsEvents(), eventBufferLimits.delayMs);
}

/** Writes every event held so far (after any write already under way); resolves once they are in the database. */
export function flushAnalyticsEvents(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = undefined;
  const taken = buffer.events.splice(0);
  buffer.writing = buffer.writing.then(() => (taken.length ? detachedFromTransaction(() => writeEvents(taken)) : undefined));
  return buffer.writing;
}

/**
 * One statement per batch: the events (those of a store deleted since are skipped) and their store days marked for
 * the rollup pass. A failed write puts the events back for the next one.
 */
async function writeEvents(events: BufferedEvent[]): Promise<void> {
  const column = <T>(of: (e: BufferedEvent) => T) => sql.param(events.map(of));
  try {
    const db = await getDb();
    await db.execute(sql`with v as (
        select * from unnest(${column((e) => e.tenantId)}::text[], ${column((e) => e.day)}::text[],
          ${column((e) => e.occurredAt.toISOString())}::text[], ${column((e) => e.visitor)}::text[], ${column((e) => e.type)}::text[],
          ${column((e) => e.path)}::text[], ${column((e) => e.productId)}::text[], ${column((e) => e.referrerHost)}::text[],
          ${column((e) => e.country)}::text[])
          as v(tenant_id, day, occurred_at, visitor, type, path, product_id, referrer_host, country)
        where exists (select 1 from tenants t where t.id = v.tenant_id::uuid)),
      kept as (
        insert into analytics_events (tenant_id, day, occurred_at, visitor, type, path, product_id, referrer_host, country)
        select v.tenant_id::uuid, v.day::date, v.occurred_at::timestamptz, v.visitor, v.type, v.path, v.product_id::uuid, v.referrer_host, v.country
          from v
        returning tenant_id, day)
      insert into analytics_dirty_days (tenant_id, day) select distinct tenant_id, day from kept on conflict do nothing`);
  } catch (error) {
    log.warn("analytics_events_write_failed", { count: events.length, ...describeError(error) });
    if (buffer.events.length + events.length <= eventBufferLimits.maxHeld) {
      buffer.events.unshift(...events);
      buffer.timer ??= setTimeout(() => void flushAnalyticsEvents(), eventBufferLimits.delayMs * 10);
    }
  }
}
