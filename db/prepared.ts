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
