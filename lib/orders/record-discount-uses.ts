import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { ConflictError } from "../errors/domain";
import type { AppliedDiscount } from "../pricing/types";

type Locked = {
  id: string;
  code: string | null;
  active: boolean;
  live: boolean;
  usage_limit: number | null;
  per_customer_limit: number | null;
  used: number | string;
  used_by_payer: number | string;
};

/**
 * Counts the order's discounts, inside the order writer's transaction: each applied discount's row is locked
 * (`FOR UPDATE`, in id order, so concurrent checkouts queue rather than deadlock), its uses counted after the lock
 * (what earlier checkouts committed is seen), and one redemption row written. A discount that ran out — its
 * `usageLimit` reached, the payer's `perCustomerLimit` reached (a guest counted by e-mail), disabled or past its end
 * since the cart was priced — → 409 `discount_exhausted`, and the transaction leaves nothing behind. So exactly
 * `usageLimit` orders use a code however many check out at once.
 */
export async function recordDiscountUses({
  tx,
  tenantId,
  orderId,
  customerId,
  email,
  discounts,
}: {
  tx: Executor;
  tenantId: string;
  orderId: string;
  customerId: string | null;
  email: string;
  discounts: readonly AppliedDiscount[];
}): Promise<void> {
  const used = discounts.filter((d) => d.applied).sort((a, b) => (a.id < b.id ? -1 : 1));
  const payerEmail = email.toLowerCase();
  for (const d of used) {
    const result = await tx.execute(sql`
      select d.id, d.code, d.active, d.usage_limit, d.per_customer_limit,
             (coalesce(d.starts_at <= now(), true) and coalesce(d.ends_at > now(), true)) as live,
             (select count(*) from discount_redemptions r where r.tenant_id = d.tenant_id and r.discount_id = d.id) as used,
             (select count(*) from discount_redemptions r
               where r.tenant_id = d.tenant_id and r.discount_id = d.id
                 and (r.customer_id = ${customerId}::uuid or (${customerId}::uuid is null and r.email = ${payerEmail}))) as used_by_payer
        from discounts d
       where d.tenant_id = ${tenantId}::uuid and d.id = ${d.id}::uuid
       for update of d`);
    const row = (result as unknown as { rows: Locked[] }).rows[0];
    const name = d.code ? d.code.toUpperCase() : "The automatic discount";
    if (!row || !row.active || !row.live)
      throw new ConflictError(`${name} can no longer be used: remove it from the cart to pay without it.`).withCode("discount_exhausted");
    if (row.usage_limit !== null && Number(row.used) >= row.usage_limit)
      throw new ConflictError(`${name} has just been used up: remove it from the cart to pay without it.`).withCode("discount_exhausted");
    if (row.per_customer_limit !== null && Number(row.used_by_payer) >= row.per_customer_limit)
      throw new ConflictError(`You have already used ${name}: remove it from the cart to pay without it.`).withCode("discount_exhausted");
    await tx.execute(sql`
      insert into discount_redemptions (tenant_id, discount_id, order_id, customer_id, email, amount)
      values (${tenantId}::uuid, ${d.id}::uuid, ${orderId}::uuid, ${customerId}::uuid, ${payerEmail}, ${d.amount})`);
  }
}

/** Frees a cancelled order's discount uses (a released order's go with the order row). */
export async function freeDiscountUses({ tx, tenantId, orderId }: { tx: Executor; tenantId: string; orderId: string }): Promise<void> {
  await tx.execute(sql`delete from discount_redemptions where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid`);
}
