import type { NextRequest } from "next/server";
import { log } from "../log";
import { recordAuditEntry } from "../staff/record-audit-entry";
import { redactSecrets } from "../staff/redact-secrets";
import type { StaffIdentity } from "../auth/verify-staff-session";
import type { AnyOperation } from "./operation";

type Read = (op: AnyOperation, params: unknown) => Promise<unknown>;

/**
 * The record as it was before a staff write: the answer of the GET operation at the same path (a discount, a
 * setting…), when there is one; undefined for writes that create or act (a refund, a check-in).
 */
export async function recordBefore(write: AnyOperation, list: readonly AnyOperation[], params: unknown, read: Read): Promise<unknown> {
  if (write.method === "POST") return undefined;
  const reader = list.find((op) => op.method === "GET" && op.path === write.path && op.token === "operator");
  if (!reader) return undefined;
  return read(reader, params).catch(() => undefined);
}

/**
 * Writes the audit line of a staff write that succeeded, with secrets redacted from its request, before and after
 * (a new webhook's signing secret, a new staff member's password); a failure is logged, the write's answer is kept.
 */
export async function auditStaffWrite(input: {
  tenantId: string;
  staff: StaffIdentity;
  op: AnyOperation & { operationId?: string };
  operationId: string;
  req: NextRequest;
  status: number;
  body: unknown;
  before: unknown;
  after: unknown;
}): Promise<void> {
  try {
    await recordAuditEntry({
      tenantId: input.tenantId,
      staff: input.staff,
      operationId: input.operationId,
      method: input.op.method,
      path: new URL(input.req.url).pathname,
      status: input.status,
      request: redactSecrets(input.body),
      before: redactSecrets(input.before),
      after: redactSecrets(input.after),
    });
  } catch (error) {
    log.error("audit log write failed", { operationId: input.operationId, error: error instanceof Error ? error.message : String(error) });
  }
}
