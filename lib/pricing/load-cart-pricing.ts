import "server-only";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { executeBuilt } from "@/db/prepared";
import { displayEventTime } from "../time/event-time";
import { InvalidInputError, noMarketYet } from "../errors/domain";
import { discountsStatement, presentDiscounts, type DiscountRow, type LoadedDiscount } from "./load-discounts";
import { loadPricingTerms } from "./load-pricing-terms";
import { variantName, variantTitle as variantTitleOf, type ProductOption } from "./variant-names";
import type { CalculatorInput, Destination, LineInput, TaxClass, TaxRate } from "./types";

/** A cart line as the loader reads it: what the calculator needs plus what a cart answer shows. */
export type CartLineDetails = {
  id: string;
  productId: string;
  variantId: string;
  /** The variant's option values ("Espresso, 1 kg"); "" for a product without options. */
  variantTitle: string;
  variantOptions: Record<string, string>;
  /** The product's name, with the variant's values when it has options ("Ethiopia Yirgacheffe — Espresso, 1 kg"). */
  name: string;
  sku: string;
  slug: string;
  quantity: number;
  status: string;
  taxClass: TaxClass;
  imagePath: string | null;
  imageAlt: string | null;
};

/** Seats a cart holds (lib/tickets): priced and taxed like any line, never delivered. */
export type CartTicketLineDetails = {
  id: string;
  occurrenceId: string;
  ticketTypeId: string;
  eventSlug: string;
  eventTitle: string;
  ticketType: string;
  startsAt: string;
  /** The start in the store's time zone. */
  displayStartsAt: string;
  quantity: number;
  holdExpiresAt: string;
  expired: boolean;
};

export type CartPricing = {
  /** What a priced answer of this cart depends on that is the cart's own (cartStamp): equal stamps, equal inputs. */
  stamp: string;
  cart: {
    id: string;
    customerId: string | null;
    status: string;
    createdAt: string;
    updatedAt: string;
    shippingCountry: string | null;
    shippingRegion: string | null;
  };
  market: { id: string; name: string; currencyCode: string; locale: string; countries: string[] };
  lines: CartLineDetails[];
  ticketLines: CartTicketLineDetails[];
  /** The discounts weighed: the cart's codes (usable or not) and the automatic ones. */
  discounts: LoadedDiscount[];
  /** The customer's points balance (0 for a guest cart), read without a lock: checkout checks it again under one. */
  pointsBalance: number;
  input: CalculatorInput;
};

type Row = {
  id: string;
  stamp: string;
  customer_id: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  shipping_country: string | null;
  shipping_region: string | null;
  market_id: string | null;
  rewards_enabled: boolean;
  point_value_minor: number;
  points_redeem_step: number;
  points_max_share_percent: number;
  points_to_redeem: number;
  points_balance: number | null;
  lines: RowLine[] | null;
  ticket_lines:
    (Omit<CartTicketLineDetails, "quantity" | "displayStartsAt"> & { quantity: number | string; price: number | string })[] | null;
  time_zone: string;
  discounts: DiscountRow[];
};
type RowLine = Omit<CartLineDetails, "quantity" | "variantTitle"> & {
  productOptions: ProductOption[];
  quantity: number | string;
  price: number | string;
  salePrice: number | string | null;
  fixedPrice: number | string | null;
  fixedSalePrice: number | string | null;
};

const num = (x: number | string) => Number(x);
const numOrNull = (x: number | string | null) => (x === null ? null : Number(x));

/**
 * The one loader of the order calculator: a cart, its market (currency, tax mode, rate, rounding, delivery
 * terms), its lines with the products' stored prices and the market's fixed prices, the tax rates of the
 * destination's country, the points balance and the discounts it weighs. What is the cart's own comes in one prepared
 * statement (db/prepared.ts); the market's terms and the tax rates, the same for every cart of the store, from the
 * tenant's cached pricing terms (load-pricing-terms.ts: no statement on a hit).
 * Scoped by tenant; `customerId` a string reads only that customer's cart, null only a guest cart, undefined any cart
 * of the tenant (callers that have checked ownership). `activeOnly` refuses converted and merged carts. A cart from before markets priced is priced in the primary market.
 *
 * The destination is the given one, else the cart's shipping country/region, else the market's default country
 * (totals estimated). A destination the market does not deliver to → InvalidInputError on `destinationField`.
 */
