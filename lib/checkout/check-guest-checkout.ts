import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { getGateway, paymentsAvailable } from "../payments/gateways";
import { loadCartPricing } from "../pricing/load-cart-pricing";
import { isUuid } from "../uuid";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The guest checkout's checks that need the store, run on whichever fields of the body are usable even when others
 * failed to parse, so that one 422 names every failing field: the payment setup must be this guest cart's
 * (`payment.identifier`), the token made for that setup (`payment.token`), the address in the cart's market
 * (`shippingAddress.countryCode`). placeGuestOrder checks them again under its transaction; this only reports.
 */
export async function checkGuestCheckout({ tenantId, body }: { tenantId: string; body: unknown }): Promise<InvalidInputError[]> {
  // Where no gateway may take payments, placeGuestOrder answers 503 payments_not_configured before anything else: a
  // setup that could not be opened is not the shopper's mistake to report.
  if (!paymentsAvailable()) return [];
  const cartId = text(field(body, "cartId"));
  const payment = field(body, "payment");
  const identifier = text(field(payment, "identifier"));
  const token = text(field(payment, "token"));
  const countryCode = text(field(field(body, "shippingAddress"), "countryCode"));
  const problems: InvalidInputError[] = [];
  const usableCart = cartId !== null && isUuid(cartId);

  if (identifier !== null && usableCart) {
    const ps = schema.paymentSetups;
    const [setup] = isUuid(identifier)
      ? await (
          await getDb()
        )
          .select({ gateway: ps.gateway })
          .from(ps)
          .where(and(eq(ps.tenantId, tenantId), eq(ps.id, identifier), eq(ps.cartId, cartId), isNull(ps.customerId)))
          .limit(1)
      : [];
    if (!setup)
      problems.push(new InvalidInputError({ "payment.identifier": ["The payment setup was not found for this cart. Start a new one."] }));
    else if (token !== null) {
      const refusal = await getGateway(setup.gateway)
        .exchangeToken({ token, setupId: identifier, now: new Date() })
        .then(
          () => null,
          (error: unknown) => {
            if (error instanceof InvalidInputError) return Object.values(error.errors)[0]?.[0] ?? "The card token is invalid.";
            throw error;
          },
        );
      if (refusal) problems.push(new InvalidInputError({ "payment.token": [refusal] }));
    }
  }

  if (countryCode !== null && /^[A-Za-z]{2}$/.test(countryCode) && usableCart) {
    await loadCartPricing({
      tenantId,
      cartId,
      customerId: null,
      destination: { countryCode, region: null },
      destinationField: "shippingAddress.countryCode",
    }).catch((error: unknown) => {
      if (error instanceof InvalidInputError) problems.push(error);
      else throw error;
    });
  }
  return problems;
}
