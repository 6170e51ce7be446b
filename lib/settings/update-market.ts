import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { currencySymbol } from "./currencies";
import { listOperatorMarkets } from "./list-operator-markets";
import { marketLocale } from "./market-locale";
import { checkCountriesFree, lockMarkets, refusePrimaryCurrencyChange } from "./market-rules";
import type { OperatorMarket, UpdateMarketInput } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/**
 * PATCH /operator/markets/{id}: changes the given fields. `primary: true` moves the primary mark here in the same
 * transaction (exchange rate 1); `primary: false` on the only primary is refused (make another primary instead). The
 * primary currency cannot change once the store has orders. Open carts are re-priced on their next read.
 */
export async function updateMarket({
  tenantId,
  id,
  input,
}: {
  tenantId: string;
  id: string;
  input: UpdateMarketInput;
}): Promise<OperatorMarket> {
  if (!isUuid(id)) throw new NotFoundError("Market not found.");
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    await lockMarkets(tx, tenantId);
    const [market] = await listOperatorMarkets({ tenantId, id, executor: tx });
    if (!market) throw new NotFoundError("Market not found.");
    const m = schema.markets;
    if (input.primary === false && market.primary)
      throw new InvalidInputError({
        primary: ["A store has exactly one primary market: make another market primary instead of unsetting this one."],
      }).withCode("primary_market_required");
    const primary = input.primary === true || market.primary;
    if (primary && input.exchangeRate !== undefined && input.exchangeRate !== 1)
      throw new InvalidInputError({
        exchangeRate: ["The primary market's exchangeRate is 1: other markets' rates are from its currency."],
      });
    if (input.countries) await checkCountriesFree({ executor: tx, tenantId, countries: input.countries, marketId: id });
    const currencyCode = input.currencyCode ?? market.currencyCode;
    if (primary) {
      const [current] = await tx
        .select({ id: m.id, currencyCode: m.currencyCode })
        .from(m)
        .where(and(eq(m.tenantId, tenantId), eq(m.isPrimary, true)));
      if (current) await refusePrimaryCurrencyChange(tx, tenantId, current.currencyCode, currencyCode);
      if (current && current.id !== id)
        await tx
          .update(m)
          .set({ isPrimary: false })
          .where(and(eq(m.tenantId, tenantId), eq(m.id, current.id)));
    }
    const countries = input.countries ?? market.countries;
    const defaultCountry =
      market.defaultCountry !== null && countries.includes(market.defaultCountry) ? market.defaultCountry : (countries[0] ?? null);
    await tx
      .update(m)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.currencyCode !== undefined && { currencyCode, currencySymbol: currencySymbol(currencyCode) }),
        ...(input.taxIncluded !== undefined && { taxIncluded: input.taxIncluded }),
        ...(input.rounding !== undefined && { rounding: input.rounding }),
        isPrimary: primary,
        exchangeRate: String(primary ? 1 : (input.exchangeRate ?? market.exchangeRate)),
        ...(defaultCountry !== market.defaultCountry && { defaultCountry, locale: marketLocale(defaultCountry ?? undefined) }),
      })
      .where(and(eq(m.tenantId, tenantId), eq(m.id, id)));
    if (input.countries) {
      const mc = schema.marketCountries;
      await tx.delete(mc).where(and(eq(mc.tenantId, tenantId), eq(mc.marketId, id)));
      if (input.countries.length > 0)
        await tx.insert(mc).values(input.countries.map((countryCode) => ({ tenantId, marketId: id, countryCode })));
    }
    const [changed] = await listOperatorMarkets({ tenantId, id, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "markets", action: "updated", id, record: changed });
    return changed!;
  });
  settingsChanged(tenantId);
  return updated;
}
