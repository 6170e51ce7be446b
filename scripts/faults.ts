// npm run faults [-- --short]: fault runs against the built app on a private, throw-away Postgres cluster
// (initdb in a temp directory on a free port; never the shared cluster at 127.0.0.1:5432).
//  smtp-down         the SMTP server killed (SIGKILL) and brought back while the outbox worker is delivering.
//  form-smtp-down    form submissions (each with its solved challenge) sent while the SMTP server is down: each is
//                    answered 201 and stored at once; its notify mail and acknowledgement are delivered exactly once
//                    after the server is back (deliveries must have failed during the outage).
//  postgres-stopped  Postgres stopped (pg_ctl stop -m fast) and started again while clients are sending.
//  postgres-hung     every process of that cluster SIGSTOPped (a hung host) and resumed while clients are sending.
// The load is driven by time, not by count: clients send paced messages from before the fault until a few seconds
// after recovery (bounded in count and time), and the fault starts only once the load is answered (and, for SMTP,
// once the worker is delivering this scenario's mail). Clients behave as the API asks: each message carries an
// Idempotency-Key, a 503 is retried after Retry-After (capped at 1 s here), a 409 after a moment.
// A scenario fails unless the fault was met: requests answered 503 (or held and completed) during a database
// outage; deliveries failing during the SMTP outage and then retried and completed. Then: every 503 came within
// 5 s with Retry-After and {message}; nothing but 200/409/503 was answered; every message a client was told was
// accepted is stored exactly once, none twice; the app recovered without a restart; every notification was
// delivered exactly once and none was given up.
// --short (CI): fewer clients, one Postgres scenario (postgres-hung), smtp-down and form-smtp-down, a shorter drain; prints
// "N passed, N failed" (one per scenario, plus the mail check) last, as the test suites do.
// Every server it starts (the app, the SMTP catcher, the cluster) is stopped by process group, also on
// SIGINT/SIGTERM and when the run overruns its time limit.
import { randomUUID } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  authSecret,
  connect,
  createCluster,
  percentile,
  readInbox,
  runCleanups,
  runDir,
  seed,
  sleep,
  startApp,
  startCatcher,
  type App,
} from "./support/harness";

const short = process.argv.includes("--short");
const num = (name: string, full: number, reduced: number) => Number(process.env[name] || (short ? reduced : full));
const clients = num("FAULTS_CLIENTS", 20, 10);
/** Each client starts a new message at most this often: 20 clients ≈ 10 messages a second. */
const paceMs = num("FAULTS_PACE_MS", 2000, 2000);
const outageMs = num("FAULTS_OUTAGE_MS", 6000, 6000);
/** Load keeps going this long after recovery. */
const tailMs = num("FAULTS_TAIL_MS", 4000, 2500);
/** The fault starts once this many messages of the scenario were accepted. */
const warmup = num("FAULTS_WARMUP", 20, 10);
/** Bounds of one scenario's load. */
const maxMessages = num("FAULTS_MAX_MESSAGES", 400, 150);
const maxLoadMs = num("FAULTS_MAX_LOAD_SECONDS", 90, 60) * 1000;
const drainSecondsMax = num("FAULTS_MAIL_SECONDS", 600, 90);
const runLimitMs = num("FAULTS_LIMIT_SECONDS", 1500, 240) * 1000;
/** Form submissions sent while the mail server is down. */
const formSubmissions = num("FAULTS_FORM_SUBMISSIONS", 10, 5);
const formCase = "form-smtp-down";
/** The demo store's form the form case submits (db/seed), and the address its notify mail goes to in this run. */
const faultsForm = "wholesale-enquiry";
const scenarioNames = (
  process.env.FAULTS_SCENARIOS ||
  (short ? "smtp-down,form-smtp-down,postgres-hung" : "smtp-down,form-smtp-down,postgres-stopped,postgres-hung")
)
  .split(",")
  .filter(Boolean);

const run = randomUUID().slice(0, 8);
const dir = runDir(short ? "faults-short" : "faults");
const problems: { scenario: string; text: string }[] = [];
const results: Record<string, unknown>[] = [];
const subjectOf = (scenario: string, i: number) => `faults ${run} ${scenario} #${i}`;
const problem = (scenario: string, text: string) => problems.push({ scenario, text });

type Attempt = { start: number; end: number; status: number; ms: number };
type Outcome = { confirmed: boolean; attempts: Attempt[] };
type Timeline = { faultAt: number; recoveredAt: number; probe?: unknown; note?: Record<string, unknown> };

