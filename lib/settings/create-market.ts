import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { currencySymbol } from "./currencies";
import { listOperatorMarkets } from "./list-operator-markets";
import { marketLocale } from "./market-locale";
import { checkCountriesFree, lockMarkets, refusePrimaryCurrencyChange } from "./market-rules";
import type { CreateMarketInput, OperatorMarket } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";

/**
 * POST /operator/markets: a market in a currency for some countries. `primary: true` makes it the primary market in
 * the same transaction (the old primary stops being one; its exchange rate is 1); a store's first market is always
 * primary. A country another market sells to, or a new primary currency once orders exist, is refused.
 */
export async function createMarket({ tenantId, input }: { tenantId: string; input: CreateMarketInput }): Promise<OperatorMarket> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await lockMarkets(tx, tenantId);
    const m = schema.markets;
    const [current] = await tx
      .select({ id: m.id, currencyCode: m.currencyCode })
      .from(m)
      .where(and(eq(m.tenantId, tenantId), eq(m.isPrimary, true)));
    const primary = input.primary === true || !current;
    if (primary && input.exchangeRate !== undefined && input.exchangeRate !== 1)
      throw new InvalidInputError({
        exchangeRate: ["The primary market's exchangeRate is 1: other markets' rates are from its currency."],
      });
    await checkCountriesFree({ executor: tx, tenantId, countries: input.countries });
    if (primary && current) {
      await refusePrimaryCurrencyChange(tx, tenantId, current.currencyCode, input.currencyCode);
      await tx
        .update(m)
        .set({ isPrimary: false })
        .where(and(eq(m.tenantId, tenantId), eq(m.id, current.id)));
    }
    const [row] = await tx
      .insert(m)
      .values({
        tenantId,
        name: input.name,
        currencyCode: input.currencyCode,
        currencySymbol: currencySymbol(input.currencyCode),
        isPrimary: primary,
        taxIncluded: input.taxIncluded ?? true,
        exchangeRate: String(primary ? 1 : (input.exchangeRate ?? 1)),
        rounding: input.rounding ?? "none",
        defaultCountry: input.countries[0] ?? null,
        locale: marketLocale(input.countries[0]),
      })
      .returning({ id: m.id });
    const marketId = row!.id;
    if (input.countries.length > 0)
      await tx.insert(schema.marketCountries).values(input.countries.map((countryCode) => ({ tenantId, marketId, countryCode })));
    const [market] = await listOperatorMarkets({ tenantId, id: marketId, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "markets", action: "created", id: marketId, record: market });
    return market!;
  });
  settingsChanged(tenantId);
  return created;
}
