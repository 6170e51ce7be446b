import { getDb, schema } from "@/db/client";
import type { StaffIdentity } from "../auth/verify-staff-session";

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

/** A JSON object as the log keeps it (a body that is not an object is kept under `value`). */
function asObject(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

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
    request: asObject(record.request),
    before: asObject(record.before),
    after: asObject(record.after),
  });
}
