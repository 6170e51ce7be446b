import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import type { StaffMember } from "./schemas";
import { staffColumns, toStaffMember } from "./staff-columns";

/** The store's admin users, those who sign in and those who only receive message notifications. */
export async function listStaff({ tenantId }: { tenantId: string }): Promise<StaffMember[]> {
  const db = await getDb();
  const u = schema.adminUsers;
  const rows = await db.select(staffColumns).from(u).where(eq(u.tenantId, tenantId)).orderBy(asc(u.createdAt), asc(u.email));
  return rows.map(toStaffMember);
}
