import { randomUUID } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import type { Database } from "@/db/client";
import { claimJobs } from "@/lib/jobs/claim-jobs";
import { completeJob, extendLease, failJob } from "@/lib/jobs/finish-job";
import { pruneJobs } from "@/lib/jobs/prune-jobs";
import { runDueJobs } from "@/lib/jobs/run-jobs";

// The queue's rules against a real database of its own, leases and clocks moved by hand: an in-memory PGlite always,
// and a Postgres database beside the suite's when TEST_DATABASE_URL names one (created afresh each run).
const tenantId = "22222222-2222-4222-8222-222222222222";
const migrationsFolder = path.resolve("db/migrations");

type Backend = { name: string; open: () => Promise<{ db: Database; close: () => Promise<void> }> };

const pglite: Backend = {
  name: "PGlite",
  async open() {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return { db, close: () => client.close() };
  },
};

const postgres = (url: string): Backend => ({
  name: "Postgres",
  async open() {
    const target = new URL(url);
    const name = `${target.pathname.slice(1) || "postgres"}_job_queue_test`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      // Left in place (the next run drops it first): dropping it here would race the pool's closing connections.
      async close() {
        await pool.end();
        await admin.end();
      },
    };
  },
});

const backends = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

describe.each(backends)("the job queue on $name", (backend) => {
  let db: Database;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ db, close } = await backend.open());
    await db.insert(schema.tenants).values({ id: tenantId, slug: "job-queue-test", name: "Job Queue Test" });
    // Starting PGlite and migrating is a fixed amount of work that a busy 2-core machine can stretch a long way.
  }, 180_000);

  afterAll(async () => {
    await close?.();
  });

  const j = schema.jobs;
  /** A kind of its own per test, so each test claims only its own jobs. */
  const newKind = () => `test.${randomUUID().slice(0, 8)}`;
  const insertJob = async (values: Partial<typeof j.$inferInsert> & { kind: string }) => {
    const [row] = await db
      .insert(j)
      .values({ tenantId, payload: {}, runAt: ago(1), ...values })
      .returning({ id: j.id });
    return row!.id;
  };
  /** A moment `seconds` before now (negative: after), as timestamps are written (the database runs on this machine's clock). */
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
  const row = async (id: string) => (await db.select().from(j).where(eq(j.id, id)))[0]!;
  /** The lease of a running job runs out (its worker was killed). */
  const expireLease = (id: string) =>
    db
      .update(j)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(j.id, id));
  const dbNow = async () => {
    const result = await db.execute(sql`select extract(epoch from clock_timestamp())::float8 * 1000 as ms`);
    return Number((result as unknown as { rows: { ms: number | string }[] }).rows[0]!.ms);
  };

  it("a running job whose lease ran out on its last attempt is dead (last error: lease expired), not run again", async () => {
    const kind = newKind();
    const spent = await insertJob({ kind, status: "running", attempts: 3, maxAttempts: 3, lockedUntil: ago(1) });
    const again = await insertJob({ kind, status: "running", attempts: 1, maxAttempts: 3, lockedUntil: ago(1) });
    const held = await insertJob({ kind, status: "running", attempts: 3, maxAttempts: 3, lockedUntil: ago(-60) });

    const { claimed, dead } = await claimJobs({ executor: db, now: new Date(), limit: 10, kinds: [kind] });
    expect(claimed.map((c) => [c.id, c.attempts])).toEqual([[again, 2]]);
    expect(dead.map((d) => d.id)).toEqual([spent]);
    expect(await row(spent)).toMatchObject({ status: "dead", attempts: 3, lastError: "lease expired", lockedUntil: null });
    expect((await row(spent)).finishedAt).not.toBeNull();
    // A lease still running is left alone, whatever its attempts.
    expect(await row(held)).toMatchObject({ status: "running", attempts: 3 });
  });

  it("a job that kills its worker every time is claimed at most max-attempts times, then dead", async () => {
    const kind = newKind();
    const id = await insertJob({ kind, maxAttempts: 2 });
    let claims = 0;
    for (let pass = 0; pass < 6; pass++) {
      const { claimed } = await claimJobs({ executor: db, now: new Date(), limit: 10, kinds: [kind] });
      claims += claimed.length;
      // The worker dies mid-job: its lease runs out.
      if (claimed.length > 0) await expireLease(id);
    }
    expect(claims).toBe(2);
    expect(await row(id)).toMatchObject({ status: "dead", attempts: 2, lastError: "lease expired" });
  });

  it("a handler slower than its lease keeps the job (its lease is extended) and runs once", { timeout: 60_000 }, async () => {
    const kind = newKind();
    const id = await insertJob({ kind });
    const leaseSeconds = 4;
    let runs = 0;
    const otherClaims: string[] = [];
    const report = await runDueJobs({
      db,
      now: new Date(),
      leaseSeconds,
      handlers: {
        [kind]: async () => {
          runs++;
          const firstLease = Date.parse((await row(id)).lockedUntil!);
          // Until well past the lease it was claimed with, by the database's clock (a deadline, not a fixed wait).
          const deadline = Date.now() + 30_000;
          while ((await dbNow()) < firstLease + 1000) {
            if (Date.now() > deadline) throw new Error("the first lease never ran out");
            await new Promise((r) => setTimeout(r, 100));
          }
          const current = await row(id);
          expect(Date.parse(current.lockedUntil!)).toBeGreaterThan(await dbNow());
          // Another worker finds nothing to take.
          const other = await claimJobs({ executor: db, now: new Date(), limit: 10, kinds: [kind] });
          otherClaims.push(...other.claimed.map((c) => c.id), ...other.dead.map((d) => d.id));
          return "slow";
        },
      },
    });
    expect(otherClaims).toEqual([]);
    expect(runs).toBe(1);
    expect(report).toMatchObject({ claimed: 1, errors: 0, outcomes: { slow: 1 } });
    expect(await row(id)).toMatchObject({ status: "done", attempts: 1, lockedUntil: null });
  });

  it("a claim whose lease was taken over can neither extend, complete nor fail the job", async () => {
    const kind = newKind();
    const id = await insertJob({ kind });
    const [first] = (await claimJobs({ executor: db, now: new Date(), limit: 1, kinds: [kind] })).claimed;
    await expireLease(id);
    const [second] = (await claimJobs({ executor: db, now: new Date(), limit: 1, kinds: [kind] })).claimed;
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(second!.leaseToken).not.toBe(first!.leaseToken);

    expect(await extendLease({ executor: db, job: first!, leaseSeconds: 60 })).toBe(false);
    expect(await completeJob({ executor: db, job: first! })).toBe(false);
    expect(await failJob({ executor: db, job: first!, error: new Error("late"), now: new Date() })).toBe("lost");
    expect(await row(id)).toMatchObject({ status: "running", attempts: 2, lastError: null, leaseToken: second!.leaseToken });

    expect(await completeJob({ executor: db, job: second! })).toBe(true);
    expect(await row(id)).toMatchObject({ status: "done", leaseToken: null });
  });

  it("prunes done jobs past the retention period, failed and dead ones only after 30 days, in batches", async () => {
    const kind = newKind();
    const finished = (days: number) => ago(days * 86_400);
    const oldDone = await insertJob({ kind, status: "done", finishedAt: finished(8) });
    const recentDone = await insertJob({ kind, status: "done", finishedAt: finished(1) });
    const oldFailed = await insertJob({ kind, status: "failed", finishedAt: finished(31) });
    const failed = await insertJob({ kind, status: "failed", finishedAt: finished(8) });
    const oldDead = await insertJob({ kind, status: "dead", finishedAt: finished(31) });
    const dead = await insertJob({ kind, status: "dead", finishedAt: finished(8) });
    const queued = await insertJob({ kind, createdAt: finished(60), runAt: finished(60) });

    expect(await pruneJobs({ executor: db, retentionDays: 7, batchSize: 1 })).toBe(3);
    const left = (await db.select({ id: j.id }).from(j).where(eq(j.kind, kind))).map((r) => r.id).sort();
    expect(left).toEqual([recentDone, failed, dead, queued].sort());
    for (const gone of [oldDone, oldFailed, oldDead]) expect(left).not.toContain(gone);
  });
});
