/**
 * Spike: can pg-boss run on the embedded database (PGlite, one connection) as well as on Postgres?
 *
 *   npx tsx scripts/spikes/pg-boss-pglite.ts                      # PGlite only (in memory)
 *   SPIKE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/wt_jobs npx tsx scripts/spikes/pg-boss-pglite.ts
 *
 * For each database: starts pg-boss on a fresh schema, sends N jobs (SPIKE_JOBS, 1,000 unless said) in one batch,
 * works them with one worker (batches of 20, like lib/jobs), and prints jobs/s for the send and the work; then
 * checks singleton (keyed) jobs, retry with backoff, the dead-letter queue, a cron schedule and retention.
 * Prints one JSON line per database; exits non-zero when a check fails.
 */
import { PGlite } from "@electric-sql/pglite";
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from "pg-boss";

const jobCount = Number(process.env.SPIKE_JOBS ?? 1000);

type Result = Record<string, number | boolean | string>;

function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** Resolves once `count()` reaches `target`, checking every `everyMs`. */
async function until(count: () => number, target: number, what: string, ms = 60_000): Promise<void> {
  await deadline(
    new Promise<void>((resolve) => {
      const t = setInterval(() => {
        if (count() >= target) {
          clearInterval(t);
          resolve();
        }
      }, 5);
    }),
    ms,
    what,
  );
}

