import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";

/** The end of every write to a cart, inside its transaction: the cart marked changed, then read back priced. */
export async function touchCart({
  tx,
  tenantId,
  customerId,
  cartId,
}: {
  tx: Executor;
  tenantId: string;
  customerId: string | null;
  cartId: string;
}): Promise<Cart> {
  await markCartChanged({ tx, tenantId, cartId });
  const result = await loadCart({ tenantId, customerId, cartId, executor: tx });
  if (!result) throw new Error("The cart disappeared.");
  return result;
}

/** Marks a cart changed (its `updated_at`, which the priced-cart stamp and the cart's answer read). */
export async function markCartChanged({ tx, tenantId, cartId }: { tx: Executor; tenantId: string; cartId: string }): Promise<void> {
  const c = schema.carts;
  await tx
    .update(c)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, cartId)));
}
