import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "./lock-customer";
import { addressColumns, addressNotFoundMessage } from "./address-columns";
import type { Address, UpdateAddressInput } from "./schemas";
import { InvalidInputError, NotFoundError } from "../errors/domain";
import { isPhoneNumberFor, phoneNotValidForCountry } from "./phone-number";

/**
 * PATCH /account/addresses/{address} (extension): edits one of the customer's addresses; fields left out
 * stay as they are. Unknown, malformed and other customers' ids get the generic 404 of DELETE. `isDefault:
 * true` makes it the default (the previous default is unset); the default cannot be unset directly
 * (`isDefault: false` on it is refused): choose another address as the default instead. The phone is checked against
 * the country the address has after the change.
 */
export async function updateAddress({
  tenantId,
  customerId,
  addressId,
  input,
}: {
  tenantId: string;
  customerId: string;
  addressId: string;
  input: UpdateAddressInput;
}): Promise<Address> {
  if (!z.guid().safeParse(addressId).success) throw new NotFoundError(addressNotFoundMessage);
  const db = await getDb();
  const a = schema.addresses;
  const { isDefault, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    await lockCustomer(tx, { tenantId, customerId });
    const owned = and(eq(a.tenantId, tenantId), eq(a.customerId, customerId));
    const [current] = await tx
      .select({ isDefault: a.isDefault, phone: a.phone, countryCode: a.countryCode })
      .from(a)
      .where(and(owned, eq(a.id, addressId)))
      .limit(1);
    if (!current) throw new NotFoundError(addressNotFoundMessage);
    if (input.phone !== undefined || input.countryCode !== undefined) {
      const phone = input.phone === undefined ? current.phone : input.phone;
      if (phone !== null && !isPhoneNumberFor(phone, input.countryCode ?? current.countryCode))
        throw new InvalidInputError({ phone: [phoneNotValidForCountry] });
    }
    if (isDefault === false && current.isDefault)
      throw new InvalidInputError({
        isDefault: ["This is your default address. Choose another address as the default instead."],
      });
    if (isDefault === true && !current.isDefault)
      await tx
        .update(a)
        .set({ isDefault: false })
        .where(and(owned, eq(a.isDefault, true), ne(a.id, addressId)));
    const set = { ...changes, ...(isDefault === true ? { isDefault: true } : {}) };
    const [updated] =
      Object.keys(set).length === 0
        ? await tx
            .select(addressColumns)
            .from(a)
            .where(and(owned, eq(a.id, addressId)))
        : await tx
            .update(a)
            .set(set)
            .where(and(owned, eq(a.id, addressId)))
            .returning(addressColumns);
    if (!updated) throw new NotFoundError(addressNotFoundMessage);
    return updated;
  });
}
