import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { addressNotFoundMessage } from "./address-columns";
import { NotFoundError } from "../errors/domain";

/**
 * Deletes one of the customer's addresses. Unknown, malformed and other customers' ids get the same
 * 404. When the default address goes, the newest remaining one becomes the default.
 */
export async function deleteAddress({
  tenantId,
  customerId,
  addressId,
}: {
  tenantId: string;
  customerId: string;
  addressId: string;
}): Promise<{ message: string }> {
  if (!z.guid().safeParse(addressId).success) throw new NotFoundError(addressNotFoundMessage);
  const db = await getDb();
  const a = schema.addresses;
  const c = schema.customers;
  await db.transaction(async (tx) => {
    // Same lock as createAddress, so a delete and a create never race over the default.
    await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
      .for("update");
    const owned = and(eq(a.tenantId, tenantId), eq(a.customerId, customerId));
    const [deleted] = await tx
      .delete(a)
      .where(and(owned, eq(a.id, addressId)))
      .returning({ isDefault: a.isDefault });
    if (!deleted) throw new NotFoundError(addressNotFoundMessage);
    if (deleted.isDefault) {
      const [next] = await tx.select({ id: a.id }).from(a).where(owned).orderBy(desc(a.createdAt), desc(a.id)).limit(1);
      if (next)
        await tx
          .update(a)
          .set({ isDefault: true })
          .where(and(owned, eq(a.id, next.id)));
    }
  });
  return { message: "Address deleted." };
}
