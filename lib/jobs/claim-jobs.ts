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
  /** This claim's own token: only the claim holding it may extend the lease or finish the job (lib/jobs/finish-job.ts). */
  leaseToken: string;
};

/** A job claimJobs found with its lease run out and its attempts spent, and marked `dead`. */
export type DeadJob = Pick<ClaimedJob, "id" | "tenantId" | "kind" | "key" | "attempts" | "maxAttempts">;

/** The message a job dead-lettered by claimJobs keeps as its last error. */
export const leaseExpiredError = "lease expired";

type Row = {
  id: string;
  tenant_id: string | null;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number | string;
  max_attempts: number | string;
  lease_token: string | null;
  dead: boolean | string;
};

/**
 * Claims up to `limit` due jobs in one statement: queued jobs whose `run_at` has come (by `now`, the billing clock,
 * which tests may move), and running jobs whose lease has run out by the database's clock (a worker killed mid-job).
 * Rows are picked with FOR UPDATE SKIP LOCKED, so workers claiming at once never take the same job; a claimed job is
 * leased for `leaseSeconds` under a new lease token and its attempt counted. A job whose lease ran out on its last
 * attempt is not run again: it becomes `dead` with the last error "lease expired" (a job that kills its worker would
 * otherwise run forever), and is answered in `dead`. Works the same on PGlite (one connection) and Postgres.
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
}): Promise<{ claimed: ClaimedJob[]; dead: DeadJob[] }> {
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
    with picked as (
      select id, (status = 'running' and attempts >= max_attempts) as spent from jobs
       where ((status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
              or (status = 'running' and locked_until < now()))
             ${kindFilter} ${tenantFilter} ${keyFilter}
       order by run_at, id
       limit ${limit}
       for update skip locked),
    dead as (
      update jobs
         set status = 'dead', last_error = ${leaseExpiredError}, locked_until = null, lease_token = null, finished_at = now(),
             updated_at = now()
        from picked
       where jobs.id = picked.id and picked.spent
      returning jobs.id, jobs.tenant_id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.lease_token,
                true as dead),
    claimed as (
      update jobs
         set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds}),
             lease_token = gen_random_uuid(), updated_at = now()
        from picked
       where jobs.id = picked.id and not picked.spent
      returning jobs.id, jobs.tenant_id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.lease_token,
                false as dead)
    select * from claimed union all select * from dead`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const claimed: ClaimedJob[] = [];
  const dead: DeadJob[] = [];
  for (const r of rows) {
    const job = {
      id: r.id,
      tenantId: r.tenant_id,
      kind: r.kind,
      key: r.key,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    };
    if (r.dead === true || r.dead === "t") dead.push(job);
    else claimed.push({ ...job, payload: r.payload, leaseToken: r.lease_token! });
  }
  return { claimed, dead };
}
