// npm run faults: fault runs against the built app on a throw-away Postgres cluster (never the shared one).
//  1. Postgres stopped (pg_ctl stop -m fast) and started again in the middle of load.
//  2. Postgres hung (every server process SIGSTOPped) and resumed in the middle of load.
//  3. The SMTP server killed and brought back while messages keep coming.
// Clients behave as the API asks: each message carries an Idempotency-Key, a 503 is retried after Retry-After
// (capped at 1 s here to keep the run short), a 409 after a moment. Afterwards: every 503 came within 5 s with
// Retry-After and {message}; nothing but 200/409/503 was answered; every message a client was told was accepted
// is stored exactly once; none is stored twice; the app recovered without a restart; every notification was
// delivered exactly once. Loopback only; every loop is bounded by count and time.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { authSecret, connect, createCluster, percentile, readInbox, runDir, seed, sleep, startApp, startCatcher, type App, type Cluster } from "./support/harness";

// 150 messages a scenario: 900 notifications, which the outbox worker delivers at about 6 a second to the
// local catcher on this kind of machine (one SMTP exchange per mail), so the drain stays within minutes.
const perScenario = Number(process.env.FAULTS_MESSAGES || 150);
const clients = Number(process.env.FAULTS_CLIENTS || 20);
const outageMs = Number(process.env.FAULTS_OUTAGE_MS || 6000);
const run = randomUUID().slice(0, 8);
const dir = runDir("faults");
const problems: string[] = [];
const results: Record<string, unknown>[] = [];
const subjectOf = (scenario: string, i: number) => `faults ${run} ${scenario} #${i}`;

type Outcome = { confirmed: boolean; attempts: number; statuses: number[] };

