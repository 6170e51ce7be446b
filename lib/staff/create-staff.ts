import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { hashPassword } from "../auth/passwords";
import { ConflictError } from "../errors/domain";
import type { CreateStaffInput, StaffMember } from "./schemas";
import { staffColumns, toStaffMember } from "./staff-columns";

/**
 * Adds a staff member who can sign in to the back office (the CLI's `staff create` and the owners' settings page).
 * An admin user who until now only received message notifications gets a password and a role instead of a twin.
 */
export async function createStaff({ tenantId, input }: { tenantId: string; input: CreateStaffInput }): Promise<StaffMember> {
  const db = await getDb();
  const u = schema.adminUsers;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: u.id, passwordHash: u.passwordHash })
      .from(u)
      .where(and(eq(u.tenantId, tenantId), eq(sql`lower(${u.email})`, input.email.toLowerCase())))
      .for("update");
    if (existing?.passwordHash)
      throw new ConflictError(`A staff member with the e-mail ${input.email} already exists.`).withCode("staff_exists");
    const values = { name: input.name, role: input.role, notifyOnMessage: input.notifyOnMessage, avatar: input.avatar, passwordHash };
    const [row] = existing
      ? await tx
          .update(u)
          .set(values)
          .where(and(eq(u.tenantId, tenantId), eq(u.id, existing.id)))
          .returning(staffColumns)
      : await tx
          .insert(u)
          .values({ tenantId, email: input.email, ...values })
          .returning(staffColumns);
    return toStaffMember(row!);
  });
}
