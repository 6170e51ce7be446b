import "server-only";
import type { Executor } from "@/db/client";
import { lockCustomer } from "../account/lock-customer";
import { ConflictError } from "../errors/domain";
import { addPoints } from "../rewards/add-points";

/**
 * The `redemption` transaction of a checkout, inside its transaction 1: the customer locked (so two checkouts, or a
 * checkout and a cancellation taking points back, never read the same balance), the balance read again and the
 * points taken. Points spent elsewhere since the cart was priced → 409 `points_insufficient` and the whole
 * checkout rolls back; a decline or a cancellation gives them back (release-order.ts, cancel-order.ts).
 */
export async function spendPoints({
  tx,
  tenantId,
  customerId,
  orderId,
  orderNumber,
  points,
}: {
  tx: Executor;
  tenantId: string;
  customerId: string;
  orderId: string;
  orderNumber: string;
  points: number;
}): Promise<void> {
  await lockCustomer(tx, { tenantId, customerId });
  try {
    await addPoints({
      tx,
      tenantId,
      customerId,
      orderId,
      points: -points,
      type: "redemption",
      description: `Spent on order ${orderNumber}`,
      metadata: { orderNumber },
    });
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ConflictError(`${error.message} This cart spends ${points}: change the points on your cart and check out again.`).withCode(
        "points_insufficient",
      );
    throw error;
  }
}
