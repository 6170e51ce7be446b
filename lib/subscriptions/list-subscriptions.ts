import { and, desc, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { isoSeconds } from "@/db/sql";
import { loadPricingTerms } from "@/lib/pricing/load-pricing-terms";
import { priceBox, type PricedProduct } from "@/lib/pricing/price-box";
import { marketMoney } from "@/lib/pricing/present-totals";
import { marketOfSubscription } from "./subscription-market";
import type { SubscriptionSummary } from "./schemas";
import { effectiveStatus, shownNextBillingDate, todayUtc } from "./subscription-dates";

type RenewalRow = NonNullable<SubscriptionSummary["lastRenewal"]>;
/** A variant of a box's product as stored (`position` 0 the lead), with its fixed prices by market id ([price, salePrice]). */
type StoredProduct = Omit<PricedProduct, "fixed" | "variantId"> & {
  variantId: string;
  position: number;
  fixed: Record<string, [number, number | null]> | null;
};

const s = schema.subscriptions;
const pm = schema.paymentMethods;
const a = schema.addresses;
const cfg = schema.subscriptionPackageConfigs;
const p = schema.products;

/** The customer's subscriptions (or one of them, `one`), in one statement prepared once (db/prepared.ts). */
const subscriptionsQuery = (one: boolean) => (db: Executor, name: string) =>
  db
    .select({
      id: s.id,
      productId: s.productId,
      name: s.name,
      status: s.status,
      frequency: s.frequency,
      price: s.price,
      currencyCode: s.currencyCode,
      items: s.items,
      nextBillingDate: s.nextBillingDate,
      pausedUntil: s.pausedUntil,
      cancelledAt: isoSeconds(s.cancelledAt),
      createdAt: isoSeconds(s.createdAt),
      pricingType: cfg.pricingType,
      fixedPrice: cfg.fixedPrice,
      card: {
        id: pm.id,
        cardType: pm.cardType,
        cardLast4: pm.cardLast4,
        cardExpMonth: pm.cardExpMonth,
        cardExpYear: pm.cardExpYear,
      },
      address: {
        id: a.id,
        firstName: a.firstName,
        lastName: a.lastName,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        postalCode: a.postalCode,
        countryCode: a.countryCode,
      },
      lastRenewal: sql<RenewalRow | string | null>`(
        select json_build_object('cycle', r.cycle::text, 'orderId', r.order_number, 'status', r.status, 'attempt', r.attempt,
                                 'nextRetryAt', to_char(r.next_retry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
          from subscription_renewals r
         where r.tenant_id = ${s.tenantId} and r.subscription_id = ${s.id}
         order by r.cycle desc
         limit 1
      )`,
      products: sql<StoredProduct[]>`(
        select coalesce(jsonb_agg(jsonb_build_object('id', ${p.id}, 'variantId', v.id, 'position', v.position, 'price', v.price,
                                                     'salePrice', v.sale_price, 'subscriberPrice', v.subscriber_price,
                                                     'fixed', (select jsonb_object_agg(pp.market_id, jsonb_build_array(pp.price, pp.sale_price))
                                                                 from product_prices pp
                                                                where pp.tenant_id = ${p.tenantId} and pp.variant_id = v.id))), '[]'::jsonb)
        from ${p}
        join product_variants v on v.tenant_id = ${p.tenantId} and v.product_id = ${p.id}
        where ${p.tenantId} = ${s.tenantId}
          and ${p.id} in (
            select (e->>'productId')::uuid from jsonb_array_elements(${s.items}) e
            where e->>'productId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          )
      )`,
    })
    .from(s)
    .leftJoin(pm, and(eq(pm.id, s.paymentMethodId), eq(pm.tenantId, s.tenantId), eq(pm.customerId, s.customerId)))
    .leftJoin(a, and(eq(a.id, s.addressId), eq(a.tenantId, s.tenantId), eq(a.customerId, s.customerId)))
    .leftJoin(cfg, and(eq(cfg.productId, s.productId), eq(cfg.tenantId, s.tenantId)))
    .where(
      and(
        eq(s.tenantId, sql.placeholder("tenantId")),
        eq(s.customerId, sql.placeholder("customerId")),
        one ? eq(s.id, sql.placeholder("subscriptionId")) : undefined,
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id))
    .prepare(name);
const oneSubscription = subscriptionsQuery(true);
const allSubscriptions = subscriptionsQuery(false);

/**
 * Reads the customer's subscriptions (one, with `subscriptionId`) in one query: the card and address that serve
 * each, and the current prices of its items (with their fixed prices per market), from which the one pricing rule
 * (lib/pricing/price-box.ts) computes the price per delivery in the box's market, the market of the currency it was
 * created in (lib/subscriptions/subscription-market.ts). A box whose products are gone keeps the price stored when it
 * was last changed. Not inside a transaction (the market terms come from the process cache).
 */
export async function readSubscriptions({
  tenantId,
  customerId,
  subscriptionId,
}: {
  tenantId: string;
  customerId: string;
  subscriptionId?: string;
}): Promise<SubscriptionSummary[]> {
  const rows = subscriptionId
    ? await (await prepared("sf_account_subscription", oneSubscription)).execute({ tenantId, customerId, subscriptionId })
    : await (await prepared("sf_account_subscriptions", allSubscriptions)).execute({ tenantId, customerId });
  const today = todayUtc();
  const { markets } = rows.length > 0 ? await loadPricingTerms({ tenantId }) : { markets: [] };
  return rows.map((r) => {
    const stored = typeof r.products === "string" ? (JSON.parse(r.products) as StoredProduct[]) : r.products;
    // Priced in the box's market (the market of its currency): that market's fixed prices, else converted.
    const market = marketOfSubscription(markets, { currencyCode: r.currencyCode, countryCode: r.address?.countryCode ?? null });
    const inMarket = market.currencyCode === r.currencyCode;
    const products: PricedProduct[] = stored.map(({ fixed, id, variantId, price, salePrice, subscriberPrice }) => {
      const own = fixed?.[market.id];
      return { id, variantId, price, salePrice, subscriberPrice, fixed: own ? { price: own[0], salePrice: own[1] } : null };
    });
    // An item stored without a variant is its product's lead variant (the lowest position).
    const lead = new Map<string, { variantId: string; position: number }>();
    for (const x of stored) {
      const seen = lead.get(x.id);
      if (!seen || x.position < seen.position) lead.set(x.id, x);
    }
    const known = new Set(products.map((x) => `${x.id}/${x.variantId}`));
    const items = r.items.map((i) => ({ ...i, variantId: i.variantId ?? lead.get(i.productId)?.variantId }));
    const priced =
      inMarket && items.every((i) => known.has(`${i.productId}/${i.variantId}`))
        ? priceBox({
            pricing: { pricingType: r.pricingType ?? "calculated", fixedPrice: r.fixedPrice, products },
            items,
            frequencyWeeks: r.frequency,
            market,
          })
        : null;
    const price = priced?.total ?? r.price;
    const regular = priced ? priced.regular : r.price;
    const saving = Math.max(0, regular - price);
    const { amount, display } = marketMoney({ currencyCode: r.currencyCode, locale: inMarket ? market.locale : undefined });
    return {
      id: r.id,
      productId: r.productId,
      name: r.name,
      status: effectiveStatus(r, today) as SubscriptionSummary["status"],
      lastRenewal: typeof r.lastRenewal === "string" ? (JSON.parse(r.lastRenewal) as RenewalRow) : r.lastRenewal,
      frequencyWeeks: r.frequency,
      frequency: r.frequency,
      price: amount(price),
      currencyCode: r.currencyCode,
      marketId: inMarket ? market.id : null,
      taxIncluded: inMarket ? market.taxIncluded : true,
      displayPrice: display(price),
      items: items.map((i) => ({ productId: i.productId, variantId: i.variantId ?? null, name: i.name, quantity: i.quantity })),
      nextBillingDate: shownNextBillingDate(r, today),
      cancelledAt: r.cancelledAt,
      createdAt: r.createdAt,
      pausedUntil: effectiveStatus(r, today) === "paused" ? r.pausedUntil : null,
      paymentMethod: r.card,
      address: r.address,
      regularPrice: amount(regular),
      saving: amount(saving),
      displaySaving: display(saving),
    };
  });
}

/** The customer's subscriptions, newest first, cancelled ones included. */
export async function listSubscriptions({
  tenantId,
  customerId,
}: {
  tenantId: string;
  customerId: string;
}): Promise<SubscriptionSummary[]> {
  return readSubscriptions({ tenantId, customerId });
}
