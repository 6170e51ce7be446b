import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import type { SubscriptionItem } from "@/db/schema/subscriptions";
import type { SavedMethod } from "../payments/gateways/types";
import { variantName, variantTitle, type ProductOption } from "../pricing/variant-names";
import type { PricingMarket, Rounding, ShippingTerms, TaxClass, TaxRate } from "../pricing/types";

/** One variant of a box's product: its prices and stock; `name` the product's, with the variant's when it has several. */
export type RenewalProduct = {
  id: string;
  variantId: string;
  /** 0 for the product's lead variant (what an item stored without a variant is). */
  position: number;
  name: string;
  status: string;
  stock: number;
  taxClass: TaxClass;
  price: number;
  salePrice: number | null;
  subscriberPrice: number;
  fixed: { price: number; salePrice: number | null } | null;
};

/** Everything a renewal needs, read (and the subscription locked) in one statement inside the renewal's transaction. */
export type LoadedRenewal = {
  subscription: {
    id: string;
    customerId: string;
    name: string;
    status: string;
    frequency: number;
    items: SubscriptionItem[];
    nextBillingDate: string | null;
    pausedUntil: string | null;
  };
  customer: { email: string; firstName: string | null };
  storeName: string;
  rewardsEnabled: boolean;
  settings: { retryDays: number[]; finalAction: "pause" | "cancel"; reminderDays: number };
  address: Record<string, string | null> & { countryCode: string };
  method: (SavedMethod & { id: string; provider: string }) | null;
  market: PricingMarket;
  shipping: ShippingTerms | null;
  taxRates: TaxRate[];
  products: RenewalProduct[];
  /** How the box's package is priced: `fixed` at its fixed price (primary currency), else the sum of its items. */
  packagePricing: { pricingType: string; fixedPrice: number | null };
};

type Row = {
  id: string;
  customer_id: string;
  name: string;
  status: string;
  frequency: number;
  items: SubscriptionItem[];
  next_billing_date: string | null;
  paused_until: string | null;
  email: string;
  first_name: string | null;
  store_name: string;
  rewards_enabled: boolean;
  retry_days: number[];
  final_action: string;
  reminder_days: number;
  address: (Record<string, string | null> & { countryCode: string }) | null;
  method: (SavedMethod & { id: string; provider: string }) | null;
  market: {
    id: string;
    currencyCode: string;
    taxIncluded: boolean;
    exchangeRate: string | number;
    rounding: string;
    defaultCountry: string | null;
  } | null;
  shipping: { flatRate: number; freeOver: number | null } | null;
  tax_rates: { countryCode: string; region: string; taxClass: TaxClass; rate: string | number; name: string }[] | null;
  products:
    | (Omit<RenewalProduct, "fixed"> & {
        fixedPrice: number | null;
        fixedSalePrice: number | null;
        productOptions: ProductOption[];
        options: Record<string, string>;
        variantCount: number | string;
      })[]
    | null;
  package_pricing: { pricingType: string; fixedPrice: number | string | null } | null;
};

/**
 * Locks the subscription (FOR UPDATE OF it, so two renewals of it queue up) and reads what pricing and charging it
 * need: the customer, the store's billing settings, the delivery address, the saved card, the subscription's market
 * (the market of the currency it was created in, the one delivering to the address first: it bills in that currency;
 * else the market delivering to the address, else the primary market), its delivery terms and tax rates, the box's products' variants
 * with their stored, subscriber and market prices and stock, and how its package is priced (calculated or fixed). Null when the subscription is not the tenant's.
 */
