import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { orderNotFound } from "./get-order";
import type { OrderNote, OrderNoteInput } from "./operator-order-schemas";

/** POST /operator/orders/{orderId}/notes: a staff member's note on the order's timeline (404 for another store's order). */
export async function addOrderNote({
  tenantId,
  orderNumber,
  author,
  input,
}: {
  tenantId: string;
  orderNumber: string;
  /** The signed-in staff member, or null for a CLI operator token. */
  author: { id: string; name: string } | null;
  input: OrderNoteInput;
}): Promise<OrderNote> {
  if (orderNumber.length === 0 || orderNumber.length > 64) throw orderNotFound();
  const db = await getDb();
  const o = schema.orders;
  const [order] = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.orderNumber, orderNumber)))
    .limit(1);
  if (!order) throw orderNotFound();
  const n = schema.orderNotes;
  const [note] = await db
    .insert(n)
    .values({ tenantId, orderId: order.id, adminUserId: author?.id ?? null, authorName: author?.name ?? "Store owner", body: input.body })
    .returning({ id: n.id, body: n.body, author: n.authorName, createdAt: isoSeconds(n.createdAt) });
  return note!;
}
