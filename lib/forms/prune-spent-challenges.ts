import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";

/**
 * Deletes spent form challenges a minute past their expiry (a challenge that has expired is refused as expired, so
 * its spent row no longer guards anything). Run by the hourly prune; answers how many were deleted.
 */
export async function pruneSpentChallenges({ executor }: { executor: Executor }): Promise<number> {
  const result = await executor.execute(sql`
    delete from form_challenges_used where expires_at < now() - interval '1 minute' returning signature`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