export async function loadRenewal({
  tx,
  tenantId,
  subscriptionId,
}: {
  tx: Executor;
  tenantId: string;
  subscriptionId: string;
}): Promise<LoadedRenewal | null> {
  const result = await tx.execute(sql`
    with s as (
      select * from subscriptions where tenant_id = ${tenantId}::uuid and id = ${subscriptionId}::uuid for update
    ), a as (
      select ad.* from addresses ad, s where ad.tenant_id = s.tenant_id and ad.id = s.address_id and ad.customer_id = s.customer_id
    ), m as (
      select mk.* from markets mk
       where mk.tenant_id = ${tenantId}::uuid
       order by (mk.currency_code = (select s.currency_code from s)) desc,
                (exists (select 1 from market_countries mc, a
                          where mc.tenant_id = mk.tenant_id and mc.market_id = mk.id and mc.country_code = a.country_code)) desc,
                mk.is_primary desc
       limit 1
    )
    select s.id, s.customer_id, s.name, s.status, s.frequency, s.items, s.next_billing_date::text as next_billing_date,
           s.paused_until::text as paused_until,
           cu.email, cu.first_name, t.name as store_name, t.rewards_enabled,
           t.billing_retry_days as retry_days, t.billing_final_action as final_action, t.reminder_days,
           (select json_build_object('firstName', a.first_name, 'lastName', a.last_name, 'company', a.company, 'line1', a.line1,
                                     'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code,
                                     'countryCode', a.country_code) from a) as address,
           (select json_build_object('id', pm.id, 'provider', pm.provider, 'providerId', pm.provider_id,
                                     'paymentMethod', pm.payment_method, 'cardType', pm.card_type, 'cardLast4', pm.card_last4,
                                     'cardExpMonth', pm.card_exp_month, 'cardExpYear', pm.card_exp_year)
              from payment_methods pm
             where pm.tenant_id = s.tenant_id and pm.customer_id = s.customer_id and pm.id = s.payment_method_id) as method,
           (select json_build_object('id', m.id, 'currencyCode', m.currency_code, 'taxIncluded', m.tax_included,
                                     'exchangeRate', m.exchange_rate, 'rounding', m.rounding,
                                     'defaultCountry', coalesce(m.default_country,
                                        (select min(mc.country_code) from market_countries mc where mc.market_id = m.id)))
              from m) as market,
           (select json_build_object('flatRate', r.flat_rate, 'freeOver', r.free_over)
              from shipping_rates r, m where r.tenant_id = s.tenant_id and r.market_id = m.id) as shipping,
           (select json_agg(json_build_object('countryCode', tr.country_code, 'region', tr.region, 'taxClass', tr.tax_class,
                                              'rate', tr.rate, 'name', tr.name))
              from tax_rates tr, a where tr.tenant_id = s.tenant_id and tr.country_code = a.country_code) as tax_rates,
           (select json_agg(json_build_object('id', p.id, 'variantId', v.id, 'position', v.position, 'name', p.name,
                                              'productOptions', p.options, 'options', v.options,
                                              'variantCount', (select count(*) from product_variants c where c.tenant_id = p.tenant_id and c.product_id = p.id),
                                              'status', p.status, 'stock', v.stock,
                                              'taxClass', p.tax_class, 'price', v.price, 'salePrice', v.sale_price,
                                              'subscriberPrice', v.subscriber_price,
                                              'fixedPrice', pp.price, 'fixedSalePrice', pp.sale_price))
              from products p
              join product_variants v on v.tenant_id = p.tenant_id and v.product_id = p.id
              left join product_prices pp on pp.tenant_id = p.tenant_id and pp.variant_id = v.id and pp.market_id = (select id from m)
             where p.tenant_id = s.tenant_id
               and p.id in (select (e->>'productId')::uuid from jsonb_array_elements(s.items) e
                             where e->>'productId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')) as products,
           (select json_build_object('pricingType', c.pricing_type, 'fixedPrice', c.fixed_price)
              from subscription_package_configs c
             where c.tenant_id = s.tenant_id and c.product_id = s.product_id) as package_pricing
      from s
      join customers cu on cu.tenant_id = s.tenant_id and cu.id = s.customer_id
      join tenants t on t.id = s.tenant_id`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row || !row.market || !row.address) return null;
  const market = row.market;
  return {
    subscription: {
      id: row.id,
      customerId: row.customer_id,
      name: row.name,
      status: row.status,
      frequency: Number(row.frequency),
      items: row.items,
      nextBillingDate: row.next_billing_date,
      pausedUntil: row.paused_until,
    },
    customer: { email: row.email, firstName: row.first_name },
    storeName: row.store_name,
    rewardsEnabled: row.rewards_enabled,
    settings: {
      retryDays: (row.retry_days ?? [1, 3, 5, 7]).map(Number),
      finalAction: row.final_action === "cancel" ? "cancel" : "pause",
      reminderDays: Number(row.reminder_days),
    },
    address: row.address,
    method: row.method,
    market: {
      id: market.id,
      currencyCode: market.currencyCode,
      taxIncluded: market.taxIncluded,
      exchangeRate: Number(market.exchangeRate),
      rounding: market.rounding as Rounding,
      defaultCountry: market.defaultCountry ?? row.address.countryCode,
    },
    shipping: row.shipping
      ? { flatRate: Number(row.shipping.flatRate), freeOver: row.shipping.freeOver === null ? null : Number(row.shipping.freeOver) }
      : null,
    taxRates: (row.tax_rates ?? []).map((r) => ({
      countryCode: r.countryCode,
      region: r.region === "" ? null : r.region,
      taxClass: r.taxClass,
      rate: Number(r.rate),
      name: r.name,
    })),
    products: (row.products ?? []).map((p) => ({
      id: p.id,
      variantId: p.variantId,
      position: Number(p.position),
      name: Number(p.variantCount) > 1 ? variantName(p.name, variantTitle(p.productOptions ?? [], p.options ?? {})) : p.name,
      status: p.status,
      stock: Number(p.stock),
      taxClass: p.taxClass,
      price: Number(p.price),
      salePrice: p.salePrice === null ? null : Number(p.salePrice),
      subscriberPrice: Number(p.subscriberPrice),
      fixed:
        p.fixedPrice === null
          ? null
          : { price: Number(p.fixedPrice), salePrice: p.fixedSalePrice === null ? null : Number(p.fixedSalePrice) },
    })),
    packagePricing: {
      pricingType: row.package_pricing?.pricingType ?? "calculated",
      fixedPrice:
        row.package_pricing?.fixedPrice === null || row.package_pricing?.fixedPrice === undefined
          ? null
          : Number(row.package_pricing.fixedPrice),
    },
  };
}
