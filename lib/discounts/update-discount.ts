import "server-only";
import { invalidateTags } from "../cache/tenant-cache";
import { discountsTag } from "../catalog/catalog-cache";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { isUuid } from "../uuid";
import { checkDiscount, minorAmounts } from "./check-discount";
import { listDiscounts } from "./list-discounts";
import { presentDiscount } from "./present-discount";
import type { Discount, UpdateDiscountInput } from "./schemas";

/**
 * PATCH /operator/discounts/{id}: changes the given fields (`active: false` disables it: carts stop applying it and
 * checkout refuses it). The result is checked as a whole (a new kind needs its value; the end after the start).
 */
export async function updateDiscount({
  tenantId,
  id,
  input,
}: {
  tenantId: string;
  id: string;
  input: UpdateDiscountInput;
}): Promise<Discount> {
  if (!isUuid(id)) throw new NotFoundError("Discount not found.");
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await listDiscounts({ tenantId, id, executor: tx });
    if (!current) throw new NotFoundError("Discount not found.");
    const now = presentDiscount(current);
    const kind = input.kind ?? now.kind;
    const value = input.value !== undefined ? input.value : input.kind !== undefined && input.kind !== now.kind ? null : now.value;
    const values = checkDiscount({
      kind,
      value,
      startsAt: input.startsAt !== undefined ? input.startsAt : now.startsAt,
      endsAt: input.endsAt !== undefined ? input.endsAt : now.endsAt,
    });
    const d = schema.discounts;
    if (input.code) {
      const [taken] = await tx
        .select({ id: d.id })
        .from(d)
        .where(and(eq(d.tenantId, tenantId), eq(d.codeKey, input.code.toLowerCase()), ne(d.id, id)))
        .limit(1);
      if (taken) throw new InvalidInputError({ code: [`The store already has the code ${input.code}.`] }).withCode("validation_failed");
    }
    await tx
      .update(d)
      .set({
        ...(input.code !== undefined && { code: input.code, codeKey: input.code?.toLowerCase() ?? null }),
        ...(input.description !== undefined && { description: input.description }),
        kind,
        percent: values.percent,
        amounts: values.amounts,
        ...(input.minSubtotal !== undefined && { minSubtotal: minorAmounts(input.minSubtotal) ?? null }),
        ...(input.appliesTo !== undefined && { appliesTo: input.appliesTo }),
        ...(input.startsAt !== undefined && { startsAt: input.startsAt }),
        ...(input.endsAt !== undefined && { endsAt: input.endsAt }),
        ...(input.usageLimit !== undefined && { usageLimit: input.usageLimit }),
        ...(input.perCustomerLimit !== undefined && { perCustomerLimit: input.perCustomerLimit }),
        ...(input.firstOrderOnly !== undefined && { firstOrderOnly: input.firstOrderOnly }),
        ...(input.combinable !== undefined && { combinable: input.combinable }),
        ...(input.active !== undefined && { active: input.active }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(d.tenantId, tenantId), eq(d.id, id)));
    const [changed] = await listDiscounts({ tenantId, id, executor: tx });
    return presentDiscount(changed!);
  });
  invalidateTags(tenantId, [discountsTag]);
  return updated;
}
