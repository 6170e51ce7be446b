import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Opt-in SQL query counting per request (QUERY_COUNT_HEADER=true): the database client's logger
 * counts into the request's store, and the route wrapper reports it as `x-query-count`. Off, nothing
 * here runs: the client gets no logger and the wrapper takes its plain path.
 */
// One store per process, not per module copy: Next.js may bundle this module into several route chunks, while
// the database client (and so its logger) is created once and shared through globalThis.
const storeKey = Symbol.for("storefront.query-count");
const store: AsyncLocalStorage<{ queries: number }> = ((globalThis as Record<symbol, unknown>)[storeKey] ??= new AsyncLocalStorage<{
  queries: number;
}>()) as AsyncLocalStorage<{ queries: number }>;

export const queryCountLogger = {
  logQuery(): void {
    const current = store.getStore();
    if (current) current.queries += 1;
  },
};

export async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter = { queries: 0 };
  const result = await store.run(counter, run);
  return { result, queries: counter.queries };
}
