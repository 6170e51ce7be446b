import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { hashAccessToken } from "./create-order";
import { getOrder, orderNotFound } from "./get-order";
import type { OrderDetail } from "./schemas";

/**
 * GET /orders/{orderId} (API token + `X-Order-Token`): a guest's order, for whoever holds its access token. A wrong,
 * missing or other order's token, a customer's order, another tenant's: all 404, the same answer.
 */
export async function getGuestOrder({
  tenantId,
  orderNumber,
  accessToken,
}: {
  tenantId: string;
  orderNumber: string;
  accessToken: string | null;
}): Promise<OrderDetail> {
  if (!accessToken || accessToken.length > 200 || orderNumber.length > 64) throw orderNotFound();
  const db = await getDb();
  const o = schema.orders;
  const [row] = await db
    .select({ id: o.id, hash: o.accessTokenHash })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.orderNumber, orderNumber), isNull(o.customerId)))
    .limit(1);
  if (!row?.hash) throw orderNotFound();
  const given = Buffer.from(hashAccessToken(accessToken), "hex");
  const stored = Buffer.from(row.hash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw orderNotFound();
  return getOrder({ executor: db, tenantId, id: row.id });
}
