import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isUuid } from "../uuid";
import { InvalidInputError } from "../errors/domain";
import { getGateway } from "../payments/gateways";
import { runCheckout } from "./run-checkout";
import type { GuestCheckoutInput, GuestPlacedOrder } from "./schemas";

const badSetup = () => new InvalidInputError({ "payment.identifier": ["The payment setup was not found for this cart. Start a new one."] });
const usedToken = () =>
  new InvalidInputError({ "payment.token": ["This card token has already been used. Enter the card again."] }).withCode(
    "payment_token_used",
  );

/** Charges one guest payment setup may be used for before it is spent (card testing: a new setup is rate-limited). */
export const chargesPerSetup = 5;
const spentSetup = () =>
  new InvalidInputError({
    "payment.identifier": [`This payment setup has had ${chargesPerSetup} cards declined. Start a new one to try another card.`],
  }).withCode("payment_setup_spent");

/**
 * POST /checkout (extension, API token): a guest's cart becomes a paid order. The payment setup must be this cart's
 * (else 422 naming `payment.identifier`), unexpired and not yet used (a replayed token → 422 naming `payment.token`);
 * the token must be the engine's, made for that setup. A setup is charged at most `chargesPerSetup` times: each
 * checkout that reaches the charge counts one (with the claim, so a checkout refused before the charge counts
 * nothing), and a setup whose charges were all declined is spent (422 `payment_setup_spent`). The card is charged once and never saved. The order carries
 * the guest's e-mail and an access token (answered once, and in the confirmation mail's link); it never joins an
 * account, even if someone later registers that e-mail.
 */
export async function placeGuestOrder({
  tenantId,
  input,
  fault,
}: {
  tenantId: string;
  input: GuestCheckoutInput;
  fault?: string | null;
}): Promise<GuestPlacedOrder> {
  const identifier = input.payment.identifier;
  if (!isUuid(identifier)) throw badSetup();
  const db = await getDb();
  const ps = schema.paymentSetups;
  const ofCart = and(eq(ps.tenantId, tenantId), eq(ps.id, identifier), eq(ps.cartId, input.cartId), isNull(ps.customerId));
  const [setup] = await db
    .select({ gateway: ps.gateway, status: ps.status, charges: ps.charges, expired: sql<boolean>`${ps.expiresAt} <= now()` })
    .from(ps)
    .where(ofCart)
    .limit(1);
  if (!setup) throw badSetup();
  if (setup.status === "completed") throw usedToken();
  if (Number(setup.charges) >= chargesPerSetup) throw spentSetup();
  if (setup.status === "expired" || setup.expired)
    throw new InvalidInputError({ "payment.identifier": ["The payment setup has expired. Start a new one."] }).withCode(
      "payment_setup_expired",
    );
  const gateway = getGateway(setup.gateway);
  const card = await gateway.exchangeToken({ token: input.payment.token, setupId: identifier, now: new Date() }).catch((error: unknown) => {
    if (error instanceof InvalidInputError) {
      const message = Object.values(error.errors)[0]?.[0] ?? "The card token is invalid.";
      throw new InvalidInputError({ "payment.token": [message] });
    }
    throw error;
  });

  const claim = async (tx: Executor) => {
    const [claimed] = await tx
      .update(ps)
      .set({ status: "completed", completedAt: sql`now()`, charges: sql`${ps.charges} + 1` })
      .where(and(ofCart, eq(ps.status, "pending"), gt(ps.expiresAt, sql`now()`), lt(ps.charges, chargesPerSetup)))
      .returning({ id: ps.id });
    if (claimed) return;
    const [now] = await tx.select({ charges: ps.charges }).from(ps).where(ofCart).limit(1);
    throw now && Number(now.charges) >= chargesPerSetup ? spentSetup() : usedToken();
  };

  const address = input.shippingAddress;
  const { order, accessToken } = await runCheckout({
    owner: { tenantId, customerId: null },
    cartId: input.cartId,
    email: input.email,
    shippingAddress: { ...address, company: null },
    addressField: "shippingAddress.countryCode",
    payment: { gateway: gateway.name, source: card, paymentMethodId: null },
    claim,
    fault,
  });
  // A guest's order is always written with an access token (lib/orders/create-order.ts).
  if (!accessToken) throw new Error("The guest order has no access token.");
  return { ...order, accessToken };
}
