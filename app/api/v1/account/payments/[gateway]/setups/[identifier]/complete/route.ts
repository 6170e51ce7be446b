import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";
import { completePaymentSetup } from "@/lib/payments/complete-payment-setup";
import { completePaymentSetupInput } from "@/lib/payments/schemas";

// POST /api/v1/account/payments/{gateway}/setups/{identifier}/complete: save the tokenised card (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount<{ gateway: string; identifier: string }>(async ({ req, params, tenantId, customerId }) => {
    const input = await parseJsonBody(req, completePaymentSetupInput);
    return json(
      await completePaymentSetup({ tenantId, customerId, gatewayName: params.gateway, identifier: params.identifier, input }),
    );
  }),
});
