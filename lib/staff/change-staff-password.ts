import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { passwordProblem } from "../auth/password-strength";
import { forgetCachedTokens } from "../auth/token-cache";
import { InvalidInputError } from "../errors/domain";
import type { ChangeStaffPasswordInput } from "./schemas";

/** Changes the signed-in staff member's password; every other session of theirs ends. */
export async function changeStaffPassword({
  tenantId,
  staffId,
  sessionId,
  input,
}: {
  tenantId: string;
  staffId: string;
  sessionId: string;
  input: ChangeStaffPasswordInput;
}): Promise<void> {
  const db = await getDb();
  const u = schema.adminUsers;
  const [staff] = await db
    .select({ email: u.email, name: u.name, passwordHash: u.passwordHash })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, staffId)))
    .limit(1);
  if (!(await verifyPassword(staff?.passwordHash, input.currentPassword)))
    throw new InvalidInputError({ currentPassword: ["The current password is incorrect."] });
  const problem = passwordProblem(input.newPassword, [staff!.email, staff!.name]);
  if (problem) throw new InvalidInputError({ newPassword: [problem] });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(u)
      .set({ passwordHash })
      .where(and(eq(u.tenantId, tenantId), eq(u.id, staffId)));
    await tx
      .update(schema.adminSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(schema.adminSessions.tenantId, tenantId),
          eq(schema.adminSessions.adminUserId, staffId),
          ne(schema.adminSessions.id, sessionId),
          sql`${schema.adminSessions.revokedAt} is null`,
        ),
      );
  });
  forgetCachedTokens({ tenantId, staffId });
}