export async function loadCartPricing({
  executor,
  tenantId,
  cartId,
  customerId,
  destination,
  destinationField = "shippingCountry",
  activeOnly = false,
}: {
  executor?: Executor;
  tenantId: string;
  /** Absent: the customer's active cart (`customerId` must then be given). */
  cartId?: string;
  customerId?: string | null;
  destination?: Destination | null;
  destinationField?: string;
  activeOnly?: boolean;
}): Promise<CartPricing | null> {
  if (!cartId && !customerId) return null;
  const db = executor ?? (await getDb());
  let terms = await loadPricingTerms({ tenantId, executor });
  const primary = terms.markets[0];
  if (!primary) throw noMarketYet();
  const ownerKind: OwnerKind = customerId === undefined ? "any" : customerId === null ? "guest" : "customer";
  const activeKind = activeOnly || !cartId;
  // The market's terms and tax rates come from the tenant's cached pricing terms (load-pricing-terms.ts); the
  // statement reads only the cart's own: the cart, the store's points settings, the lines with their products' and
  // the market's fixed prices, the seats, the points balance and the discounts it weighs.
  // Built once per variant (which cart, whose, active or any) with placeholders; each call binds its values.
  const tenant = sql.placeholder("tenantId");
  const rows = await executeBuilt<Row>(
    db,
    `cart-pricing:${cartId ? "id" : "active"}:${ownerKind}:${activeKind}`,
    () => sql`
    select c.id, ${cartStamp(tenant)} as stamp, c.customer_id, c.status, c.market_id,
           to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
           to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
           c.shipping_country, c.shipping_region, t.rewards_enabled, t.time_zone,
           t.point_value_minor, t.points_redeem_step, t.points_max_share_percent, c.points_to_redeem,
           case when t.rewards_enabled and c.customer_id is not null then
             (select pt.balance_after from points_transactions pt
               where pt.tenant_id = ${tenant}::uuid and pt.customer_id = c.customer_id
               order by pt.created_at desc nulls last, pt.id desc nulls last limit 1)
           end as points_balance,
           (select json_agg(json_build_object(
                     'id', cl.id, 'productId', cl.product_id, 'variantId', pv.id, 'variantOptions', pv.options,
                     'productOptions', pr.options, 'name', pr.name, 'sku', pv.sku, 'slug', pr.slug,
                     'quantity', cl.quantity, 'status', pr.status, 'taxClass', pr.tax_class,
                     'price', pv.price, 'salePrice', pv.sale_price, 'fixedPrice', pp.price, 'fixedSalePrice', pp.sale_price,
                     'imagePath', im.path, 'imageAlt', im.alt)
                   order by cl.created_at asc, pr.name asc, cl.id asc)
              from cart_lines cl
              join products pr on pr.id = cl.product_id and pr.tenant_id = ${tenant}::uuid
              join product_variants pv on pv.id = cl.variant_id and pv.tenant_id = ${tenant}::uuid
              left join product_prices pp
                on pp.variant_id = pv.id and pp.market_id = coalesce(c.market_id, ${sql.placeholder("primaryId")}::uuid) and pp.tenant_id = ${tenant}::uuid
              left join images im on im.id = pr.image_id and im.tenant_id = ${tenant}::uuid
             where cl.tenant_id = ${tenant}::uuid and cl.cart_id = c.id) as lines,
           (select json_agg(json_build_object(
                     'id', h.id, 'occurrenceId', h.occurrence_id, 'ticketTypeId', h.ticket_type_id, 'eventSlug', ev.slug,
                     'eventTitle', ev.name, 'ticketType', tp.name, 'quantity', h.quantity, 'price', tp.price,
                     'startsAt', to_char(eo.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                     'holdExpiresAt', to_char(h.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                     'expired', (h.order_id is null and h.expires_at <= now()))
                   order by eo.starts_at asc, ev.name asc, tp.price desc, h.id asc)
              from ticket_holds h
              join event_occurrences eo on eo.id = h.occurrence_id and eo.tenant_id = ${tenant}::uuid
              join events ev on ev.id = eo.event_id and ev.tenant_id = ${tenant}::uuid
              join event_ticket_prices tp on tp.id = h.ticket_type_id and tp.tenant_id = ${tenant}::uuid
             where h.tenant_id = ${tenant}::uuid and h.cart_id = c.id) as ticket_lines,
           (select coalesce(json_agg(dr order by dr.id), '[]'::json)
              from (${discountsStatement({ tenantId: tenant, cartId: sql`c.id`, customerId: sql`c.customer_id`, codeKey: sql`null::varchar` })}) dr) as discounts
      from carts c
      join tenants t on t.id = c.tenant_id
     where ${whichCart({ byId: Boolean(cartId), ownerKind, activeOnly: activeKind })}
     limit 1`,
    { tenantId, cartId, customerId, primaryId: primary.id },
  );
  const row = rows[0];
  if (!row) return null;
  const marketId = row.market_id ?? primary.id;
  let market = terms.markets.find((m) => m.id === marketId);
  if (!market) {
    // A market newer than the cached terms (another instance made it): read them afresh once.
    terms = await loadPricingTerms({ tenantId, executor, fresh: true });
    market = terms.markets.find((m) => m.id === marketId);
    if (!market) return null;
  }

  const countries = market.countries;
  const given = destination ?? (row.shipping_country ? { countryCode: row.shipping_country, region: row.shipping_region } : null);
  if (given && !countries.includes(given.countryCode.toUpperCase()))
    throw new InvalidInputError({
      [destinationField]: [
        `The ${market.name} market does not deliver to ${given.countryCode.toUpperCase()}; choose another market or country.`,
      ],
    }).withCode("destination_outside_market");
  const taxCountry = (destination?.countryCode ?? row.shipping_country ?? market.defaultCountry).toUpperCase();

  const rawLines = row.lines ?? [];
  const lines: CartLineDetails[] = rawLines.map((l) => {
    const variantTitle = variantTitleOf(l.productOptions ?? [], l.variantOptions ?? {});
    return {
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      variantTitle,
      variantOptions: l.variantOptions ?? {},
      name: variantName(l.name, variantTitle),
      sku: l.sku,
      slug: l.slug,
      quantity: num(l.quantity),
      status: l.status,
      taxClass: l.taxClass,
      imagePath: l.imagePath,
      imageAlt: l.imageAlt,
    };
  });
  const lineInputs: LineInput[] = rawLines.map((l, i) => ({
    key: l.id,
    productId: l.productId,
    variantId: l.variantId,
    name: lines[i]!.name,
    quantity: num(l.quantity),
    taxClass: l.taxClass,
    pricing: {
      price: num(l.price),
      salePrice: numOrNull(l.salePrice),
      fixed: l.fixedPrice === null ? null : { price: num(l.fixedPrice), salePrice: numOrNull(l.fixedSalePrice) },
    },
  }));
  const rawTickets = row.ticket_lines ?? [];
  const ticketLines: CartTicketLineDetails[] = rawTickets.map(({ price: _price, ...t }) => ({
    ...t,
    quantity: num(t.quantity),
    displayStartsAt: displayEventTime(row.time_zone, t.startsAt),
  }));
  for (const t of rawTickets)
    lineInputs.push({
      key: t.id,
      kind: "ticket",
      productId: null,
      name: `${t.eventTitle}: ${t.ticketType}`,
      quantity: num(t.quantity),
      taxClass: "standard",
      pricing: { price: num(t.price), salePrice: null, fixed: null },
    });
  const taxRates: TaxRate[] = terms.taxRates.filter((r) => r.countryCode === taxCountry);
  const discounts = presentDiscounts(row.discounts, { customerId: row.customer_id, currencyCode: market.currencyCode });
  return {
    stamp: row.stamp,
    discounts,
    pointsBalance: row.customer_id ? Math.max(0, num(row.points_balance ?? 0)) : 0,
    cart: {
      id: row.id,
      customerId: row.customer_id,
      status: row.status,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      shippingCountry: row.shipping_country,
      shippingRegion: row.shipping_region,
    },
    market: { id: market.id, name: market.name, currencyCode: market.currencyCode, locale: market.locale, countries },
    lines,
    ticketLines,
    input: {
      market: {
        id: market.id,
        currencyCode: market.currencyCode,
        taxIncluded: market.taxIncluded,
        exchangeRate: market.exchangeRate,
        rounding: market.rounding,
        defaultCountry: market.defaultCountry,
      },
      lines: lineInputs,
      destination: given,
      shipping: market.shipping,
      taxRates,
      customer: row.customer_id ? { id: row.customer_id } : null,
      discounts: discounts.filter((d) => d.block === null).map((d) => d.rule),
      pointsPerUnit: row.rewards_enabled ? 1 : 0,
      pointsToRedeem: row.customer_id && row.rewards_enabled ? num(row.points_to_redeem) : 0,
      points: row.rewards_enabled
        ? {
            minorPerPoint: num(row.point_value_minor),
            maxShare: num(row.points_max_share_percent) / 100,
            step: num(row.points_redeem_step),
          }
        : null,
    },
  };
}

