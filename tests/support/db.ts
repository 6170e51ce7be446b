import pg from "pg";
import { fixtures } from "./fixtures";

/**
 * Direct SQL against the database under test, for assertions HTTP cannot see (row counts, stored hashes)
 * and for moving clocks (expiring a token). Only in Postgres runs: the embedded PGlite directory
 * belongs to the server while it runs. Guard tests with `it.runIf(hasDirectDb())`.
 */
export function hasDirectDb(): boolean {
  return fixtures().databaseMode === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
}

export async function query<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || fixtures().databaseMode !== "postgres") throw new Error("Direct SQL needs a Postgres run (TEST_DATABASE_URL).");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(text, params);
    return result.rows as T[];
  } finally {
    await client.end();
  }
}
