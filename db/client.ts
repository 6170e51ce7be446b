import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import path from "node:path";
import { getEnv } from "../lib/env";
import { guardAgainstSelfWait } from "./pglite-self-wait-guard";
import { queryCountLogger } from "./query-count";
import * as schema from "./schema";

/** The three drivers share Drizzle's Postgres query builder; handlers see one type. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

type Connection = { db: Database; driver: "pglite" | "pg" | "neon"; close: () => Promise<void> };

const globalKey = Symbol.for("storefront.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Connection> };

async function connect(): Promise<Connection> {
  const env = getEnv();
  const logger = env.QUERY_COUNT_HEADER ? queryCountLogger : undefined;
  if (env.databaseDriver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { acquireDataDir, damagedDirMessage, privateUmask, releaseDataDir, secureDataDir } = await import("../lib/data-dir");
    // One owner: the lock is taken before PGlite touches a file (a second process refuses, changing nothing).
    const dataDir = path.dirname(env.pgliteDir);
    acquireDataDir(dataDir);
    let client: import("@electric-sql/pglite").PGlite;
    try {
      privateUmask();
      secureDataDir(dataDir);
      client = await PGlite.create(env.pgliteDir, { extensions: { pg_trgm } });
      await client.exec("SET TIME ZONE 'UTC'");
      guardAgainstSelfWait(client);
      secureDataDir(dataDir); // the files a fresh directory was just given
    } catch (error) {
      releaseDataDir(dataDir);
      throw new Error(damagedDirMessage(env.pgliteDir, error), { cause: error });
    }
    return {
      db: drizzlePglite(client, { schema, logger }) as unknown as Database,
      driver: "pglite",
      close: async () => {
        await client.close();
        releaseDataDir(dataDir);
      },
    };
  }
  if (env.databaseDriver === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { default: ws } = await import("ws");
    neonConfig.webSocketConstructor = ws;
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    return { db: drizzleNeon(pool, { schema, logger }) as unknown as Database, driver: "neon", close: () => pool.end() };
  }
  const { Pool } = await import("pg");
  const pool = new Pool({
    connectionString: env.DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    options: "-c TimeZone=UTC",
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  return { db: drizzleNodePg(pool, { schema, logger }), driver: "pg", close: () => pool.end() };
}

function connection(): Promise<Connection> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    g[globalKey] = connect().catch((error: unknown) => {
      g[globalKey] = undefined;
      throw error;
    });
  }
  return g[globalKey];
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export async function getDriver(): Promise<Connection["driver"]> {
  return (await connection()).driver;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[globalKey];
  g[globalKey] = undefined;
  if (pending) await (await pending).close();
}

export { schema };
