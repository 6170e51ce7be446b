import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

/**
 * Whether any job of these kinds is due (queued and its time come, or running with its lease run out): one read that
 * writes nothing, so a worker that polls often (the webhook worker) costs an idle store almost nothing, where
 * claiming (an UPDATE) on every poll would not — on the embedded database every statement waits its turn.
 */
export async function hasDueJobs({ executor, kinds, now }: { executor: Executor; kinds: readonly string[]; now: Date }): Promise<boolean> {
  const result = await executor.execute(sql`
    select exists (
      select 1 from jobs
       where kind in (${sql.join(
         kinds.map((k) => sql`${k}`),
         sql`, `,
       )})
         and ((status = 'queued' and run_at <= ${now.toISOString()}::timestamptz) or (status = 'running' and locked_until < now()))
    ) as due`);
  const [row] = (result as unknown as { rows: { due: boolean | string }[] }).rows;
  return row?.due === true || row?.due === "t";
}
