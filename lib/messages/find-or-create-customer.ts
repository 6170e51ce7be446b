import { and, eq, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/db/client";

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(" ") : null };
}

/**
 * The tenant's customer with this e-mail (case-insensitive), created without a password when there is
 * none. Safe under concurrent calls with the same new address: the insert relies on the unique index
 * (tenant_id, lower(email)); a losing insert does nothing and the row the winner committed is read.
 */
export async function findOrCreateCustomer({
  tx,
  tenantId,
  email,
  name,
}: {
  tx: Transaction;
  tenantId: string;
  email: string;
  name: string | null;
}): Promise<{ id: string; created: boolean }> {
  const c = schema.customers;
  const [created] = await tx
    .insert(c)
    .values({ tenantId, email, ...splitName(name) })
    .onConflictDoNothing()
    .returning({ id: c.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(sql`lower(${c.email})`, email.toLowerCase())))
    .limit(1);
  if (!existing) throw new Error("customer neither inserted nor found");
  return { id: existing.id, created: false };
}
