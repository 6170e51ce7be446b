import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { createApiToken } from "../auth/api-tokens";
import { isCountryCode } from "../account/schemas";
import { InvalidInputError } from "../errors/domain";
import { toMinorUnits } from "../money";
import { currencySymbol, isCurrencyCode } from "../settings/currencies";
import { marketLocale } from "../settings/market-locale";
import { countryData, countryTimeZone, standardRateRows } from "../settings/tax-data";

function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export type CreateTenantInput = {
  name: string;
  /** ISO 3166 country the store sells in first; required unless `demo`. */
  country?: string;
  /** ISO 4217; defaults to the country's currency (lib/settings/tax-data.ts). */
  currency?: string;
  /** Load the demo store (what `npm run db:seed` loads) instead of an empty one. */
  demo?: boolean;
  /** With `demo`: sample customers beside alice and bob (customer1…N@<slug>.example.com, the demo password). */
  extraCustomers?: number;
};

export type CreatedTenant = {
  tenantId: string;
  slug: string;
  apiToken: string;
  /** The primary market's id and currency. */
  marketId: string | null;
  currencyCode: string;
  /** With `demo`: the seeded customers' e-mail addresses (they sign in with the demo password). */
  customers?: string[];
};

/** Where a new store trades first: the country's currency, whether prices include tax, its rates and a delivery rate. */
export function storeStart(country: string, currency?: string) {
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code))
    throw new InvalidInputError({ country: [`--country must be an ISO 3166 country code (DE, US…), got "${country}".`] });
  const data = countryData(code);
  const currencyCode = (currency ?? data?.currency)?.trim().toUpperCase();
  if (!currencyCode)
    throw new InvalidInputError({ currency: [`--currency is needed for ${code}: there is no currency on record for it.`] });
  if (!isCurrencyCode(currencyCode))
    throw new InvalidInputError({ currency: [`--currency must be an ISO 4217 currency code in use (EUR, USD…), got "${currency}".`] });
  const regionName = new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  // Delivery: the country's starting rate when the store trades in its currency, else 5.00/50.00 of the currency chosen.
  const shipping = data && data.currency === currencyCode ? data.shipping : { price: 5, freeOver: 50 };
  return {
    country: code,
    marketName: data?.name ?? regionName,
    currencyCode,
    taxIncluded: data?.taxIncluded ?? !["US", "CA"].includes(code),
    taxRates: standardRateRows(code),
    timeZone: countryTimeZone(code),
    shipping: { flatRate: toMinorUnits(shipping.price, currencyCode), freeOver: toMinorUnits(shipping.freeOver, currencyCode) },
  };
}

/**
 * Opens a store: the one way a tenant is made (`npm run cli -- tenant create`, tests). With a country it can sell at
 * once: a primary market for that country and currency, the country's standard tax rate(s), one delivery rate and an
 * API token. `demo` loads the demo store (the seed's code path) under a new slug instead.
 */
export async function createTenant(input: CreateTenantInput): Promise<CreatedTenant> {
  const base = slugify(input.name) || "store";
  const slug = `${base}-${Math.random().toString(36).slice(2, 8)}`;
  if (input.demo) {
    // Loaded only for this path: the demo's catalogue, customers and orders.
    const { seedStore } = await import("../../db/seed/seed-store");
    const store = await seedStore({ slug, name: input.name, extraCustomers: input.extraCustomers });
    const m = schema.markets;
    const [primary] = await (
      await getDb()
    )
      .select({ id: m.id, currencyCode: m.currencyCode })
      .from(m)
      .where(and(eq(m.tenantId, store.tenantId), eq(m.isPrimary, true)));
    return {
      tenantId: store.tenantId,
      slug,
      apiToken: store.apiToken,
      marketId: primary?.id ?? null,
      currencyCode: primary?.currencyCode ?? "GBP",
      customers: store.customers.map((c) => c.email),
    };
  }
  if (!input.country) throw new InvalidInputError({ country: ["--country is needed for a new store (or --demo for the demo store)."] });
  const start = storeStart(input.country, input.currency);
  const db = await getDb();
  const { tenantId, marketId } = await db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(schema.tenants)
      .values({ name: input.name, slug, timeZone: start.timeZone })
      .returning({ id: schema.tenants.id });
    if (!tenant) throw new Error("Tenant was not created.");
    const [market] = await tx
      .insert(schema.markets)
      .values({
        tenantId: tenant.id,
        name: start.marketName,
        currencyCode: start.currencyCode,
        currencySymbol: currencySymbol(start.currencyCode),
        isPrimary: true,
        taxIncluded: start.taxIncluded,
        exchangeRate: "1",
        rounding: "none",
        defaultCountry: start.country,
        locale: marketLocale(start.country),
      })
      .returning({ id: schema.markets.id });
    await tx.insert(schema.marketCountries).values({ tenantId: tenant.id, marketId: market!.id, countryCode: start.country });
    if (start.taxRates.length > 0)
      await tx.insert(schema.taxRates).values(
        start.taxRates.map((r) => ({
          tenantId: tenant.id,
          countryCode: r.countryCode,
          region: r.region,
          taxClass: "standard",
          rate: String(r.rate),
          name: r.name,
        })),
      );
    await tx.insert(schema.shippingRates).values({
      tenantId: tenant.id,
      marketId: market!.id,
      name: "Standard delivery",
      flatRate: start.shipping.flatRate,
      freeOver: start.shipping.freeOver,
    });
    return { tenantId: tenant.id, marketId: market!.id };
  });
  const apiToken = await createApiToken({ tenantId });
  return { tenantId, slug, apiToken, marketId, currencyCode: start.currencyCode };
}
