import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { getGateway } from "./gateways";
import type { PaymentSetup, PaymentSetupInput } from "./schemas";
import { SubscriptionNotFoundError } from "../errors/domain";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment setup with a subscription that is not the caller's (or not an id at all) → 404 `{error}`. */
const subscriptionNotFound = () => new SubscriptionNotFoundError();

/**
 * POST /account/payments/{gateway}/setup. Opens a tokenisation session (a payment_setups row, its id
 * the identifier) for the caller, optionally for one of the caller's subscriptions, and answers with
 * the gateway's client script URL.
 */
export async function createPaymentSetup({
  tenantId,
  customerId,
  gatewayName,
  input,
}: {
  tenantId: string;
  customerId: string;
  gatewayName: string;
  input: PaymentSetupInput;
}): Promise<PaymentSetup> {
  const gateway = getGateway(gatewayName);
  const db = await getDb();
  const subscriptionId = input.subscriptionId;
  if (subscriptionId !== null) {
    if (!uuidPattern.test(subscriptionId)) throw subscriptionNotFound();
    const s = schema.subscriptions;
    const [owned] = await db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, customerId), eq(s.id, subscriptionId)))
      .limit(1);
    if (!owned) throw subscriptionNotFound();
  }
  const [setup] = await db
    .insert(schema.paymentSetups)
    .values({
      tenantId,
      customerId,
      gateway: gateway.name,
      subscriptionId,
      expiresAt: sql`now() + make_interval(secs => ${gateway.setupTtlSeconds})`,
    })
    .returning({ id: schema.paymentSetups.id });
  if (!setup) throw new Error("payment setup not stored");
  return { identifier: setup.id, engineUrl: gateway.engineUrl(getEnv().APP_URL) };
}
