import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { bossSchema, deadLetterQueue, getBoss } from "./boss";
import { jobKind, jobStatus, type OperatorJobQuery, type operatorJobList } from "./schemas";
import { storeQueues } from "./store-jobs";

type Row = {
  id: string;
  kind: string;
  key: string | null;
  status: string;
  runAt: string;
  attempts: number | string;
  maxAttempts: number | string;
  lockedUntil: string | null;
  lastError: string | null;
  finishedAt: string | null;
  createdAt: string;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * GET /operator/jobs?status=&kind=: the store's jobs on the per-store pg-boss queues (renewals, reminders, refunds of
 * cancelled dates, webhook deliveries), read from pg-boss's own table and filtered by the store named in each job's
 * data, newest first. pg-boss's states map onto the listing's: `created` and `retry` → queued, `active` → running,
 * `completed` → done, `failed` → failed, and the copy a failed job leaves in the dead-letter queue (`jobs.dead`) →
 * dead (listed instead of the failed original, with its kind, key, attempts and last error). `lockedUntil` is when a
 * running job's worker counts as gone (its last heartbeat, or its start, plus the timeout): null otherwise. Finished
 * jobs are deleted after JOB_RETENTION_DAYS, dead ones after 30 days.
 */
export async function listOperatorJobs({
  tenantId,
  query,
}: {
  tenantId: string;
  query: OperatorJobQuery;
}): Promise<z.infer<typeof operatorJobList>> {
  // pg-boss creates its tables on start: started first, so a store's first look finds them.
  await getBoss();
  const db = await getDb();
  const job = sql.raw(`${bossSchema}.job`);
  const queues = sql.join(
    Object.keys(storeQueues).map((name) => sql`${name}`),
    sql`, `,
  );
  // One row per job as the listing shows it; the dead-letter copy stands for the job it was copied from.
  const listed = sql`
    select j.id, j.name as kind, j.data->>'key' as key,
           case j.state::text when 'created' then 'queued' when 'retry' then 'queued' when 'active' then 'running'
                when 'completed' then 'done' else j.state::text end as status,
           ${iso("j.start_after")} as "runAt",
           case when j.state::text in ('created', 'retry') then j.retry_count else j.retry_count + 1 end as attempts,
           j.retry_limit + 1 as "maxAttempts",
           case when j.state::text = 'active'
                then ${iso("coalesce(j.heartbeat_on + make_interval(secs => j.heartbeat_seconds), j.started_on + make_interval(secs => j.expire_seconds))")}
           end as "lockedUntil",
           case when j.state::text in ('retry', 'failed') then coalesce(j.output->>'message', j.output->'value'->>'message') end as "lastError",
           case when j.state::text in ('completed', 'failed') then ${iso("j.completed_on")} end as "finishedAt",
           ${iso("j.created_on")} as "createdAt", j.created_on as sort_on
      from ${job} j
     where j.name in (${queues}) and j.data->>'tenantId' = ${tenantId}
       and not (j.state::text = 'failed'
                and exists (select 1 from ${job} d where d.name = ${deadLetterQueue} and d.source_id = j.id))
    union all
    select d.id, d.source_name, d.data->>'key', 'dead',
           ${iso("d.start_after")}, coalesce(d.source_retry_count, d.retry_limit) + 1, d.retry_limit + 1, null,
           coalesce(d.source_output->>'message', d.source_output->'value'->>'message'), ${iso("d.created_on")},
           ${iso("coalesce(d.source_created_on, d.created_on)")}, coalesce(d.source_created_on, d.created_on)
      from ${job} d
     where d.name = ${deadLetterQueue} and d.source_name in (${queues}) and d.data->>'tenantId' = ${tenantId}`;
  const where = sql.join(
    [sql`true`, query.status ? sql`status = ${query.status}` : undefined, query.kind ? sql`kind = ${query.kind}` : undefined].filter(
      (part) => part !== undefined,
    ),
    sql` and `,
  );
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select id, kind, key, status, "runAt", attempts, "maxAttempts", "lockedUntil", "lastError", "finishedAt", "createdAt"
        from (${listed}) as l where ${where}
       order by sort_on desc, id desc
       limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute(sql`select count(*)::int as n from (${listed}) as l where ${where}`),
  ]);
  const rows = (page as unknown as { rows: Row[] }).rows;
  const [count] = (counted as unknown as { rows: { n: number | string }[] }).rows;
  return {
    data: rows.map((r) => ({
      ...r,
      kind: jobKind.parse(r.kind),
      status: jobStatus.parse(r.status),
      attempts: Number(r.attempts),
      maxAttempts: Number(r.maxAttempts),
    })),
    meta: { currentPage: query.page, perPage: query.perPage, total: Number(count?.n ?? 0) },
  };
}
