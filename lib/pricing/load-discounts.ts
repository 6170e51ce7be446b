import "server-only";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { executePrepared } from "@/db/prepared";
import type { DiscountRule } from "./types";

/** Why a discount cannot be used by this shopper now (before the lines are looked at). */
export type DiscountBlock = "inactive" | "not_started" | "expired" | "exhausted" | "already_used" | "first_order_only" | "sign_in_required";

/** A discount as stored, with what the shopper's situation makes of it. */
export type LoadedDiscount = {
  rule: DiscountRule;
  /** On the cart (a code the shopper applied) rather than automatic. */
  onCart: boolean;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  /** null: usable as far as dates, limits and the shopper go (the lines are the calculator's business). */
  block: DiscountBlock | null;
};

export type DiscountRow = {
  id: string;
  code: string | null;
  description: string;
  kind: DiscountRule["kind"];
  percent: number | null;
  amounts: Record<string, number> | null;
  min_subtotal: Record<string, number> | null;
  combinable: boolean;
  active: boolean;
  first_order_only: boolean;
  usage_limit: number | null;
  per_customer_limit: number | null;
  starts_at: string | null;
  ends_at: string | null;
  not_started: boolean;
  expired: boolean;
  used: number | string;
  used_by_customer: number | string;
  customer_orders: number | string;
  on_cart: boolean;
  product_ids: string[] | null;
  restricted: boolean;
};

/**
 * The discounts a cart weighs, as a statement to run alone (loadDiscounts) or inside the pricing loader's (one
 * statement per cart read): the codes applied to the cart (and `codeKey`, a code being added, lower-cased), and the
 * store's active automatic discounts. For each: dates against the database's clock, uses so far (total and by the
 * customer), whether the customer has ordered before, and the products it is for (collections resolved), each counted
 * only when a rule of the discount needs it (a limit, first order only, a product restriction). Scoped by
 * tenant. `cartId`, `customerId` and `codeKey` are SQL expressions of types uuid, uuid and varchar (parameters, or
 * the loader's cart columns).
 */
export function discountsStatement({
  tenantId,
  cartId,
  customerId,
  codeKey,
}: {
  /** The tenant's id, or an SQL placeholder for it (a statement built once: db/prepared.ts executeBuilt). */
  tenantId: string | Placeholder;
  cartId: SQL;
  customerId: SQL;
  codeKey: SQL;
}) {
  return sql`
    select d.id, d.code, d.description, d.kind, d.percent, d.amounts, d.min_subtotal, d.combinable, d.active,
           d.first_order_only, d.usage_limit, d.per_customer_limit,
           to_char(d.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
           to_char(d.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ends_at,
           coalesce(d.starts_at > now(), false) as not_started,
           coalesce(d.ends_at <= now(), false) as expired,
           case when d.usage_limit is null then 0 else
             (select count(*) from discount_redemptions r where r.tenant_id = d.tenant_id and r.discount_id = d.id) end as used,
           case when d.per_customer_limit is null then 0 else
             (select count(*) from discount_redemptions r
               where r.tenant_id = d.tenant_id and r.discount_id = d.id and r.customer_id = ${customerId}) end as used_by_customer,
           case when not d.first_order_only then 0 else
             (select count(*) from orders o
               where o.tenant_id = d.tenant_id and o.customer_id = ${customerId} and o.status <> 'cancelled') end as customer_orders,
           exists (select 1 from cart_discount_codes cd
                    where cd.tenant_id = d.tenant_id and cd.cart_id = ${cartId} and cd.discount_id = d.id) as on_cart,
           (d.applies_to -> 'productIds' is not null or d.applies_to -> 'collectionSlugs' is not null) as restricted,
           case when d.applies_to -> 'productIds' is not null or d.applies_to -> 'collectionSlugs' is not null then
           (select array_agg(distinct x.id) from (
              select (jsonb_array_elements_text(coalesce(d.applies_to -> 'productIds', '[]'::jsonb)))::uuid as id
              union all
              select pc.product_id from product_collections pc
                join collections co on co.id = pc.collection_id and co.tenant_id = d.tenant_id
               where co.slug in (select jsonb_array_elements_text(coalesce(d.applies_to -> 'collectionSlugs', '[]'::jsonb)))
            ) x) end as product_ids
      from discounts d
     where d.tenant_id = ${tenantId}::uuid
       and ((d.code is null and d.active)
            or d.code_key = ${codeKey}
            or exists (select 1 from cart_discount_codes cd
                        where cd.tenant_id = d.tenant_id and cd.cart_id = ${cartId} and cd.discount_id = d.id))
  `;
}

/**
 * The discounts a cart weighs (discountsStatement) as the calculator takes them, with what the shopper's situation
 * makes of each. Guests (`customerId` null) cannot use a first-order discount (nothing says it is their first) and are
 * told to sign in.
 */
export async function loadDiscounts({
  executor,
  tenantId,
  cartId,
  customerId,
  currencyCode,
  extraCode,
}: {
  executor?: Executor;
  tenantId: string;
  cartId: string | null;
  customerId: string | null;
  currencyCode: string;
  extraCode?: string;
}): Promise<LoadedDiscount[]> {
  const db = executor ?? (await getDb());
  const key = extraCode === undefined ? null : extraCode.toLowerCase();
  const cart = cartId ?? "00000000-0000-0000-0000-000000000000";
  const rows = await executePrepared<DiscountRow>(
    db,
    sql`${discountsStatement({ tenantId, cartId: sql`${cart}::uuid`, customerId: sql`${customerId}::uuid`, codeKey: sql`${key}::varchar` })} order by d.id`,
  );
  return presentDiscounts(rows, { customerId, currencyCode });
}

/** Rows of discountsStatement (from the driver, or as JSON inside the loader's row) as the calculator takes them. */
export function presentDiscounts(
  rows: DiscountRow[],
  { customerId, currencyCode }: { customerId: string | null; currencyCode: string },
): LoadedDiscount[] {
  return rows.map((r) => {
    const used = Number(r.used);
    const usedByCustomer = Number(r.used_by_customer);
    let block: DiscountBlock | null = null;
    if (!r.active) block = "inactive";
    else if (r.not_started) block = "not_started";
    else if (r.expired) block = "expired";
    else if (r.usage_limit !== null && used >= r.usage_limit) block = "exhausted";
    else if (r.first_order_only && customerId === null) block = "sign_in_required";
    else if (r.first_order_only && Number(r.customer_orders) > 0) block = "first_order_only";
    else if (r.per_customer_limit !== null && customerId !== null && usedByCustomer >= r.per_customer_limit) block = "already_used";
    return {
      rule: {
        id: r.id,
        code: r.code,
        description: r.description,
        kind: r.kind,
        percent: r.percent,
        amount: r.kind === "fixed" ? (r.amounts?.[currencyCode] ?? null) : null,
        minSubtotal: r.min_subtotal ? (r.min_subtotal[currencyCode] ?? null) : null,
        productIds: r.restricted ? (r.product_ids ?? []) : null,
        combinable: r.combinable,
      },
      onCart: r.on_cart,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      usageLimit: r.usage_limit,
      perCustomerLimit: r.per_customer_limit,
      firstOrderOnly: r.first_order_only,
      block,
    };
  });
}
