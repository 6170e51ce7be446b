import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { PgBoss, fromPglite, type ConstructorOptions } from "pg-boss";
import { getDb, getDriver } from "@/db/client";
import { getEnv } from "../env";
import { describeError, log } from "../log";

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself on start). */
export const bossSchema = "pgboss";

/** Jobs that ended badly (failed, dead-lettered) are kept this long, for operators to look into. */
export const deadJobRetentionDays = 30;

/** Where a job goes after its last attempt failed (or its worker died on it): kept, never worked, for operators. */
export const deadLetterQueue = "jobs.dead";

const day = 24 * 60 * 60;

/**
 * The queue options every queue shares: retries with capped, jittered exponential backoff (pg-boss's
 * `retryBackoff`), dead-letter after the last attempt, and retention — finished jobs deleted after
 * JOB_RETENTION_DAYS, dead-lettered and never-run ones after the dead jobs' 30 days.
 */
export function queueDefaults(retentionDays: number) {
  return {
    retryBackoff: true,
    deleteAfterSeconds: retentionDays * day,
    retentionSeconds: deadJobRetentionDays * day,
    deadLetter: deadLetterQueue,
  } as const;
}

const key = Symbol.for("storefront.pg-boss");
type Holder = { [key]?: Promise<PgBoss> };

/**
 * This process's pg-boss, started on first use over the app's database: on the embedded database through the app's
 * own PGlite client (one connection: pg-boss's statements take their turn with the app's), on Postgres through a
 * small pool of its own (LISTEN/NOTIFY included). lib/jobs is the only module that talks to it.
 */
export function getBoss(): Promise<PgBoss> {
  const holder = globalThis as Holder;
  holder[key] ??= openBoss().catch((error: unknown) => {
    holder[key] = undefined;
    throw error;
  });
  return holder[key];
}

async function openBoss(): Promise<PgBoss> {
  if ((await getDriver()) === "pglite") return startBoss({ pglite: ((await getDb()) as unknown as { $client: PGlite }).$client });
  return startBoss({ connectionString: getEnv().DATABASE_URL! });
}

/**
 * Starts a pg-boss over one database (the embedded one's client, or a Postgres URL: a pool of three of its own) with
 * the dead-letter queue in place. `clock` is for tests that move time (pg-boss's TestClock).
 */
export async function startBoss(
  target: ({ pglite: PGlite } | { connectionString: string }) & { clock?: ConstructorOptions["clock"] },
): Promise<PgBoss> {
  const options: ConstructorOptions = { schema: bossSchema, clock: target.clock };
  if ("pglite" in target) Object.assign(options, { db: fromPglite(target.pglite), backend: "pglite" });
  else Object.assign(options, { connectionString: target.connectionString, max: 3 });
  const boss = new PgBoss(options);
  boss.on("error", (error) => log.warn("jobs_error", { ...describeError(error), stack: undefined }));
  await boss.start();
  await boss.createQueue(deadLetterQueue, { retentionSeconds: deadJobRetentionDays * day });
  return boss;
}

/**
 * Creates the queue (or brings an existing one's options up to date) with the shared defaults under `options`:
 * idempotent, safe from every instance at once. `retentionDays`: JOB_RETENTION_DAYS unless said.
 *
 * The options belong to the queue, not to the process: the last process to start sets them for every instance. When
 * that changes what another process set (an instance or `npm run worker` started with other settings), it says so.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1] = {},
  retentionDays = getEnv().JOB_RETENTION_DAYS,
): Promise<void> {
  const all = { ...queueDefaults(retentionDays), ...options };
  const before = await boss.getQueue(name);
  await boss.createQueue(name, all);
  const { policy: _policy, partition: _partition, ...changeable } = all;
  const changes = before ? changedQueueOptions(before, changeable) : [];
  if (changes.length > 0) {
    log.warn("queue_options_changed", {
      queue: name,
      changes,
      hint: "Every instance and npm run worker must run with the same settings: the last one to start sets them for all.",
    });
  }
  await boss.updateQueue(name, changeable);
}

/** "option: old → new" for each option this process sets that the queue holds with another value. */
function changedQueueOptions(held: object, wanted: Record<string, unknown>): string[] {
  const current = held as Record<string, unknown>;
  return Object.entries(wanted)
    .filter(([option, value]) => value !== undefined && current[option] !== undefined && current[option] !== value)
    .map(([option, value]) => `${option}: ${String(current[option])} → ${String(value)}`);
}

/** Stops this process's pg-boss (its workers finish the job in hand first); before the database is closed. */
export async function stopBoss(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[key];
  holder[key] = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: 30_000 });
}
