import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { executePrepared } from "@/db/prepared";
import { cached, peekCached, putCached, type CachePolicy } from "../cache/tenant-cache";
import type { Rounding, TaxClass, TaxRate } from "./types";

/** A market as the pricing loader uses it: the calculator's terms, its delivery terms, and what a cart answer shows. */
export type TermsMarket = {
  id: string;
  name: string;
  currencyCode: string;
  locale: string;
  isPrimary: boolean;
  taxIncluded: boolean;
  exchangeRate: number;
  rounding: Rounding;
  /** The market's default country, else its first country (by code), else "XX". */
  defaultCountry: string;
  countries: string[];
  shipping: { flatRate: number; freeOver: number | null } | null;
};

/** What prices every cart of a tenant alike: its markets (primary first) with delivery terms, and its tax rates. */
export type PricingTerms = { markets: TermsMarket[]; taxRates: TaxRate[] };

/**
 * Markets, countries, delivery rates and tax rates change only with the store's setup (seed, migrations, the CLI),
 * never per request: kept per tenant in the process cache (tag "markets", like listMarkets and the shipping rates),
 * so the cart's one statement reads only what is the cart's own. Invalidating "markets" drops them at once; any
 * other change shows within the minute.
 */
const key = ["pricing-terms"];
const tags = ["markets"];
const policy: CachePolicy = { fresh: 60, stale: 600 };

type Row = {
  markets:
    | {
        id: string;
        name: string;
        currencyCode: string;
        locale: string;
        isPrimary: boolean;
        taxIncluded: boolean;
        exchangeRate: string | number;
        rounding: string;
        defaultCountry: string | null;
        countries: string[] | null;
        flatRate: number | string | null;
        freeOver: number | string | null;
      }[]
    | null;
  tax_rates: { countryCode: string; region: string; taxClass: TaxClass; rate: string | number; name: string }[] | null;
};

async function readTerms(executor: Executor, tenantId: string): Promise<PricingTerms> {
  const [row] = await executePrepared<Row>(
    executor,
    sql`
    select (select json_agg(json_build_object(
                   'id', m.id, 'name', m.name, 'currencyCode', m.currency_code, 'locale', m.locale, 'isPrimary', m.is_primary,
                   'taxIncluded', m.tax_included, 'exchangeRate', m.exchange_rate, 'rounding', m.rounding,
                   'defaultCountry', m.default_country,
                   'countries', (select array_agg(mc.country_code order by mc.country_code)
                                   from market_countries mc where mc.tenant_id = m.tenant_id and mc.market_id = m.id),
                   'flatRate', r.flat_rate, 'freeOver', r.free_over)
                 order by m.is_primary desc, m.name asc)
              from markets m
              left join shipping_rates r on r.tenant_id = m.tenant_id and r.market_id = m.id
             where m.tenant_id = ${tenantId}::uuid) as markets,
           (select json_agg(json_build_object('countryCode', tr.country_code, 'region', tr.region, 'taxClass', tr.tax_class,
                                              'rate', tr.rate, 'name', tr.name)
                            order by tr.country_code, tr.region, tr.tax_class)
              from tax_rates tr where tr.tenant_id = ${tenantId}::uuid) as tax_rates`,
  );
  const markets = (row?.markets ?? []).map((m) => {
    const countries = m.countries ?? [];
    return {
      id: m.id,
      name: m.name,
      currencyCode: m.currencyCode,
      locale: m.locale,
      isPrimary: m.isPrimary,
      taxIncluded: m.taxIncluded,
      exchangeRate: Number(m.exchangeRate),
      rounding: m.rounding as Rounding,
      defaultCountry: m.defaultCountry ?? countries[0] ?? "XX",
      countries,
      shipping: m.flatRate === null ? null : { flatRate: Number(m.flatRate), freeOver: m.freeOver === null ? null : Number(m.freeOver) },
    };
  });
  const taxRates = (row?.tax_rates ?? []).map((r) => ({
    countryCode: r.countryCode,
    region: r.region === "" ? null : r.region,
    taxClass: r.taxClass,
    rate: Number(r.rate),
    name: r.name,
  }));
  return { markets, taxRates };
}

/**
 * The tenant's pricing terms from the process cache. Inside a transaction (`executor`) a missing or stale entry is
 * read on that transaction's connection (never through the pool, which the embedded database's single connection
 * would make wait on the transaction itself) and kept; `fresh: true` reads past the cache (a market the cached
 * terms do not know yet).
 */
export async function loadPricingTerms({
  tenantId,
  executor,
  fresh = false,
}: {
  tenantId: string;
  executor?: Executor;
  fresh?: boolean;
}): Promise<PricingTerms> {
  if (!fresh) {
    const hit = peekCached<PricingTerms>({ tenantId, key });
    if (hit) return hit;
  }
  if (executor || fresh) {
    const terms = await readTerms(executor ?? (await getDb()), tenantId);
    putCached({ tenantId, key, tags, policy, value: terms });
    return terms;
  }
  return cached({ tenantId, key, tags, policy }, async () => readTerms(await getDb(), tenantId));
}
