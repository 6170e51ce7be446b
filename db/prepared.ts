import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { getDb, type Executor } from "./client";

/**
 * Statements prepared once per process and database (drizzle's `.prepare(name)` with `sql.placeholder` values):
 * the query builder's SQL is made once instead of per request, and Postgres parses each named statement once per
 * connection (node-postgres keeps them per client). Measured on this machine: about 200 µs less Node CPU per
 * read (drizzle's builder), besides Postgres's parse and plan. For the hot account reads; a statement prepared here
 * must take every request-specific value as a placeholder, tenant and customer included.
 *
 * With an executor (a transaction) the statement is prepared on it for this call: it must run on that connection.
 */
// One map per process (route chunks may each hold a copy of this module; the database is shared through globalThis).
const storeKey = Symbol.for("storefront.prepared-statements");
type Store = WeakMap<object, Map<string, unknown>>;
const g = globalThis as typeof globalThis & { [storeKey]?: Store };
const store: Store = (g[storeKey] ??= new WeakMap<object, Map<string, unknown>>());

export async function prepared<T>(name: string, prepare: (db: Executor, name: string) => T, executor?: Executor): Promise<T> {
  if (executor) return prepare(executor, name);
  const db = await getDb();
  let byName = store.get(db);
  if (!byName) store.set(db, (byName = new Map<string, unknown>()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = prepare(db, name)));
  return statement;
}

/** The parts of Drizzle's database (and transaction) object that `db.execute` itself uses. */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
  };
};

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `sf_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `executor.execute(query)` for a raw SQL statement (which `prepared` above cannot take: drizzle prepares only its
 * builder's queries) as a named prepared statement, for hot reads built by hand (the cart's pricing loader and its
 * discounts). On a Postgres server (node-postgres, Neon) each pooled connection parses and
 * plans the statement once and then only binds and runs it: the pricing loader spent 1.5 ms of the server's CPU
 * parsing and planning per request against 0.2 ms running (log_min_duration_statement, docs/commerce.md). The name
 * is a hash of the statement's text, so each variant of a statement built from fragments gets its own. PGlite runs
 * it as an ordinary statement.
 */
export async function executePrepared<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const { dialect, session } = executor as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return (result as { rows: Row[] }).rows;
}

const builtStatements = new Map<string, { sql: string; params: unknown[] }>();

/**
 * executePrepared for a hand-built statement whose shape depends only on `variant`: `build` makes it once per process
 * and variant with `sql.placeholder(name)` for every request-specific value, and each call binds `values` to those
 * placeholders. Spares the per-request work of assembling a long statement from its fragments and rendering its text
 * (the cart's pricing loader, read on every cart request).
 */
export async function executeBuilt<Row>(
  executor: Executor,
  variant: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { dialect, session } = executor as unknown as DrizzleInternals;
  let built = builtStatements.get(variant);
  if (!built) builtStatements.set(variant, (built = dialect.sqlToQuery(build())));
  const result = await session.prepareQuery(built, undefined, statementName(built.sql), false).execute(values);
  return (result as { rows: Row[] }).rows;
}
