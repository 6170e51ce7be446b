import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getProfile } from "./get-profile";
import type { CustomerProfile, UpdateProfileInput } from "./schemas";
import { UnauthenticatedError } from "../errors/domain";

/** PATCH /account (extension): changes the names and phone given; fields left out stay as they are. */
export async function updateProfile({
  tenantId,
  customerId,
  input,
}: {
  tenantId: string;
  customerId: string;
  input: UpdateProfileInput;
}): Promise<CustomerProfile> {
  const db = await getDb();
  const c = schema.customers;
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdateProfileInput;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(c)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
      .returning({ id: c.id });
    if (!updated) throw new UnauthenticatedError();
    return getProfile({ tenantId, customerId, executor: tx });
  });
}
