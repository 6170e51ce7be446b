import { sql, type SQL, type AnyColumn } from "drizzle-orm";

/** ISO 8601 UTC with microseconds, formatted by Postgres so no precision is lost in JS: 2026-01-15T10:30:00.123456Z */
export function isoMicros(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** ISO 8601 UTC to the second: 2026-01-15T10:30:00Z */
export function isoSeconds(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
