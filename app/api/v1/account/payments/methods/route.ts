import { json, methods, withAccount } from "@/lib/http/route";
import { listPaymentMethods } from "@/lib/payments/list-payment-methods";

// GET /api/v1/account/payments/methods: the caller's saved payment methods (wallets excluded), a bare array.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ tenantId, customerId }) => json(await listPaymentMethods({ tenantId, customerId }))),
});
