import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { verifyPassword } from "../auth/passwords";
import { InvalidInputError, RateLimitedError } from "../errors/domain";
import type { StaffLoginInput, StaffSession } from "./schemas";
import { newStaffSessionToken, staffSessionTtlSeconds } from "../auth/staff-session-tokens";
import { staffColumns, toStaffMember } from "./staff-columns";

/** Five wrong passwords in a row lock the staff member out for a quarter of an hour. */
export const staffLockout = { failures: 5, minutes: 15 } as const;

const refused = () => new InvalidInputError({ email: ["These credentials do not match our records."] });

/** Signs a staff member in to the back office: a session of its own, never a customer's. */
export async function staffLogin({ tenantId, input }: { tenantId: string; input: StaffLoginInput }): Promise<StaffSession> {
  const db = await getDb();
  const u = schema.adminUsers;
  const [staff] = await db
    .select({
      ...staffColumns,
      passwordHash: u.passwordHash,
      lockedFor: sql<number>`ceil(extract(epoch from (${u.lockedUntil} - now())))`.mapWith(Number),
    })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(sql`lower(${u.email})`, input.email.toLowerCase())))
    .limit(1);
  const ok = await verifyPassword(staff?.passwordHash, input.password);
  if (staff && staff.lockedFor > 0)
    throw new RateLimitedError(
      staff.lockedFor,
      `Too many failed sign-ins: this account is locked for ${Math.ceil(staff.lockedFor / 60)} more minute(s).`,
    ).withCode("staff_locked");
  if (!staff || !ok) {
    if (staff)
      await db
        .update(u)
        .set({
          failedLogins: sql`case when ${u.failedLogins} + 1 >= ${staffLockout.failures} then 0 else ${u.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${u.failedLogins} + 1 >= ${staffLockout.failures} then now() + make_interval(mins => ${staffLockout.minutes}) else ${u.lockedUntil} end`,
        })
        .where(and(eq(u.tenantId, tenantId), eq(u.id, staff.id)));
    throw refused();
  }
  const { token, tokenHash } = newStaffSessionToken();
  const [session] = await db.transaction(async (tx) => {
    await tx
      .update(u)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(and(eq(u.tenantId, tenantId), eq(u.id, staff.id)));
    return tx
      .insert(schema.adminSessions)
      .values({ tenantId, adminUserId: staff.id, tokenHash, expiresAt: sql`now() + make_interval(secs => ${staffSessionTtlSeconds})` })
      .returning({ expiresAt: schema.adminSessions.expiresAt });
  });
  return { token, tokenType: "Bearer", expiresAt: new Date(session!.expiresAt).toISOString(), staff: toStaffMember(staff) };
}
