import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { operatorMessageColumns, presentOperatorMessage } from "./message-columns";
import type { OperatorMessage } from "./schemas";

const notFound = () => new NotFoundError("Message not found.");

/**
 * POST / DELETE /operator/messages/{id}/handled: marks a contact message of the store handled (keeping the first
 * time it was marked, so marking again changes nothing) or unhandled again. Another store's message, or an id that is
 * not one: 404.
 */
export async function setMessageHandled({
  tenantId,
  messageId,
  handled,
}: {
  tenantId: string;
  messageId: string;
  handled: boolean;
}): Promise<OperatorMessage> {
  if (!z.guid().safeParse(messageId).success) throw notFound();
  const db = await getDb();
  const m = schema.visitorMessages;
  const [row] = await db
    .update(m)
    .set({ handledAt: handled ? sql`coalesce(${m.handledAt}, now())` : null })
    .where(and(eq(m.tenantId, tenantId), eq(m.id, messageId)))
    .returning(operatorMessageColumns);
  if (!row) throw notFound();
  return presentOperatorMessage(row);
}
