import { deleteAddress } from "@/lib/account/delete-address";
import { json, methods, withAccount } from "@/lib/http/route";

// DELETE /api/v1/account/addresses/{address}: remove one of the customer's saved addresses (spec 4.13).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: withAccount<{ address: string }>(async ({ params, tenantId, customerId }) =>
    json(await deleteAddress({ tenantId, customerId, addressId: params.address })),
  ),
});
