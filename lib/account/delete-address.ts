import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "./lock-customer";
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
  await db.transaction(async (tx) => {
    await lockCustomer(tx, { tenantId, customerId });
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
