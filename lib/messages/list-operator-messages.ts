import "server-only";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { buildPageMeta } from "../pagination/schemas";
import { operatorMessageColumns, presentOperatorMessage } from "./message-columns";
import type { OperatorMessageListQuery } from "./schemas";

/** GET /operator/messages: the store's contact messages, newest first, optionally only the handled or unhandled ones. */
export async function listOperatorMessages({ tenantId, status, page, perPage }: { tenantId: string } & OperatorMessageListQuery) {
  const db = await getDb();
  const m = schema.visitorMessages;
  const where = and(
    eq(m.tenantId, tenantId),
    status === "handled" ? isNotNull(m.handledAt) : status === "unhandled" ? isNull(m.handledAt) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(operatorMessageColumns)
      .from(m)
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(m)
      .where(where),
  ]);
  return { data: rows.map(presentOperatorMessage), meta: buildPageMeta({ page, perPage, total: Number(count?.n ?? 0) }) };
}
