import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { forgetCachedTokens } from "../auth/token-cache";

/** Signs the staff member out: the session's token stops working at once. */
export async function endStaffSession({ tenantId, sessionId }: { tenantId: string; sessionId: string }): Promise<void> {
  const db = await getDb();
  const s = schema.adminSessions;
  await db
    .update(s)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, sessionId), isNull(s.revokedAt)));
  forgetCachedTokens({ tenantId, sessionId });
}