type OwnerKind = "any" | "guest" | "customer";

/**
 * Which cart a statement reads (alias `c`), with placeholders tenantId, cartId and customerId: scoped by tenant;
 * by id or the customer's active one; a customer's own, a guest cart only, or any of the tenant's.
 */
export function whichCart({ byId, ownerKind, activeOnly }: { byId: boolean; ownerKind: OwnerKind; activeOnly: boolean }): SQL {
  const owner =
    ownerKind === "any"
      ? sql`true`
      : ownerKind === "guest"
        ? sql`c.customer_id is null`
        : sql`c.customer_id = ${sql.placeholder("customerId")}::uuid`;
  const active = activeOnly ? sql`c.status = 'active'` : sql`true`;
  const which = byId ? sql`c.id = ${sql.placeholder("cartId")}::uuid` : sql`true`;
  return sql`c.tenant_id = ${sql.placeholder("tenantId")}::uuid and ${which} and ${owner} and ${active}`;
}

/**
 * The cart's id and what changes whenever anything of the cart's own that prices it changes: the cart row (every write to the cart,
 * its lines, codes and seats sets updated_at: touchCart) and the customer's points (each points transaction counts
 * one more in points_transaction_counts). The store's prices, discounts, markets and events are not in it: their
 * writes invalidate tags (lib/cart/priced-cart-cache.ts).
 */
export function cartStamp(tenant: Placeholder | SQL): SQL {
  return sql`(c.id::text || '/' || c.updated_at::text || '/' || coalesce((select pc.transaction_count::text from points_transaction_counts pc
                where pc.tenant_id = ${tenant}::uuid and pc.customer_id = c.customer_id), '0'))`;
}
