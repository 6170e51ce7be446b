import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { ConflictError, InvalidInputError } from "../errors/domain";

/** Refuses countries another market of the store already sells to (a country belongs to one market). */
export async function checkCountriesFree({
  executor,
  tenantId,
  countries,
  marketId,
}: {
  executor: Executor;
  tenantId: string;
  countries: string[];
  marketId?: string;
}): Promise<void> {
  if (countries.length === 0) return;
  const mc = schema.marketCountries;
  const m = schema.markets;
  const taken = await executor
    .select({ countryCode: mc.countryCode, market: m.name })
    .from(mc)
    .innerJoin(m, and(eq(m.tenantId, mc.tenantId), eq(m.id, mc.marketId)))
    .where(and(eq(mc.tenantId, tenantId), inArray(mc.countryCode, countries), marketId ? ne(mc.marketId, marketId) : undefined));
  if (taken.length > 0)
    throw new InvalidInputError({
      countries: taken.map((t) => `${t.countryCode} already belongs to the market ${t.market}: a country belongs to one market.`),
    }).withCode("country_in_another_market");
}

/** Whether the store has taken any order (its primary currency is then fixed: orders and prices are kept in it). */
export async function hasOrders(executor: Executor, tenantId: string): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(schema.orders)
    .where(eq(schema.orders.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}

/** A change of the primary currency (a new primary market in another currency, or the primary's own) once orders exist. */
export async function refusePrimaryCurrencyChange(executor: Executor, tenantId: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  if (await hasOrders(executor, tenantId))
    throw new ConflictError(
      `The currencyCode of the primary market cannot change from ${from} to ${to}: the store has orders in ${from}. Add a market in ${to} instead.`,
    ).withCode("primary_currency_locked");
}

/** Locks the store's markets for the rest of the transaction, so two writes cannot both leave it without (or with two) primaries. */
export async function lockMarkets(executor: Executor, tenantId: string): Promise<void> {
  await executor.execute(sql`select id from markets where tenant_id = ${tenantId}::uuid for update`);
}
