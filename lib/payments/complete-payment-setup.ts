import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { getGateway } from "./gateways";
import { savedMethodColumns } from "./list-payment-methods";
import type { CompletedPaymentSetup, CompletePaymentSetupInput } from "./schemas";
import { ConflictError, ExpiredError, NotFoundError } from "../errors/domain";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const setupNotFound = () => new NotFoundError("Payment setup not found.");
const setupUsed = () =>
  new ConflictError("This payment setup has already been completed. Start a new one to save another card.").withCode("payment_setup_used");
const setupExpired = () => new ExpiredError("This payment setup has expired. Start a new one to save the card.");

/**
 * POST /account/payments/{gateway}/setups/{identifier}/complete (extension). Exchanges the engine's
 * token for the card, then in one transaction: marks the caller's setup completed (only while it is
 * still pending and unexpired, so a setup completes once), saves the card (default when the caller has
 * no default card yet; linked to the setup's subscription) and links it to the setup.
 */
export async function completePaymentSetup({
  tenantId,
  customerId,
  gatewayName,
  identifier,
  input,
}: {
  tenantId: string;
  customerId: string;
  gatewayName: string;
  identifier: string;
  input: CompletePaymentSetupInput;
}): Promise<CompletedPaymentSetup> {
  const gateway = getGateway(gatewayName);
  if (!uuidPattern.test(identifier)) throw setupNotFound();
  const db = await getDb();
  const ps = schema.paymentSetups;
  const mine = and(eq(ps.tenantId, tenantId), eq(ps.customerId, customerId), eq(ps.id, identifier), eq(ps.gateway, gateway.name));
  const [setup] = await db
    .select({ status: ps.status, expired: sql<boolean>`${ps.expiresAt} <= now()` })
    .from(ps)
    .where(mine)
    .limit(1);
  if (!setup) throw setupNotFound();
  if (setup.status === "completed") throw setupUsed();
  if (setup.status === "expired" || setup.expired) {
    await db
      .update(ps)
      .set({ status: "expired" })
      .where(and(mine, eq(ps.status, "pending")));
    throw setupExpired();
  }
  const card = await gateway.exchangeToken({ token: input.token, setupId: identifier, now: new Date() });

  return db.transaction(async (tx) => {
    // One completion at a time per customer, so "default when there is none yet" holds under concurrency.
    await lockCustomer(tx, { tenantId, customerId });
    const [claimed] = await tx
      .update(ps)
      .set({ status: "completed", completedAt: sql`now()` })
      .where(and(mine, eq(ps.status, "pending"), gt(ps.expiresAt, sql`now()`)))
      .returning({ subscriptionId: ps.subscriptionId });
    if (!claimed) throw setupUsed();
    const pm = schema.paymentMethods;
    const [existingDefault] = await tx
      .select({ id: pm.id })
      .from(pm)
      .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.isDefault, true), eq(pm.paymentMethod, "card")))
      .limit(1);
    const [method] = await tx
      .insert(pm)
      .values({
        tenantId,
        customerId,
        // The gateways' names and their cards' brands are the column's closed sets (db/schema/payments.ts).
        provider: gateway.name as (typeof pm.$inferInsert)["provider"],
        paymentMethod: card.paymentMethod,
        providerId: card.providerId,
        cardType: card.cardType as (typeof pm.$inferInsert)["cardType"],
        cardLast4: card.cardLast4,
        cardExpMonth: card.cardExpMonth,
        cardExpYear: card.cardExpYear,
        isDefault: !existingDefault,
        subscriptionId: claimed.subscriptionId,
      })
      .returning({ ...savedMethodColumns, subscriptionId: pm.subscriptionId });
    if (!method) throw new Error("payment method not stored");
    await tx.update(ps).set({ paymentMethodId: method.id }).where(mine);
    return method;
  });
}
