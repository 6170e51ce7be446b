import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

/** Jobs that ended badly (failed, dead) are kept at least this long, for operators to look into. */
export const deadJobRetentionDays = 30;

/**
 * Deletes finished jobs past their retention: done jobs finished more than `retentionDays` ago, failed and dead ones
 * more than `deadRetentionDays` ago (never less than `retentionDays`). In batches of `batchSize` rows (each one short
 * statement, so a large backlog never holds the embedded database for long), at most `maxBatches` per call; the
 * worker calls it again later for what is left. Answers how many were deleted.
 */
export async function pruneJobs({
  executor,
  retentionDays,
  deadRetentionDays = deadJobRetentionDays,
  batchSize = 500,
  maxBatches = 20,
}: {
  executor: Executor;
  retentionDays: number;
  deadRetentionDays?: number;
  batchSize?: number;
  maxBatches?: number;
}): Promise<number> {
  const badDays = Math.max(retentionDays, deadRetentionDays);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i++) {
    const result = await executor.execute(sql`
      delete from jobs
       where id in (
         select id from jobs
          where status in ('done', 'failed', 'dead')
            and finished_at < now() - make_interval(days => ${retentionDays})
            and (status = 'done' or finished_at < now() - make_interval(days => ${badDays}))
          limit ${batchSize})
      returning id`);
    const n = (result as unknown as { rows: unknown[] }).rows.length;
    deleted += n;
    if (n < batchSize) break;
  }
  return deleted;
}
