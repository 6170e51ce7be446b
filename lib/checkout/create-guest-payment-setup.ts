import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cartNotFound } from "../cart/cart-owner";
import { isUuid } from "../uuid";
import { getEnv } from "../env";
import { getGateway } from "../payments/gateways";

/**
 * POST /carts/{cartId}/payment-setup (API token, a guest cart): a tokenisation session for the guest's card, bound to
 * the cart. The same hosted engine tokenises the card; nothing is saved; the token pays once, at POST /checkout.
 */
export async function createGuestPaymentSetup({ tenantId, cartId }: { tenantId: string; cartId: string }) {
  if (!isUuid(cartId)) throw cartNotFound();
  const gateway = getGateway("sandbox");
  const db = await getDb();
  const c = schema.carts;
  const [cart] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, cartId), eq(c.status, "active"), isNull(c.customerId)))
    .limit(1);
  if (!cart) throw cartNotFound();
  const [setup] = await db
    .insert(schema.paymentSetups)
    .values({
      tenantId,
      customerId: null,
      cartId,
      gateway: gateway.name,
      expiresAt: sql`now() + make_interval(secs => ${gateway.setupTtlSeconds})`,
    })
    .returning({ id: schema.paymentSetups.id });
  if (!setup) throw new Error("payment setup not stored");
  return { identifier: setup.id, engineUrl: gateway.engineUrl(getEnv().APP_URL) };
}
