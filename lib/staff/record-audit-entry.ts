import { getDb, schema } from "@/db/client";
import type { StaffIdentity } from "./verify-staff-session";

export type AuditRecord = {
  tenantId: string;
  staff: StaffIdentity;
  operationId: string;
  method: string;
  path: string;
  status: number;
  request: unknown;
  before: unknown;
  after: unknown;
};

/** Writes one line of the store's audit log (a staff member's write through an operator operation). */
export async function recordAuditEntry(record: AuditRecord): Promise<void> {
  const db = await getDb();
  await db.insert(schema.auditLog).values({
    tenantId: record.tenantId,
    adminUserId: record.staff.id,
    actorEmail: record.staff.email,
    operationId: record.operationId,
    method: record.method,
    path: record.path,
    status: record.status,
    request: record.request ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
