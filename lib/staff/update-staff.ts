import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { forgetCachedTokens } from "../auth/token-cache";
import { ConflictError, NotFoundError } from "../errors/domain";
import type { StaffMember, UpdateStaffInput } from "./schemas";
import { staffColumns, toStaffMember } from "./staff-columns";

/** Changes a staff member's name, role or notification opt-in; the store always keeps one owner who can sign in. */
export async function updateStaff({
  tenantId,
  staffId,
  input,
}: {
  tenantId: string;
  staffId: string;
  input: UpdateStaffInput;
}): Promise<StaffMember> {
  const db = await getDb();
  const u = schema.adminUsers;
  const updated = await db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.tenantId, tenantId), eq(u.role, "owner"), sql`${u.passwordHash} is not null`))
      .for("update");
    if (input.role === "staff" && owners.length === 1 && owners[0]!.id === staffId)
      throw new ConflictError("The store must keep at least one owner who can sign in.").withCode("last_owner");
    const [row] = await tx
      .update(u)
      .set(input)
      .where(and(eq(u.tenantId, tenantId), eq(u.id, staffId)))
      .returning(staffColumns);
    return row;
  });
  if (!updated) throw new NotFoundError("Staff member not found.");
  // A role change applies to sessions already open.
  forgetCachedTokens({ tenantId, staffId });
  return toStaffMember(updated);
}
