import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { ConstructorOptions } from "pg-boss";
import type { Executor } from "@/db/client";

/**
 * pg-boss's `db` option over one of our executors (the caller's transaction, usually): pg-boss's statement, its `$n`
 * placeholders bound as drizzle parameters, runs on that transaction, so a job exists exactly when the change that
 * needs it does (and on the embedded database nothing waits for the transaction's own connection).
 */
export function bossDb(executor: Executor): NonNullable<ConstructorOptions["db"]> {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) => {
        if (i % 2 === 0) chunks.push(sql.raw(part));
        else chunks.push(sql`${values[Number(part) - 1]}`);
      });
      const result = await executor.execute(sql.join(chunks, sql``));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
