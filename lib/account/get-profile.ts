import { and, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import type { CustomerProfile } from "./schemas";
import { NotFoundError } from "../errors/domain";

export async function getProfile({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}): Promise<CustomerProfile> {
  const db = executor ?? (await getDb());
  const c = schema.customers;
  const [row] = await db
    .select({ id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phone, createdAt: isoSeconds(c.createdAt) })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
    .limit(1);
  if (!row) throw new NotFoundError("Customer not found.");
  return row;
}
