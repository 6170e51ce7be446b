import "server-only";
import { invalidateTags } from "../cache/tenant-cache";
import { discountsTag } from "../catalog/catalog-cache";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { checkDiscount, minorAmounts } from "./check-discount";
import { listDiscounts } from "./list-discounts";
import { presentDiscount } from "./present-discount";
import type { CreateDiscountInput, Discount } from "./schemas";

/** POST /operator/discounts: a new discount; a code the store already has (in any case) → 422 on `code`. */
export async function createDiscount({ tenantId, input }: { tenantId: string; input: CreateDiscountInput }): Promise<Discount> {
  const values = checkDiscount({ kind: input.kind, value: input.value, startsAt: input.startsAt, endsAt: input.endsAt });
  const db = await getDb();
  const code = input.code ?? null;
  const [row] = await db
    .insert(schema.discounts)
    .values({
      tenantId,
      code,
      codeKey: code?.toLowerCase() ?? null,
      description: input.description ?? "",
      kind: input.kind,
      percent: values.percent,
      amounts: values.amounts,
      minSubtotal: minorAmounts(input.minSubtotal) ?? null,
      appliesTo: input.appliesTo ?? null,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      usageLimit: input.usageLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      firstOrderOnly: input.firstOrderOnly ?? false,
      combinable: input.combinable ?? false,
      active: input.active ?? true,
    })
    .onConflictDoNothing()
    .returning({ id: schema.discounts.id });
  if (!row) throw new InvalidInputError({ code: [`The store already has the code ${code}.`] }).withCode("validation_failed");
  invalidateTags(tenantId, [discountsTag]);
  const [created] = await listDiscounts({ tenantId, id: row.id });
  return presentDiscount(created!);
}
