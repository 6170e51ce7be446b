import "server-only";
import { getDb, type Executor } from "@/db/client";
import { GatewayDeclinedError } from "../payments/gateways/declines";
import { sendRefund, undoRefund, type ReservedRefund } from "../payments/refund-payment";
import { lockOrder } from "./lock-order";

/**
 * Step 2 of an order's refund, with no transaction open: the gateway refunds and its reference is answered. A refusal
 * gives the reservation back under the order's lock (the record marked failed, and whatever `undoAlso` undoes in the
 * same transaction) and is thrown on (402 `refund_declined`).
 */
export async function sendOrderRefund({
  tenantId,
  orderId,
  refund,
  undoAlso,
}: {
  tenantId: string;
  orderId: string;
  refund: ReservedRefund;
  undoAlso?: (tx: Executor) => Promise<void>;
}): Promise<string> {
  try {
    return await sendRefund({ tenantId, refund });
  } catch (error) {
    if (error instanceof GatewayDeclinedError) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        await lockOrder(tx, { tenantId, id: orderId });
        await undoRefund({ tx, tenantId, orderId, refund, error });
        await undoAlso?.(tx);
      });
    }
    throw error;
  }
}