/** Milliseconds since the start of the run, for the timeline in the report. */
const t0 = Date.now();
const at = (ms: number) => Math.round((ms - t0) / 100) / 10;

// The run never outlives its limit: past it, everything is stopped and the run fails.
const watchdog = setTimeout(() => {
  console.error(`FAULTS FAILED: the run exceeded its limit of ${runLimitMs / 1000} s; stopping every server it started`);
  console.log(`0 passed, ${scenarioNames.length + 1} failed`);
  void runCleanups().finally(() => process.exit(1));
}, runLimitMs);

async function load({
  app,
  token,
  scenario,
  fault,
}: {
  app: App;
  token: string;
  scenario: string;
  /** Called once the load is answered; resolves when the fault has ended. */
  fault: (running: { accepted: () => number }) => Promise<Timeline>;
}) {
  const outcomes = new Map<number, Outcome>();
  const anomalies: string[] = [];
  let accepted = 0;
  let next = 0;
  const started = Date.now();
  const hardStop = started + maxLoadMs;
  let stopSendingAt = Number.POSITIVE_INFINITY;
  let warmedUp!: () => void;
  const running = new Promise<void>((r) => (warmedUp = r));

  async function send(i: number) {
    const key = randomUUID();
    const outcome: Outcome = { confirmed: false, attempts: [] };
    outcomes.set(i, outcome);
    const giveUpAt = Date.now() + 30_000;
    while (Date.now() < giveUpAt) {
      const start = Date.now();
      const p0 = performance.now();
      let status = -1;
      let body: unknown;
      let retryAfter: string | null = null;
      let ms = Number.NaN;
      try {
        const res = await fetch(`${app.baseUrl}/api/v1/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({
            name: "Fault",
            email: `faults-${run}-${i % 40}@example.org`,
            subject: subjectOf(scenario, i),
            message: `Message ${i}`,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        ms = performance.now() - p0; // the answer came: its status line and headers
        status = res.status;
        retryAfter = res.headers.get("retry-after");
        body = await res.json().catch(() => undefined);
      } catch (error) {
        anomalies.push(`#${i}: no answer (${error instanceof Error ? error.message : String(error)})`);
      }
      if (Number.isNaN(ms)) ms = performance.now() - p0;
      outcome.attempts.push({ start, end: Date.now(), status, ms });
      if (status === 200) {
        outcome.confirmed = true;
        if (++accepted >= warmup) warmedUp();
        return;
      }
      if (status === 503) {
        const shape = body && typeof body === "object" && Object.keys(body).sort().join() === "code,message";
        if (!retryAfter || !shape) anomalies.push(`#${i}: 503 without Retry-After or {message, code}: ${JSON.stringify(body)}`);
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
  const sending = () => next < maxMessages && Date.now() < Math.min(stopSendingAt, hardStop);
  async function client(c: number) {
    await sleep((c * paceMs) / clients); // spread the clients over one pace
    while (sending()) {
      const began = Date.now();
      await send(next++);
      const wait = paceMs - (Date.now() - began);
      if (wait > 0) await sleep(Math.min(wait, Math.max(0, Math.min(stopSendingAt, hardStop) - Date.now())));
    }
  }
  const faultDone = (async () => {
    const warm = await Promise.race([running.then(() => true), sleep(maxLoadMs / 2).then(() => false)]);
    if (!warm) {
      stopSendingAt = Date.now();
      return undefined;
    }
    const timeline = await fault({ accepted: () => accepted });
    stopSendingAt = timeline.recoveredAt + tailMs;
    return timeline;
  })();
  const [timeline] = await Promise.all([faultDone, ...Array.from({ length: clients }, (_, c) => client(c))]);
  return { outcomes, anomalies, timeline, accepted, started, ended: Date.now(), sendingStoppedAt: Math.min(stopSendingAt, hardStop) };
}

let app: App | undefined;
const catcher = await startCatcher(path.join(dir, "mail.jsonl"));
try {
  const c = await createCluster();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    APP_URL: "http://127.0.0.1:3000",
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: c.url,
    PAYMENTS_SANDBOX: "true", // the sandbox's test cards pay on a database server only when told
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
    OUTBOX_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: process.env.FAULTS_LOG_LEVEL || "error",
  };
  delete env.DATABASE_DRIVER;
  delete env.REDIS_URL;
  const store = seed(env);
  const formNotify = `form-notify-${run}@example.org`;
  if (scenarioNames.includes(formCase)) {
    const conn = await connect(c.url);
    try {
      await conn.query("update forms set notify = array[$1] where tenant_id = $2 and slug = $3", [formNotify, store.tenantId, faultsForm]);
    } finally {
      await conn.close();
    }
  }
  app = await startApp(env, path.join(dir, "server.log"));
  const a = app;
  console.log(
    `faults${short ? " --short" : ""}: ${a.baseUrl}, private Postgres on 127.0.0.1:${c.port} (${c.dataDir}), ${clients} clients ` +
      `(one message each per ${paceMs} ms), fault after ${warmup} accepted, outage ${outageMs} ms, load until ${tailMs} ms after recovery; ` +
      `scenarios: ${scenarioNames.join(", ")}`,
  );

  // Checks open a fresh connection each time (the scenarios cut every connection).
  const query = async (sql: string, values?: unknown[]) => {
    const conn = await connect(c.url);
    try {
      return await conn.query(sql, values);
    } finally {
      await conn.close();
    }
  };
  const outboxOf = async (scenario: string) => {
    const rows = (await query(
      `select count(*) filter (where status = 'sent')::int as sent,
              count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'pending' and last_error is not null)::int as "pendingAfterFailure",
              count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where status = 'sent' and attempts > 1)::int as "sentAfterRetry",
              coalesce(max(attempts), 0)::int as "maxAttempts"
         from outbox where kind = 'admin_message_notification' and subject like $1`,
      [`%faults ${run} ${scenario} #%`],
    )) as { sent: number; pending: number; pendingAfterFailure: number; failed: number; sentAfterRetry: number; maxAttempts: number }[];
    return rows[0]!;
  };

  async function probeHealth(label: string) {
    const p0 = performance.now();
    const res = await fetch(`${a.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    const ms = Math.round(performance.now() - p0);
    if (!res || res.status !== 503 || ms > 5000 || !res.headers.get("retry-after"))
      problem(label, `health answered ${res?.status} in ${ms} ms during the outage`);
    return { status: res?.status, ms };
  }

  /** Postgres faults: start, probe health half a second in, hold for the outage, end. */
  const databaseFault = (name: string, begin: () => void, end: () => void) => async (): Promise<Timeline> => {
    const faultAt = Date.now();
    begin();
    await sleep(500);
    const probe = await probeHealth(name);
    await sleep(Math.max(0, outageMs - (Date.now() - faultAt)));
    end();
    return { faultAt, recoveredAt: Date.now(), probe };
  };

  const scenarios: Record<string, (running: { accepted: () => number }) => Promise<Timeline>> = {
    "postgres-stopped": databaseFault(
      "postgres-stopped",
      () => c.stop(),
      () => c.start(),
    ),
    "postgres-hung": databaseFault(
      "postgres-hung",
      () => c.freeze(),
      () => c.thaw(),
    ),
    "smtp-down": async () => {
      // Only while the worker is delivering this scenario's mail: some sent, more still queued.
      const waitUntil = Date.now() + maxLoadMs / 2;
      let before = await outboxOf("smtp-down");
      while (!(before.sent >= 3 && before.pending >= 3) && Date.now() < waitUntil) {
        await sleep(200);
        before = await outboxOf("smtp-down");
      }
      if (!(before.sent >= 3 && before.pending >= 3))
        problem("smtp-down", `the worker was not delivering when the outage was due (${JSON.stringify(before)})`);
      const faultAt = Date.now();
      await catcher.stop();
      await sleep(outageMs);
      const during = await outboxOf("smtp-down"); // deliveries that failed while the server was down
      await catcher.start();
      return {
        faultAt,
        recoveredAt: Date.now(),
        probe: "mail server killed (SIGKILL) and restarted on the same port",
        note: { outboxAtFault: before, outboxAtRecovery: during },
      };
    },
  };

  const formSubmitter = (i: number) => `faults-${run}-form-${i}@example.org`;
  const formOutbox = async () =>
    (
      (await query(
        `select count(*) filter (where status = 'sent')::int as sent,
                count(*) filter (where status = 'pending')::int as pending,
                count(*) filter (where last_error is not null or attempts > 1)::int as "failedAttempts",
                count(*) filter (where status = 'failed')::int as failed,
                count(*)::int as queued
           from outbox where tenant_id = $1 and kind in ('form_submission', 'form_acknowledgement')
            and (to_address = $2 or to_address like $3)`,
        [store.tenantId, formNotify, `faults-${run}-form-%`],
      )) as { sent: number; pending: number; failedAttempts: number; failed: number; queued: number }[]
    )[0]!;

  /**
   * Form submissions while the mail server is down: each answered 201 and stored before any mail goes; the outbox
   * worker's deliveries fail; the server comes back. The mail check below waits for each submission's notify mail
   * and acknowledgement.
   */
  async function formSubmissionsWhileMailIsDown() {
    const faultAt = Date.now();
    await catcher.stop();
    const statuses: number[] = [];
    for (let i = 0; i < formSubmissions; i++) {
      const auth = { authorization: `Bearer ${store.apiToken}` };
      const form = await fetch(`${a.baseUrl}/api/v1/forms/${faultsForm}`, { headers: auth, signal: AbortSignal.timeout(15_000) });
      const { challenge } = (await form.json()) as { challenge: Challenge };
      const solution = await solveChallenge({ challenge, deriveKey });
      const res = await fetch(`${a.baseUrl}/api/v1/forms/${faultsForm}/submissions`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          values: { business: "Fault Café", name: "Fault", email: formSubmitter(i), kind: "Café", consent: true },
          altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      statuses.push(res.status);
    }
    const stored = Number(
      (
        await query(
          `select count(*)::int as n from form_submissions s join forms f on f.id = s.form_id and f.tenant_id = s.tenant_id
            where s.tenant_id = $1 and f.slug = $2 and s.email like $3`,
          [store.tenantId, faultsForm, `faults-${run}-form-%`],
        )
      )[0]!.n,
    );
    const deliveredDuringOutage = ours().filter((m) => m.to.some((to) => to === formNotify || to.startsWith(`faults-${run}-form-`))).length;
    // The outage lasts until the worker has tried these mails and failed (bounded), as the smtp-down scenario's does.
    const waitUntil = Date.now() + Math.max(outageMs, 20_000);
    let during = await formOutbox();
    while (during.failedAttempts === 0 && Date.now() < waitUntil) {
      await sleep(200);
      during = await formOutbox();
    }
    await catcher.start();
    const result = {
      scenario: formCase,
      submissions: statuses.length,
      answered201: statuses.filter((x) => x === 201).length,
      otherAnswers: statuses.filter((x) => x !== 201),
      storedBeforeRecovery: stored,
      deliveredDuringOutage,
      outboxAtRecovery: during,
      outageSeconds: Math.round((Date.now() - faultAt) / 100) / 10,
    };
    results.push(result);
    console.log(JSON.stringify(result));
    if (result.answered201 !== formSubmissions) problem(formCase, `answers other than 201: ${JSON.stringify(result.otherAnswers)}`);
    if (stored !== result.answered201) problem(formCase, `${stored} submissions stored, ${result.answered201} accepted`);
    if (deliveredDuringOutage) problem(formCase, `${deliveredDuringOutage} mails delivered while the mail server was down`);
    if (during.failedAttempts === 0) problem(formCase, `no delivery failed during the SMTP outage (${JSON.stringify(during)})`);
    return stored;
  }
  const ours = () => readInbox(catcher.inbox).filter((m) => !m.rejected);
  let formsStored = 0;

  for (const name of scenarioNames) {
    if (name === formCase) {
      formsStored = await formSubmissionsWhileMailIsDown();
      continue;
    }
    const fault = scenarios[name];
    if (!fault) {
      problem(name, "no such scenario");
      continue;
    }
    const r = await load({ app: a, token: store.apiToken, scenario: name, fault });
    const t = r.timeline;
    const attempts = [...r.outcomes.values()].flatMap((o) => o.attempts);
    const unavailable = attempts.filter((x) => x.status === 503);
    const okMs = attempts.filter((x) => x.status === 200).map((x) => x.ms);
    // Met the fault: a 503 for a request in flight during the outage, or a request sent during it held until recovery and then accepted.
    const during503 = t ? unavailable.filter((x) => x.start < t.recoveredAt && x.end >= t.faultAt).length : 0;
    const held = t
      ? attempts.filter((x) => x.status === 200 && x.start >= t.faultAt && x.start < t.recoveredAt && x.end >= t.recoveredAt).length
      : 0;
    const sentDuringOutage = t ? attempts.filter((x) => x.start >= t.faultAt && x.start < t.recoveredAt).length : 0;
    const firstOkAfter = t ? Math.min(...attempts.filter((x) => x.status === 200 && x.end >= t.recoveredAt).map((x) => x.end)) : Infinity;
    const rows = (await query("select subject, count(*)::int as n from visitor_messages where subject like $1 group by subject", [
      `faults ${run} ${name} #%`,
    ])) as { subject: string; n: number }[];
    const stored = new Map(rows.map((row) => [row.subject, row.n]));
    const confirmed = [...r.outcomes].filter(([, o]) => o.confirmed).map(([i]) => i);
    const lost = confirmed.filter((i) => !stored.has(subjectOf(name, i))).length;
    const storedTwice = rows.filter((row) => row.n > 1).length;
    const unconfirmed = r.outcomes.size - confirmed.length;
    const slow503 = unavailable.filter((x) => x.ms > 5000).length;
    const appAlive = (() => {
      try {
        process.kill(a.pid, 0);
        return true;
      } catch {
        return false;
      }
    })();
    const result = {
      scenario: name,
      messages: r.outcomes.size,
      loadSeconds: Math.round((r.ended - r.started) / 100) / 10,
      timeline: t
        ? {
            loadFrom: at(r.started),
            faultAt: at(t.faultAt),
            recoveredAt: at(t.recoveredAt),
            sendingStoppedAt: at(r.sendingStoppedAt),
            loadEnded: at(r.ended),
          }
        : undefined,
      outageSeconds: t ? Math.round((t.recoveredAt - t.faultAt) / 100) / 10 : undefined,
      acceptedBeforeFault: t ? attempts.filter((x) => x.status === 200 && x.end < t.faultAt).length : undefined,
      sentDuringOutage,
      answers503: unavailable.length,
      answers503DuringOutage: during503,
      heldThroughOutage: held,
      acceptedAfterRecovery: t ? attempts.filter((x) => x.status === 200 && x.start >= t.recoveredAt).length : undefined,
      healthDuringOutage: t?.probe,
      max503Ms: Math.round(Math.max(0, ...unavailable.map((x) => x.ms))),
      p95_503Ms: percentile(
        unavailable.map((x) => x.ms),
        95,
      ),
      over5s503: slow503,
      p95OkMs: percentile(okMs, 95),
      firstOkAfterRecoverySeconds: Number.isFinite(firstOkAfter) && t ? Math.round((firstOkAfter - t.recoveredAt) / 10) / 100 : undefined,
      retriesPerMessage: Math.round((attempts.length / Math.max(1, r.outcomes.size)) * 100) / 100,
      confirmed: confirmed.length,
      stored: rows.length,
      lost,
      storedTwice,
      unconfirmed,
      ...t?.note,
      anomalies: r.anomalies.slice(0, 10),
      appStillSameProcess: appAlive,
    };
    results.push(result);
    console.log(JSON.stringify(result));
    if (!t) problem(name, `the load was never answered (${r.accepted} accepted), so the fault never started`);
    if (slow503) problem(name, `${slow503} answers of 503 took over 5 s`);
    if (r.anomalies.length) problem(name, `${r.anomalies.length} unexpected answers, e.g. ${r.anomalies[0]}`);
    if (lost) problem(name, `${lost} accepted messages lost`);
    if (storedTwice) problem(name, `${storedTwice} messages stored twice`);
    if (unconfirmed) problem(name, `${unconfirmed} messages never accepted within 30 s of retrying`);
    if (!appAlive) problem(name, "the app process died");
    if (name.startsWith("postgres") && t && during503 + held === 0)
      problem(name, `the fault was never met: no request answered 503 or held during the outage (${sentDuringOutage} sent during it)`);
    if (name === "smtp-down" && t) {
      const during = t.note?.outboxAtRecovery as Awaited<ReturnType<typeof outboxOf>> | undefined;
      if (!during || during.pendingAfterFailure === 0)
        problem(name, `no delivery failed during the SMTP outage (${JSON.stringify(during)})`);
    }
  }

  // Every notification delivered exactly once, none given up (wait for the worker's retries; bounded).
  const messages = Number(
    (await query("select count(*)::int as n from visitor_messages where subject like $1", [`faults ${run} %`]))[0]!.n,
  );
  const optedIn = Number(
    (await query("select count(*)::int as n from admin_users where tenant_id = $1 and notify_on_message", [store.tenantId]))[0]!.n,
  );
  const expected = messages * optedIn;
  const drainStarted = Date.now();
  const deadline = drainStarted + drainSecondsMax * 1000;
  const formMails = () => ours().filter((m) => m.to.some((to) => to === formNotify || to.startsWith(`faults-${run}-form-`)));
  const messageMails = () => ours().filter((m) => m.subject?.includes(`faults ${run} `));
  const formsExpected = scenarioNames.includes(formCase) ? 2 * formsStored : 0; // a notify mail and an acknowledgement each
  let delivered = messageMails();
  let lastReport = Date.now();
  while (Date.now() < deadline) {
    delivered = messageMails();
    if (delivered.length >= expected && formMails().length >= formsExpected) break;
    if (Date.now() - lastReport > 15_000) {
      lastReport = Date.now();
      console.log(`mail: ${delivered.length}/${expected} delivered after ${Math.round((Date.now() - drainStarted) / 1000)} s of draining`);
    }
    await sleep(500);
  }
  const drainSeconds = Math.round((Date.now() - drainStarted) / 1000);
  await sleep(1500); // anything sent twice shows up now
  delivered = messageMails();
  const per = new Map<string, number>();
  for (const m of delivered) for (const to of m.to) per.set(`${m.subject}|${to}`, (per.get(`${m.subject}|${to}`) ?? 0) + 1);
  const byScenario: Record<string, unknown> = {};
  for (const name of scenarioNames.filter((n) => n !== formCase)) {
    const o = await outboxOf(name);
    const mine = [...per].filter(([k]) => k.includes(` ${name} #`));
    byScenario[name] = { delivered: mine.length, deliveredTwice: mine.filter(([, n]) => n > 1).length, ...o };
    if (o.failed) problem("mail", `${name}: ${o.failed} notifications given up (status failed)`);
    if (name === "smtp-down" && o.sentAfterRetry === 0)
      problem("mail", "smtp-down: no notification was delivered after a failed attempt (the outage was not met by the worker)");
  }
  const mail = {
    scenario: "mail",
    messagesStored: messages,
    optedInAdmins: optedIn,
    notificationsExpected: expected,
    delivered: delivered.length,
    distinctDelivered: per.size,
    deliveredTwice: [...per.values()].filter((n) => n > 1).length,
    drainSeconds,
    byScenario,
  };
  if (scenarioNames.includes(formCase)) {
    const received = formMails();
    const notified = received.filter((m) => m.to.includes(formNotify)).length;
    const acknowledged = new Map<string, number>();
    for (const m of received) for (const to of m.to) if (to !== formNotify) acknowledged.set(to, (acknowledged.get(to) ?? 0) + 1);
    const o = await formOutbox();
    byScenario[formCase] = {
      submissionsStored: formsStored,
      notifyMailsDelivered: notified,
      acknowledgementsDelivered: [...acknowledged.values()].reduce((sum, n) => sum + n, 0),
      acknowledgedTwice: [...acknowledged.values()].filter((n) => n > 1).length,
      ...o,
    };
    if (notified !== formsStored)
      problem(formCase, `${notified} notify mails delivered for ${formsStored} submissions (each exactly once)`);
    if (acknowledged.size !== formsStored || [...acknowledged.values()].some((n) => n !== 1))
      problem(formCase, `acknowledgements delivered ${JSON.stringify(Object.fromEntries(acknowledged))} for ${formsStored} submissions`);
    if (o.failed) problem(formCase, `${o.failed} form mails given up (status failed)`);
    if (o.pending) problem(formCase, `${o.pending} form mails still pending after the drain`);
  }
  results.push(mail);
  console.log(JSON.stringify(mail));
  if (per.size !== expected) problem("mail", `${per.size} distinct notifications delivered, expected ${expected}`);
  if (mail.deliveredTwice) problem("mail", `${mail.deliveredTwice} notifications delivered more than once`);
} catch (error) {
  problem("run", error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await runCleanups(); // the app, the catcher and the cluster, each by process group
  clearTimeout(watchdog);
}
writeFileSync(path.join(dir, "summary.json"), JSON.stringify({ short, results, problems }, null, 2));
const units = [...scenarioNames, "mail"];
const failedUnits = new Set(problems.map((p) => (units.includes(p.scenario) ? p.scenario : "run")));
const failed = failedUnits.has("run") ? units.length : failedUnits.size;
console.log(
  problems.length
    ? `FAULTS FAILED: ${problems.map((p) => `${p.scenario}: ${p.text}`).join("; ")}`
    : "FAULTS PASSED: every fault met under load; no accepted data lost, no double effects, 503 within 5 s, recovery without restart, mail delivered once",
);
console.log(`${units.length - failed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
