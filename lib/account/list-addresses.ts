import { and, desc, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { addressColumns } from "./address-columns";
import type { Address } from "./schemas";

const a = schema.addresses;

/** One statement, prepared once (db/prepared.ts). */
const addressesQuery = (db: Executor, name: string) =>
  db
    .select(addressColumns)
    .from(a)
    .where(and(eq(a.tenantId, sql.placeholder("tenantId")), eq(a.customerId, sql.placeholder("customerId"))))
    .orderBy(desc(a.isDefault), desc(a.createdAt), desc(a.id))
    .prepare(name);

/** The customer's saved addresses: the default first, then the newest. */
export async function listAddresses({ tenantId, customerId }: { tenantId: string; customerId: string }): Promise<Address[]> {
  const query = await prepared("sf_account_addresses", addressesQuery);
  return query.execute({ tenantId, customerId });
}
