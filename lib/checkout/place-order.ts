import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { runCheckout } from "./run-checkout";
import type { CheckoutInput, PlacedOrder } from "./schemas";

/**
 * POST /account/checkout (extension): the customer's cart becomes a paid order, in the steps of run-checkout.ts.
 * The address and the saved card must be the customer's (else 404); the card pays through its own gateway, with
 * keys namespaced by tenant and customer (lib/payments/payment-keys.ts).
 */
export async function placeOrder({
  tenantId,
  customerId,
  input,
  fault,
}: {
  tenantId: string;
  customerId: string;
  input: CheckoutInput;
  fault?: string | null;
}): Promise<PlacedOrder> {
  const db = await getDb();
  const a = schema.addresses;
  const pm = schema.paymentMethods;
  const cu = schema.customers;
  const [[address], [method], [customer]] = await Promise.all([
    db
      .select({
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        region: a.region,
        postalCode: a.postalCode,
        countryCode: a.countryCode,
      })
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.customerId, customerId), eq(a.id, input.shippingAddressId)))
      .limit(1),
    db
      .select({
        id: pm.id,
        provider: pm.provider,
        providerId: pm.providerId,
        paymentMethod: pm.paymentMethod,
        cardType: pm.cardType,
        cardLast4: pm.cardLast4,
        cardExpMonth: pm.cardExpMonth,
        cardExpYear: pm.cardExpYear,
      })
      .from(pm)
      .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.id, input.paymentMethodId)))
      .limit(1),
    db
      .select({ email: cu.email })
      .from(cu)
      .where(and(eq(cu.tenantId, tenantId), eq(cu.id, customerId)))
      .limit(1),
  ]);
  if (!address) throw new NotFoundError("Address not found.");
  if (!method) throw new NotFoundError("Payment method not found.");
  const { order } = await runCheckout({
    owner: { tenantId, customerId },
    cartId: input.cartId,
    email: customer?.email ?? "",
    shippingAddress: address,
    addressField: "shippingAddressId",
    payment: { gateway: method.provider, source: method, paymentMethodId: method.id },
    fault,
  });
  return order;
}
