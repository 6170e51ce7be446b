import { and, eq } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";

/**
 * Locks the customer's row until the transaction ends. Changes that must not interleave for one customer (the
 * default address, the default card, removing a card, completing a card setup) take this lock first, so two of
 * them run one after the other. Returns whether the customer exists in the tenant.
 */
export async function lockCustomer(tx: Executor, { tenantId, customerId }: { tenantId: string; customerId: string }): Promise<boolean> {
  const c = schema.customers;
  const [customer] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
    .for("update");
  return customer !== undefined;
}
