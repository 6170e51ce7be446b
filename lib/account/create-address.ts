import { and, count, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "./lock-customer";
import { addressColumns } from "./address-columns";
import type { Address, CreateAddressInput } from "./schemas";
import { InvalidInputError, UnauthenticatedError } from "../errors/domain";

export const maxAddressesPerCustomer = 50;

/**
 * Saves a new address. The customer's row is locked so that concurrent creates can neither pass the
 * limit nor leave two default addresses. The first address a customer saves becomes the default.
 */
export async function createAddress({
  tenantId,
  customerId,
  input,
}: {
  tenantId: string;
  customerId: string;
  input: CreateAddressInput;
}): Promise<Address> {
  const db = await getDb();
  const a = schema.addresses;
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, { tenantId, customerId }))) throw new UnauthenticatedError();
    const owned = and(eq(a.tenantId, tenantId), eq(a.customerId, customerId));
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(a).where(owned);
    if (n >= maxAddressesPerCustomer)
      throw new InvalidInputError({
        address: [`You can save at most ${maxAddressesPerCustomer} addresses. Delete one before adding another.`],
      });
    const isDefault = input.isDefault || n === 0;
    if (isDefault)
      await tx
        .update(a)
        .set({ isDefault: false })
        .where(and(owned, eq(a.isDefault, true)));
    const [created] = await tx
      .insert(a)
      .values({ tenantId, customerId, ...input, isDefault })
      .returning(addressColumns);
    if (!created) throw new Error("The address was not saved.");
    return created;
  });
}
