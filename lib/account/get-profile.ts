import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { isoSeconds } from "@/db/sql";
import type { CustomerProfile } from "./schemas";
import { NotFoundError } from "../errors/domain";

const c = schema.customers;

/** One statement, prepared once (db/prepared.ts). */
const profileQuery = (db: Executor, name: string) =>
  db
    .select({ id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phone, createdAt: isoSeconds(c.createdAt) })
    .from(c)
    .where(and(eq(c.tenantId, sql.placeholder("tenantId")), eq(c.id, sql.placeholder("customerId"))))
    .limit(1)
    .prepare(name);

export async function getProfile({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}): Promise<CustomerProfile> {
  const query = await prepared("sf_account_profile", profileQuery, executor);
  const [row] = await query.execute({ tenantId, customerId });
  if (!row) throw new NotFoundError("Customer not found.");
  return row;
}
