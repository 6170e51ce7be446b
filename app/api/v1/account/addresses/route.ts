import { createAddress } from "@/lib/account/create-address";
import { listAddresses } from "@/lib/account/list-addresses";
import { createAddressInput } from "@/lib/account/schemas";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  // GET /api/v1/account/addresses: the customer's saved addresses (extension).
  GET: withAccount(async ({ tenantId, customerId }) => json({ data: await listAddresses({ tenantId, customerId }) })),
  // POST /api/v1/account/addresses: save a new address (extension); 201 with the address.
  POST: withAccount(async ({ req, tenantId, customerId }) => {
    const input = await parseJsonBody(req, createAddressInput);
    return json({ data: await createAddress({ tenantId, customerId, input }) }, { status: 201 });
  }),
});
