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
  const c = schema.carts;
  await tx
    .update(c)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, cartId)));
  const result = await loadCart({ tenantId, customerId, cartId, executor: tx });
  if (!result) throw new Error("The cart disappeared.");
  return result;
}
