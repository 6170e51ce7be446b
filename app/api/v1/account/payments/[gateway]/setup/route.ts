import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";
import { createPaymentSetup } from "@/lib/payments/create-payment-setup";
import { paymentSetupInput } from "@/lib/payments/schemas";

// POST /api/v1/account/payments/{gateway}/setup: a tokenisation identifier and the gateway's client script URL.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount<{ gateway: string }>(async ({ req, params, tenantId, customerId }) => {
    const input = await parseJsonBody(req, paymentSetupInput);
    return json(await createPaymentSetup({ tenantId, customerId, gatewayName: params.gateway, input }));
  }),
});
