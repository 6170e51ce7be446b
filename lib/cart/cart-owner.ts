import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { isUuid } from "../uuid";

/** Who is asking for a cart: a guest (API token, `customerId: null`) or a signed-in customer (account token). */
export type CartOwner = { tenantId: string; customerId: string | null };

export const cartNotFound = () => new NotFoundError("Cart not found.");

/**
 * The active cart `cartId` as its owner may see it, locked FOR UPDATE so writes to one cart run one at a time.
 * A guest reaches only guest carts; a customer only their own. Anything else (another tenant's or customer's
 * cart, a converted or merged cart, a malformed id) is not found.
 */
export async function lockCart({
  tx,
  owner,
  cartId,
}: {
  tx: Executor;
  owner: CartOwner;
  cartId: string;
}): Promise<{ id: string; currencyCode: string }> {
  if (!isUuid(cartId)) throw cartNotFound();
  const c = schema.carts;
  const [row] = await tx
    .select({ id: c.id, currencyCode: c.currencyCode })
    .from(c)
    .where(
      and(
        eq(c.tenantId, owner.tenantId),
        eq(c.id, cartId),
        eq(c.status, "active"),
        owner.customerId === null ? isNull(c.customerId) : eq(c.customerId, owner.customerId),
      ),
    )
    .for("update")
    .limit(1);
  if (!row) throw cartNotFound();
  return row;
}
