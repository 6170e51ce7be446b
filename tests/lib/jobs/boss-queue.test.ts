import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { TestClock, type PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deadLetterQueue, ensureQueue, startBoss } from "@/lib/jobs/boss";
import { log } from "@/lib/log";

// The background jobs' queue (pg-boss as lib/jobs/boss.ts sets it up) against a database of its own, its time moved by
// pg-boss's TestClock: an in-memory PGlite always, and a Postgres database beside the suite's when TEST_DATABASE_URL
// names one (created afresh each run). A worker killed inside a job is played by taking the job and never settling it.

type Backend = { name: string; open: (clock: TestClock) => Promise<{ boss: PgBoss; close: () => Promise<void> }> };

const pglite: Backend = {
  name: "PGlite",
  async open(clock) {
    const client = await PGlite.create();
    const boss = await startBoss({ pglite: client, clock });
    return {
      boss,
      async close() {
        await boss.stop({ graceful: false });
        await client.close();
      },
    };
  },
};

const postgres = (url: string): Backend => ({
  name: "Postgres",
  async open(clock) {
    const target = new URL(url);
    const name = `${target.pathname.slice(1) || "postgres"}_boss_test`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    target.pathname = `/${name}`;
    const boss = await startBoss({ connectionString: target.toString(), clock });
    return { boss, close: () => boss.stop({ graceful: false }) };
  },
});

const backends = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

describe.each(backends)("the job queue on $name", (backend) => {
  const clock = new TestClock(new Date("2030-01-01T00:00:00Z"));
  let boss: PgBoss;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ boss, close } = await backend.open(clock));
  }, 60_000);
  afterAll(() => close?.());

  it("a job whose worker dies inside it is retried, then dead-lettered after its last attempt", async () => {
    const queue = `test.killed.${randomUUID().slice(0, 8)}`;
    await ensureQueue(boss, queue, { retryLimit: 1, retryDelay: 30, expireInSeconds: 60 }, 7);
    const id = (await boss.send(queue, { order: "a" }))!;

    // First attempt: taken, then its worker dies (never completes, never fails it).
    const [first] = await boss.fetch(queue);
    expect(first?.id).toBe(id);
    // Past its expiry and a monitor interval (pg-boss's supervisor runs on the moved clock too).
    await clock.tick(125_000);
    await boss.supervise(queue);
    const retrying = await boss.getJobById(queue, id);
    expect(retrying).toMatchObject({ state: "retry" });

    // Not before its backoff (30–60 s: jittered)…
    expect(await boss.fetch(queue)).toEqual([]);
    await clock.tick(60_000);
    // …then taken again, and its worker dies again: that was the last attempt.
    const [second] = await boss.fetch(queue);
    expect(second?.id).toBe(id);
    await clock.tick(125_000);
    await boss.supervise(queue);

    expect(await boss.getJobById(queue, id)).toMatchObject({ state: "failed", retryCount: 1 });
    const dead = await boss.findJobs(deadLetterQueue, { data: { order: "a" } });
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ state: "created", data: { order: "a" } });
    // Nothing of it is left to run on its own queue.
    expect(await boss.fetch(queue)).toEqual([]);
  }, 90_000);

  it("a job that throws is retried with a growing delay, capped, then dead-lettered with its error", async () => {
    const queue = `test.throws.${randomUUID().slice(0, 8)}`;
    await ensureQueue(boss, queue, { retryLimit: 3, retryDelay: 10, retryDelayMax: 15 }, 7);
    const id = (await boss.send(queue, { order: "b" }))!;
    const startAfters: number[] = [];
    for (let attempt = 0; attempt <= 3; attempt++) {
      await clock.tick(60_000);
      const [job] = await boss.fetch(queue);
      expect(job?.id).toBe(id);
      await boss.fail(queue, id, new Error(`declined ${attempt}`));
      const after = await boss.getJobById(queue, id);
      if (attempt < 3) startAfters.push(after!.startAfter.getTime() - clock.now());
      else expect(after).toMatchObject({ state: "failed", output: expect.objectContaining({ message: "declined 3" }) });
    }
    // Each retry waits at least its base and never more than the cap.
    for (const delay of startAfters) {
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThanOrEqual(15_000);
    }
    expect(await boss.findJobs(deadLetterQueue, { data: { order: "b" } })).toHaveLength(1);
  });

  it("one job per key: a second send of a queued key is refused", async () => {
    const queue = `test.keyed.${randomUUID().slice(0, 8)}`;
    await ensureQueue(boss, queue, { policy: "exclusive" }, 7);
    const key = `renewal:${randomUUID()}:2030-01-01`;
    expect(await boss.send(queue, {}, { singletonKey: key })).toEqual(expect.any(String));
    expect(await boss.send(queue, {}, { singletonKey: key })).toBeNull();
  });

  it("a process that changes a queue's options set by another says so, once per change; the same options say nothing", async () => {
    const queue = `test.options.${randomUUID().slice(0, 8)}`;
    const warn = vi.spyOn(log, "warn");
    try {
      // Every kind of option the app's queues set, so none reads back in another form and warns at each start.
      const options = { policy: "stately", retryLimit: 3, retryDelay: 1, retryDelayMax: 300, heartbeatSeconds: 30, expireInSeconds: 3600 };
      await ensureQueue(boss, queue, options, 7);
      await ensureQueue(boss, queue, options, 7);
      expect(warn.mock.calls.filter(([event]) => event === "queue_options_changed")).toEqual([]);
      await ensureQueue(boss, queue, { ...options, retryDelay: 30 }, 7);
      expect(warn.mock.calls.filter(([event]) => event === "queue_options_changed")).toEqual([
        ["queue_options_changed", expect.objectContaining({ queue, changes: ["retryDelay: 1 → 30"] })],
      ]);
      expect(await boss.getQueue(queue)).toMatchObject({ retryLimit: 3, retryDelay: 30 });
    } finally {
      warn.mockRestore();
    }
  });
});
