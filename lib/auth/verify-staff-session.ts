import { and, eq, gt, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { sha256Hex } from "./hash";
import type { StaffRole } from "./staff-roles";

export type StaffIdentity = { id: string; email: string; name: string; role: StaffRole; sessionId: string; expiresAt: number };

/** The staff member a back-office session token belongs to, or undefined when it is unknown, ended or expired. */
export async function verifyStaffSession(token: string): Promise<(StaffIdentity & { tenantId: string }) | undefined> {
  const db = await getDb();
  const s = schema.adminSessions;
  const u = schema.adminUsers;
  const [row] = await db
    .select({
      tenantId: s.tenantId,
      sessionId: s.id,
      expiresAt: s.expiresAt,
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
    })
    .from(s)
    .innerJoin(u, and(eq(u.id, s.adminUserId), eq(u.tenantId, s.tenantId)))
    .where(
      and(
        eq(s.tokenHash, sha256Hex(token)),
        isNull(s.revokedAt),
        gt(s.expiresAt, sql`now()`),
        isNotNull(u.passwordHash),
        or(isNull(u.sessionsValidAfter), gte(s.createdAt, u.sessionsValidAfter)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    tenantId: row.tenantId,
    sessionId: row.sessionId,
    expiresAt: Math.floor(new Date(row.expiresAt).getTime() / 1000),
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
  };
}
