import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { addressColumns } from "./address-columns";
import type { Address } from "./schemas";

/** The customer's saved addresses: the default first, then the newest. */
export async function listAddresses({ tenantId, customerId }: { tenantId: string; customerId: string }): Promise<Address[]> {
  const db = await getDb();
  const a = schema.addresses;
  return db
    .select(addressColumns)
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.customerId, customerId)))
    .orderBy(desc(a.isDefault), desc(a.createdAt), desc(a.id));
}
