import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";

const insideTransaction = new AsyncLocalStorage<true>();

/**
 * The embedded database has one connection: a query through the shared client (getDb()) made from inside a
 * transaction's callback waits for that transaction to end, which waits for the query, and the request hangs until
 * its 503. On Postgres the same code only takes a second connection, so the mistake passes there unseen. This makes
 * it fail at once, naming the cause: read what the transaction needs before it starts, or pass it `tx`.
 */
export function guardAgainstSelfWait(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const refuse = () => {
    if (insideTransaction.getStore())
      throw new Error(
        "A query went through the shared database client from inside a transaction; on the embedded database it would wait for that transaction forever. Use the transaction's executor, or read before the transaction starts.",
      );
  };
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => insideTransaction.run(true, () => callback(tx)))) as PGlite["transaction"];
  client.query = ((...args: Parameters<PGlite["query"]>) => {
    refuse();
    return query(...args);
  }) as PGlite["query"];
  client.exec = (...args: Parameters<PGlite["exec"]>) => {
    refuse();
    return exec(...args);
  };
}

/** Runs work that is not awaited by the caller (a background cache refresh) outside any transaction's callback. */
export function detachedFromTransaction<T>(work: () => T): T {
  return insideTransaction.exit(work);
}
