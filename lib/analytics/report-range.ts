import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError, NotFoundError } from "../errors/domain";

/** The longest range a report covers. */
export const maxRangeDays = 731;

export type ReportRange = {
  from: string;
  to: string;
  /** The store's today (its time zone). */
  today: string;
  timezone: string;
  days: number;
  primaryCurrency: string | null;
};

const dayMs = 86_400_000;
const parseDay = (value: string) => {
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value ? null : t;
};
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/**
 * A report's days, in the store's time zone: `from`..`to` inclusive (default the 30 days to today). `from` after `to`,
 * a day that does not exist, or over two years → 422.
 */
export async function reportRange({ tenantId, from, to }: { tenantId: string; from?: string; to?: string }): Promise<ReportRange> {
  const db = await getDb();
  const [store] = await db
    .select({
      timezone: schema.tenants.timeZone,
      today: sql<string>`to_char((now() at time zone ${schema.tenants.timeZone})::date, 'YYYY-MM-DD')`,
      primaryCurrency: sql<
        string | null
      >`(select m.currency_code from markets m where m.tenant_id = ${tenantId}::uuid and m.is_primary limit 1)`,
    })
    .from(schema.tenants)
    .where(eq(schema.tenants.id, tenantId));
  if (!store) throw new NotFoundError("Store not found.");
  const end = to ?? store.today;
  const start = from ?? addDays(end, -29);
  if (parseDay(end) === null) throw new InvalidInputError({ to: ["The to field must be a date that exists (YYYY-MM-DD)."] });
  if (parseDay(start) === null) throw new InvalidInputError({ from: ["The from field must be a date that exists (YYYY-MM-DD)."] });
  const days = daysBetween(start, end);
  if (days < 1) throw new InvalidInputError({ from: ["The from field must be a date before or equal to to."] });
  if (days > maxRangeDays) throw new InvalidInputError({ from: [`The range must not be longer than ${maxRangeDays} days.`] });
  return { from: start, to: end, today: store.today, timezone: store.timezone, days, primaryCurrency: store.primaryCurrency };
}

/** The same number of days just before the range (compare=previous). */
export function previousRange(range: ReportRange): ReportRange {
  return { ...range, from: addDays(range.from, -range.days), to: addDays(range.from, -1) };
}
