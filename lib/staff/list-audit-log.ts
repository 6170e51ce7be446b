import { and, count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { redactSecrets } from "./redact-secrets";
import type { AuditEntry } from "./schemas";

/** The store's audit log, newest first. */
export async function listAuditLog({ tenantId, page, perPage }: { tenantId: string; page: number; perPage: number }) {
  const db = await getDb();
  const a = schema.auditLog;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: a.id,
        actorEmail: a.actorEmail,
        actorName: schema.adminUsers.name,
        operationId: a.operationId,
        method: a.method,
        path: a.path,
        status: a.status,
        request: a.request,
        before: a.before,
        after: a.after,
        createdAt: a.createdAt,
      })
      .from(a)
      .leftJoin(schema.adminUsers, and(eq(schema.adminUsers.id, a.adminUserId), eq(schema.adminUsers.tenantId, a.tenantId)))
      .where(eq(a.tenantId, tenantId))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(a).where(eq(a.tenantId, tenantId)),
  ]);
  // Redacted again as read, so lines written before a key was known to be secret never show it either.
  const data: AuditEntry[] = rows.map((r) => ({
    ...r,
    request: redactSecrets(r.request) as AuditEntry["request"],
    before: redactSecrets(r.before) as AuditEntry["before"],
    after: redactSecrets(r.after) as AuditEntry["after"],
    createdAt: new Date(r.createdAt).toISOString(),
  }));
  const n = total?.n ?? 0;
  return { data, meta: { currentPage: page, perPage, total: n, lastPage: Math.max(1, Math.ceil(n / perPage)) } };
}