async function spike(label: string, options: ConstructorOptions): Promise<Result> {
  const result: Result = { database: label };
  const boss = new PgBoss({
    ...options,
    schema: "spike_boss",
    // The checks below want maintenance (expiry, retention, cron) on a short cycle.
    superviseIntervalSeconds: 1,
    maintenanceIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
    cronMonitorIntervalSeconds: 1,
  });
  const errors: unknown[] = [];
  if (process.env.SPIKE_VERBOSE) {
    const seen = new Set<string>();
    setInterval(() => {
      for (const [k, v] of Object.entries(result)) if (!seen.has(k) && seen.add(k)) console.error(label, k, v);
    }, 200).unref();
  }
  boss.on("error", (e) => errors.push(e));
  let t = performance.now();
  await boss.start();
  result.startMs = Math.round(performance.now() - t);

  // 1. Throughput: N jobs sent in one insert, worked by one worker.
  await boss.createQueue("bulk");
  t = performance.now();
  await boss.insert(
    "bulk",
    Array.from({ length: jobCount }, (_, i) => ({ data: { i } })),
  );
  result.sendJobsPerSecond = Math.round(jobCount / ((performance.now() - t) / 1000));
  let worked = 0;
  t = performance.now();
  await boss.work("bulk", { batchSize: 20, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true }, (jobs: Job[]) => {
    worked += jobs.length;
    return Promise.resolve();
  });
  await until(() => worked, jobCount, "bulk jobs worked");
  result.workJobsPerSecond = Math.round(jobCount / ((performance.now() - t) / 1000));
  await boss.offWork("bulk", { wait: true });

  // One by one (send → work → complete), as the app sends them from request handlers.
  await boss.createQueue("single");
  const singles = Math.min(200, jobCount);
  t = performance.now();
  for (let i = 0; i < singles; i++) await boss.send("single", { i });
  result.sendOneByOnePerSecond = Math.round(singles / ((performance.now() - t) / 1000));

  // 2. Exclusive (keyed) jobs: one per key while one is queued, active or retrying; a second send of the key answers null.
  await boss.createQueue("renewal", { policy: "exclusive" });
  const a = await boss.send("renewal", { sub: 1 }, { singletonKey: "sub-1:cycle-1" });
  const b = await boss.send("renewal", { sub: 1 }, { singletonKey: "sub-1:cycle-1" });
  const c = await boss.send("renewal", { sub: 2 }, { singletonKey: "sub-2:cycle-1" });
  // And a stable id: the same id sent twice is one job, for as long as the job is kept (what "once per cycle" needs).
  await boss.createQueue("keyed");
  const id = "6f1d1b2a-0000-4000-8000-000000000001";
  const d = await boss.send("keyed", {}, { id });
  const e = await boss.send("keyed", {}, { id });
  result.singletonIds = JSON.stringify([a, b, c, d, e]);
  result.singleton = a !== null && b === null && c !== null && d === id && e === null;

  // 3. Retry with backoff, then 4. dead-letter after the last attempt.
  await boss.createQueue("dead");
  await boss.createQueue("flaky", { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 4, deadLetter: "dead" });
  const flakyId = (await boss.send("flaky", { n: 1 }))!;
  const runs: number[] = [];
  await boss.work("flaky", { pollingIntervalSeconds: 0.5 }, () => {
    runs.push(Date.now());
    return Promise.reject(new Error("boom"));
  });
  let deadSeen = 0;
  await boss.work("dead", { pollingIntervalSeconds: 0.5 }, () => {
    deadSeen++;
    return Promise.resolve();
  });
  await until(() => deadSeen, 1, "flaky job dead-lettered", 30_000);
  const flaky = await boss.getJobById("flaky", flakyId);
  result.retryRuns = runs.length;
  result.retryGapsMs = runs
    .slice(1)
    .map((r, i) => r - runs[i]!)
    .join("/");
  result.retryAndDeadLetter = runs.length === 3 && flaky?.state === "failed" && deadSeen === 1;
  await boss.offWork("flaky", { wait: true });

  // 4b. A worker that dies inside a job: its job expires (expireInSeconds) and is retried, then failed.
  await boss.createQueue("hang", { retryLimit: 1, expireInSeconds: 1, deadLetter: "dead" });
  const hangId = (await boss.send("hang", {}))!;
  const [held] = await boss.fetch("hang"); // fetched and never completed: the worker "died"
  let hangRuns = held ? 1 : 0;
  await deadline(
    (async () => {
      for (;;) {
        const job = await boss.getJobById("hang", hangId);
        if (job?.state === "failed") break;
        const [again] = await boss.fetch("hang");
        if (again) hangRuns++;
        await new Promise((r) => setTimeout(r, 200));
      }
    })(),
    30_000,
    "expired job failed",
  );
  await until(() => deadSeen, 2, "expired job dead-lettered", 30_000);
  result.expiredRetriedThenDead = hangRuns === 2;

  // 5. Cron: a schedule every second (six fields); the first tick's delay is measured (pg-boss claims the cron pass
  // across instances, so it is not immediate).
  await boss.createQueue("tick");
  let ticks = 0;
  await boss.work("tick", { pollingIntervalSeconds: 0.5 }, () => {
    ticks++;
    return Promise.resolve();
  });
  t = performance.now();
  await boss.schedule("tick", "* * * * * *");
  await until(() => ticks, 1, "cron tick", 90_000);
  result.cronSecondsToFirstTick = Math.round((performance.now() - t) / 100) / 10;
  await boss.unschedule("tick");

  // 6. Retention: completed jobs deleted after deleteAfterSeconds.
  await boss.createQueue("short", { deleteAfterSeconds: 1 });
  const shortId = (await boss.send("short", {}))!;
  await boss.work("short", { pollingIntervalSeconds: 0.5 }, async () => {});
  await deadline(
    (async () => {
      while (await boss.getJobById("short", shortId)) await new Promise((r) => setTimeout(r, 250));
    })(),
    30_000,
    "completed job deleted",
  );
  result.retention = true;

  await boss.stop({ graceful: true, timeout: 5000 });
  result.errors = errors.length;
  if (errors.length) result.firstError = String(errors[0]);
  return result;
}

async function main() {
  const results: Result[] = [];
  const pglite = await PGlite.create();
  await pglite.exec("SET TIME ZONE 'UTC'");
  try {
    results.push(await spike("pglite", { db: fromPglite(pglite), backend: "pglite" }));
  } finally {
    await pglite.close();
  }
  const url = process.env.SPIKE_DATABASE_URL;
  if (url) {
    const pg = await import("pg");
    const admin = new pg.default.Client({ connectionString: url });
    await admin.connect();
    await admin.query("drop schema if exists spike_boss cascade");
    await admin.end();
    results.push(await spike("postgres", { connectionString: url, max: 10 }));
  }
  for (const r of results) console.log(JSON.stringify(r));
  const ok = results.every((r) => r.singleton && r.retryAndDeadLetter && r.expiredRetriedThenDead && r.retention && !r.errors);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
