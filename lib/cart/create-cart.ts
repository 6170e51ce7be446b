import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { getStoreSettings } from "../catalog/store-settings";
import type { CartOwner } from "./cart-owner";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";

/**
 * The customer's active cart, created when there is none (INSERT … ON CONFLICT on the partial unique index
 * carts_one_active_uq, so concurrent calls share one cart). Returns its id.
 */
export async function ensureCustomerCart({
  tx,
  tenantId,
  customerId,
}: {
  tx: Executor;
  tenantId: string;
  customerId: string;
}): Promise<string> {
  const { currencyCode } = await getStoreSettings({ tenantId, executor: tx });
  const carts = schema.carts;
  const [row] = await tx
    .insert(carts)
    .values({ tenantId, customerId, status: "active", currencyCode })
    .onConflictDoUpdate({
      target: [carts.tenantId, carts.customerId],
      targetWhere: sql.raw(`status = 'active'`),
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error("The cart could not be created.");
  return row.id;
}

/**
 * POST /carts (extension): with the API token a new, empty guest cart (its id is the only key to it); with an
 * account token the customer's active cart, created when there is none.
 */
export async function createCart(owner: CartOwner): Promise<Cart> {
  const db = await getDb();
  const { tenantId, customerId } = owner;
  return db.transaction(async (tx) => {
    let cartId: string;
    if (customerId === null) {
      const { currencyCode } = await getStoreSettings({ tenantId, executor: tx });
      const [row] = await tx
        .insert(schema.carts)
        .values({ tenantId, customerId: null, status: "active", currencyCode })
        .returning({ id: schema.carts.id });
      if (!row) throw new Error("The cart could not be created.");
      cartId = row.id;
    } else {
      cartId = await ensureCustomerCart({ tx, tenantId, customerId });
    }
    const cart = await loadCart({ tenantId, customerId, cartId, executor: tx });
    if (!cart) throw new Error("The cart disappeared.");
    return cart;
  });
}