async function load({
  app,
  token,
  scenario,
  count,
  during,
}: {
  app: App;
  token: string;
  scenario: string;
  count: number;
  during?: () => Promise<{ faultAt: number; recoveredAt: number }>;
}) {
  const outcomes = new Map<number, Outcome>();
  const unavailableMs: number[] = [];
  const okMs: number[] = [];
  const anomalies: string[] = [];
  let firstOkAfterRecovery: number | undefined;
  let recoveredAt = Number.POSITIVE_INFINITY;
  let next = 0;
  const stopAt = Date.now() + 120_000;
  async function send(i: number) {
    const key = randomUUID();
    const outcome: Outcome = { confirmed: false, attempts: 0, statuses: [] };
    outcomes.set(i, outcome);
    const giveUpAt = Date.now() + 30_000;
    while (Date.now() < giveUpAt) {
      outcome.attempts++;
      const t0 = performance.now();
      let status = -1;
      let body: unknown;
      let retryAfter: string | null = null;
      try {
        const res = await fetch(`${app.baseUrl}/api/v1/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ name: "Fault", email: `faults-${run}-${i % 40}@example.org`, subject: subjectOf(scenario, i), message: `Message ${i}` }),
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        retryAfter = res.headers.get("retry-after");
        body = await res.json().catch(() => undefined);
      } catch (error) {
        anomalies.push(`#${i}: no answer (${error instanceof Error ? error.message : String(error)})`);
      }
      const ms = performance.now() - t0;
      outcome.statuses.push(status);
      if (status === 200) {
        okMs.push(ms);
        if (Date.now() >= recoveredAt && firstOkAfterRecovery === undefined) firstOkAfterRecovery = Date.now();
        outcome.confirmed = true;
        return;
      }
      if (status === 503) {
        unavailableMs.push(ms);
        const shape = body && typeof body === "object" && Object.keys(body).join() === "message";
        if (!retryAfter || !shape) anomalies.push(`#${i}: 503 without Retry-After or {message}: ${JSON.stringify(body)}`);
        await sleep(Math.min(1000, Number(retryAfter ?? 1) * 1000));
        continue;
      }
      if (status === 409) {
        await sleep(300);
        continue;
      }
      anomalies.push(`#${i}: status ${status} ${JSON.stringify(body)?.slice(0, 200)}`);
      await sleep(300);
    }
  }
  async function client() {
    while (next < count && Date.now() < stopAt) await send(next++);
  }
  const started = Date.now();
  const fault = during
    ? during().then((t) => {
        recoveredAt = t.recoveredAt;
        return t;
      })
    : Promise.resolve(undefined);
  await Promise.all([...Array.from({ length: clients }, client), fault]);
  const timeline = await fault;
  return {
    outcomes,
    anomalies,
    unavailableMs,
    okMs,
    seconds: (Date.now() - started) / 1000,
    recoverySeconds: timeline && firstOkAfterRecovery ? (firstOkAfterRecovery - timeline.recoveredAt) / 1000 : undefined,
  };
}

async function checkStored(query: Awaited<ReturnType<typeof connect>>["query"], scenario: string, outcomes: Map<number, Outcome>) {
  const rows = (await query("select subject, count(*)::int as n from visitor_messages where subject like $1 group by subject", [
    `faults ${run} ${scenario} #%`,
  ])) as { subject: string; n: number }[];
  const stored = new Map(rows.map((r) => [r.subject, r.n]));
  const confirmed = [...outcomes].filter(([, o]) => o.confirmed).map(([i]) => i);
  const lost = confirmed.filter((i) => !stored.has(subjectOf(scenario, i)));
  const twice = rows.filter((r) => r.n > 1).length;
  const unconfirmed = [...outcomes].filter(([, o]) => !o.confirmed).map(([i]) => i);
  return { confirmed: confirmed.length, stored: rows.length, lost: lost.length, storedTwice: twice, unconfirmed: unconfirmed.length };
}

let cluster: Cluster | undefined;
let app: App | undefined;
const catcher = await startCatcher(path.join(dir, "mail.jsonl"));
try {
  cluster = await createCluster();
  const c = cluster;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    APP_URL: "http://127.0.0.1:3000",
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: c.url,
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
    OUTBOX_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: process.env.FAULTS_LOG_LEVEL || "error",
  };
  delete env.DATABASE_DRIVER;
  delete env.REDIS_URL;
  const store = seed(env);
  app = await startApp(env, path.join(dir, "server.log"));
  const a = app;
  console.log(`faults: ${a.baseUrl}, Postgres on 127.0.0.1:${c.port}, ${clients} clients, ${perScenario} messages a scenario`);

  async function probeHealth(label: string) {
    const t0 = performance.now();
    const res = await fetch(`${a.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    const ms = Math.round(performance.now() - t0);
    if (!res || res.status !== 503 || ms > 5000 || !res.headers.get("retry-after")) problems.push(`${label}: health answered ${res?.status} in ${ms} ms`);
    return { status: res?.status, ms };
  }

  const scenarios: { name: string; fault: () => Promise<{ faultAt: number; recoveredAt: number; probe: unknown }> }[] = [
    {
      name: "postgres-stopped",
      fault: async () => {
        await sleep(2000);
        const faultAt = Date.now();
        c.stop();
        await sleep(500);
        const probe = await probeHealth("postgres-stopped");
        await sleep(Math.max(0, outageMs - (Date.now() - faultAt)));
        c.start();
        return { faultAt, recoveredAt: Date.now(), probe };
      },
    },
    {
      name: "postgres-hung",
      fault: async () => {
        await sleep(2000);
        const faultAt = Date.now();
        c.freeze();
        await sleep(500);
        const probe = await probeHealth("postgres-hung");
        await sleep(Math.max(0, outageMs - (Date.now() - faultAt)));
        c.thaw();
        return { faultAt, recoveredAt: Date.now(), probe };
      },
    },
    {
      name: "smtp-down",
      fault: async () => {
        await sleep(500);
        const faultAt = Date.now();
        await catcher.stop();
        await sleep(outageMs);
        await catcher.start();
        return { faultAt, recoveredAt: Date.now(), probe: "mail server killed (SIGKILL) and restarted on the same port" };
      },
    },
  ];

  // Checks open a fresh connection after each fault (the scenarios cut every connection).
  const db = { query: async (sql: string, values?: unknown[]) => {
    const conn = await connect(c.url);
    try {
      return await conn.query(sql, values);
    } finally {
      await conn.close();
    }
  }, close: async () => {} };
  try {
    const only = (process.env.FAULTS_SCENARIOS || "").split(",").filter(Boolean);
    for (const s of scenarios.filter((x) => !only.length || only.includes(x.name))) {
      let timeline: { faultAt: number; recoveredAt: number; probe: unknown } | undefined;
      const r = await load({
        app: a,
        token: store.apiToken,
        scenario: s.name,
        count: perScenario,
        during: async () => (timeline = await s.fault()),
      });
      const stored = await checkStored(db.query, s.name, r.outcomes);
      const slow503 = r.unavailableMs.filter((ms) => ms > 5000).length;
      const result = {
        scenario: s.name,
        messages: perScenario,
        seconds: Math.round(r.seconds * 10) / 10,
        outageSeconds: timeline ? Math.round((timeline.recoveredAt - timeline.faultAt) / 100) / 10 : undefined,
        healthDuringOutage: timeline?.probe,
        answers503: r.unavailableMs.length,
        max503Ms: Math.round(Math.max(0, ...r.unavailableMs)),
        p95_503Ms: percentile(r.unavailableMs, 95),
        over5s503: slow503,
        p95OkMs: percentile(r.okMs, 95),
        recoverySeconds: r.recoverySeconds,
        retriesPerMessage: Math.round(([...r.outcomes.values()].reduce((n, o) => n + o.attempts, 0) / r.outcomes.size) * 100) / 100,
        ...stored,
        anomalies: r.anomalies.slice(0, 10),
        appStillSameProcess: (() => {
          try {
            process.kill(a.pid, 0);
            return true;
          } catch {
            return false;
          }
        })(),
      };
      results.push(result);
      console.log(JSON.stringify(result));
      if (slow503) problems.push(`${s.name}: ${slow503} answers of 503 took over 5 s`);
      if (r.anomalies.length) problems.push(`${s.name}: ${r.anomalies.length} unexpected answers, e.g. ${r.anomalies[0]}`);
      if (stored.lost) problems.push(`${s.name}: ${stored.lost} accepted messages lost`);
      if (stored.storedTwice) problems.push(`${s.name}: ${stored.storedTwice} messages stored twice`);
      if (stored.unconfirmed) problems.push(`${s.name}: ${stored.unconfirmed} messages never accepted within 30 s of retrying`);
      if (!result.appStillSameProcess) problems.push(`${s.name}: the app process died`);
      if (s.name !== "smtp-down" && r.unavailableMs.length === 0) problems.push(`${s.name}: the fault was never seen (no 503)`);
    }

    // Every notification of every scenario delivered exactly once (wait for the worker's retries; bounded).
    const messages = Number((await db.query("select count(*)::int as n from visitor_messages where subject like $1", [`faults ${run} %`]))[0]!.n);
    const optedIn = Number((await db.query("select count(*)::int as n from admin_users where tenant_id = $1 and notify_on_message", [store.tenantId]))[0]!.n);
    const expected = messages * optedIn;
    const drainStarted = Date.now();
    const deadline = drainStarted + Number(process.env.FAULTS_MAIL_SECONDS || 600) * 1000;
    let delivered: ReturnType<typeof readInbox> = [];
    let lastReport = 0;
    while (Date.now() < deadline) {
      delivered = readInbox(catcher.inbox).filter((m) => !m.rejected && m.subject?.includes(`faults ${run} `));
      if (delivered.length >= expected) break;
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        console.log(`mail: ${delivered.length}/${expected} delivered after ${Math.round((Date.now() - drainStarted) / 1000)} s of draining`);
      }
      await sleep(1000);
    }
    const drainSeconds = Math.round((Date.now() - drainStarted) / 1000);
    await sleep(2000);
    delivered = readInbox(catcher.inbox).filter((m) => !m.rejected && m.subject?.includes(`faults ${run} `));
    const per = new Map<string, number>();
    for (const m of delivered) for (const to of m.to) per.set(`${m.subject}|${to}`, (per.get(`${m.subject}|${to}`) ?? 0) + 1);
    const outbox = (await db.query(
      "select status, count(*)::int as n from outbox where kind = 'admin_message_notification' and subject like $1 group by status",
      [`%faults ${run} %`],
    )) as { status: string; n: number }[];
    const mail = {
      messagesStored: messages,
      optedInAdmins: optedIn,
      notificationsExpected: expected,
      delivered: delivered.length,
      deliveredTwice: [...per.values()].filter((n) => n > 1).length,
      drainSeconds,
      outbox: Object.fromEntries(outbox.map((r) => [r.status, r.n])),
    };
    results.push({ scenario: "mail", ...mail });
    console.log(JSON.stringify({ scenario: "mail", ...mail }));
    if (delivered.length !== expected || per.size !== expected) problems.push(`mail: ${per.size} distinct notifications delivered, expected ${expected}`);
    if (mail.deliveredTwice) problems.push(`mail: ${mail.deliveredTwice} notifications delivered more than once`);
  } finally {
    await db.close();
  }
} finally {
  await app?.stop();
  await catcher.stop();
  cluster?.destroy();
}
writeFileSync(path.join(dir, "summary.json"), JSON.stringify({ results, problems }, null, 2));
console.log(problems.length ? `FAULTS FAILED: ${problems.join("; ")}` : "FAULTS PASSED: no accepted data lost, no double effects, 503 within 5 s, recovery without restart, mail delivered once");
process.exit(problems.length ? 1 : 0);
