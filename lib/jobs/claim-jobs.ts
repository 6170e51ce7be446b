import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

export type ClaimedJob = {
  id: string;
  tenantId: string | null;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  /** This run's number (1 for the first). */
  attempts: number;
  maxAttempts: number;
};

type Row = {
  id: string;
  tenant_id: string | null;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number | string;
  max_attempts: number | string;
};

/**
 * Claims up to `limit` due jobs in one statement: queued jobs whose `run_at` has come (by `now`, the billing clock,
 * which tests may move), and running jobs whose lease has run out by the database's clock (a worker killed mid-job).
 * Rows are picked with FOR UPDATE SKIP LOCKED, so workers claiming at once never take the same job; a claimed job is
 * leased for `leaseSeconds` and its attempt counted. Works the same on PGlite (one connection) and Postgres.
 */
export async function claimJobs({
  executor,
  now,
  limit,
  kinds,
  tenantId,
  keyNames,
  leaseSeconds = 120,
}: {
  executor: Executor;
  now: Date;
  limit: number;
  kinds?: readonly string[];
  tenantId?: string;
  /** Only jobs whose key holds this record's id between colons (e.g. one subscription's renewals and reminders). */
  keyNames?: string;
  leaseSeconds?: number;
}): Promise<ClaimedJob[]> {
  const kindFilter =
    kinds && kinds.length > 0
      ? sql`and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
  const tenantFilter = tenantId ? sql`and tenant_id = ${tenantId}::uuid` : sql``;
  const keyFilter = keyNames ? sql`and key like ${`%:${keyNames.replace(/[%_\\]/g, "")}:%`}` : sql``;
  const result = await executor.execute(sql`
    update jobs
       set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds}),
           updated_at = now()
     where id in (
       select id from jobs
        where ((status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
               or (status = 'running' and locked_until < now()))
              ${kindFilter} ${tenantFilter} ${keyFilter}
        order by run_at, id
        limit ${limit}
        for update skip locked)
    returning id, tenant_id, kind, key, payload, attempts, max_attempts`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    kind: r.kind,
    key: r.key,
    payload: r.payload,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  }));
}
