import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { jobKind, jobStatus, type OperatorJobQuery, type operatorJobList } from "./schemas";

/**
 * GET /operator/jobs?status=&kind=: the store's jobs on the durable queue (renewals, reminders, refunds of cancelled
 * dates), newest first: what is waiting, running, done, and what failed for good (or died with its lease) with its
 * last error.
 */
export async function listOperatorJobs({
  tenantId,
  query,
}: {
  tenantId: string;
  query: OperatorJobQuery;
}): Promise<z.infer<typeof operatorJobList>> {
  const db = await getDb();
  const j = schema.jobs;
  const where = and(
    eq(j.tenantId, tenantId),
    query.status ? eq(j.status, query.status) : undefined,
    query.kind ? eq(j.kind, query.kind) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: j.id,
        kind: j.kind,
        key: j.key,
        status: j.status,
        runAt: isoSeconds(j.runAt),
        attempts: j.attempts,
        maxAttempts: j.maxAttempts,
        lockedUntil: sql<string | null>`${isoSeconds(j.lockedUntil)}`,
        lastError: j.lastError,
        finishedAt: sql<string | null>`${isoSeconds(j.finishedAt)}`,
        createdAt: isoSeconds(j.createdAt),
      })
      .from(j)
      .where(where)
      .orderBy(desc(j.createdAt), desc(j.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(j)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, kind: jobKind.parse(r.kind), status: jobStatus.parse(r.status) })),
    meta: { currentPage: query.page, perPage: query.perPage, total: Number(count?.n ?? 0) },
  };
}
