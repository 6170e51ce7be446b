// npm run soak: SOAK_CLIENTS (50) concurrent clients post SOAK_MESSAGES (2,000) visitor messages to the built app,
// then every accepted message is checked: stored exactly once, one notification per opted-in admin queued and
// delivered once over SMTP. SOAK_DB=pglite (default: embedded, the quick start) or postgres (a throw-away cluster).
// Loopback only; bounded by count and by SOAK_MAX_SECONDS.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { writeFileSync } from "node:fs";
import {
  authSecret,
  connect,
  connectPglite,
  createCluster,
  percentile,
  readInbox,
  runDir,
  seed,
  sleep,
  startApp,
  startCatcher,
  type Cluster,
} from "./support/harness";

const clients = Number(process.env.SOAK_CLIENTS || 50);
const total = Number(process.env.SOAK_MESSAGES || 2000);
const maxSeconds = Number(process.env.SOAK_MAX_SECONDS || 600);
const dbKind = process.env.SOAK_DB === "postgres" ? "postgres" : "pglite";
const run = randomUUID().slice(0, 8);
const dir = runDir(`soak-${dbKind}`);

const problems: string[] = [];
let cluster: Cluster | undefined;
const catcher = await startCatcher(path.join(dir, "mail.jsonl"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  AUTH_SECRET: authSecret,
  APP_URL: "http://127.0.0.1:3000",
  DATA_DIR: path.join(dir, "data"),
  RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
  SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
  OUTBOX_RETRY_BASE_SECONDS: "1",
  LOG_LEVEL: "warn",
  PAYMENTS_SANDBOX: "true", // SOAK_DB=postgres too: the sandbox's test cards pay on a database server only when told
};
delete env.DATABASE_URL;
delete env.DATABASE_DRIVER;
delete env.REDIS_URL;
if (dbKind === "postgres") {
  cluster = await createCluster();
  env.DATABASE_URL = cluster.url;
}
try {
  const store = seed(env);
  const app = await startApp(env, path.join(dir, "server.log"));
  console.log(`soak: ${clients} clients, ${total} messages, ${dbKind}, ${app.baseUrl}`);

  let next = 0;
  const accepted = new Set<number>();
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const stopAt = Date.now() + maxSeconds * 1000;
  const subjectOf = (i: number) => `soak ${run} #${i}`;
  async function client() {
    while (next < total && Date.now() < stopAt) {
      const i = next++;
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${app.baseUrl}/api/v1/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${store.apiToken}`, "content-type": "application/json" },
          // 100 senders, so concurrent find-or-create of one customer is exercised all the time.
          body: JSON.stringify({
            name: `Soak ${i % 100}`,
            email: `soak-${run}-${i % 100}@example.org`,
            subject: subjectOf(i),
            message: `Message ${i}`,
            source: "soak",
          }),
        });
        status = res.status;
        const body = (await res.json()) as { success?: unknown };
        if (status === 200 && body.success === true) accepted.add(i);
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `soak: ${accepted.size}/${total} accepted in ${seconds.toFixed(1)} s (${(accepted.size / seconds).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  if (accepted.size !== total)
    problems.push(`${total - accepted.size} messages were not accepted: ${JSON.stringify(Object.fromEntries(statuses))}`);

  // Delivery over SMTP is the fault run's subject (npm run faults); here it is checked only with SOAK_MAIL=1,
  // since the worker hands mail over one SMTP exchange at a time (about 6 a second to the local catcher here).
  const waitForMail = process.env.SOAK_MAIL === "1";
  const expectedMails = accepted.size * 2; // the demo store's two opted-in admins, checked against the database below
  const mailDeadline = Date.now() + Number(process.env.SOAK_MAIL_SECONDS || 900) * 1000;
  while (waitForMail && Date.now() < mailDeadline) {
    const delivered = readInbox(catcher.inbox).filter((m) => !m.rejected && m.subject?.includes(`soak ${run} #`)).length;
    if (delivered >= expectedMails) break;
    await sleep(1000);
  }
  if (waitForMail) await sleep(1500); // anything extra (a duplicate) would arrive now
  await app.stop();

  const db = dbKind === "postgres" ? await connect(cluster!.url) : await connectPglite(env.DATA_DIR!);
  try {
    const optedIn = Number(
      (await db.query("select count(*)::int as n from admin_users where tenant_id = $1 and notify_on_message", [store.tenantId]))[0]!.n,
    );
    const stored = (await db.query("select subject, count(*)::int as n from visitor_messages where subject like $1 group by subject", [
      `soak ${run} #%`,
    ])) as {
      subject: string;
      n: number;
    }[];
    const storedCount = new Map(stored.map((r) => [r.subject, r.n]));
    const missing = [...accepted].filter((i) => !storedCount.has(subjectOf(i)));
    const twice = stored.filter((r) => r.n > 1);
    if (missing.length) problems.push(`${missing.length} accepted messages are not stored`);
    if (twice.length) problems.push(`${twice.length} messages are stored more than once`);
    if (stored.length > accepted.size) problems.push(`${stored.length - accepted.size} stored messages were never accepted`);
    const outbox = (await db.query(
      "select subject, count(*)::int as n, count(*) filter (where status = 'sent')::int as sent from outbox where kind = 'admin_message_notification' and subject like $1 group by subject",
      [`%soak ${run} #%`],
    )) as { subject: string; n: number; sent: number }[];
    const wrongCount = outbox.filter((r) => r.n !== optedIn);
    if (outbox.length !== accepted.size) problems.push(`notifications queued for ${outbox.length} of ${accepted.size} messages`);
    if (wrongCount.length) problems.push(`${wrongCount.length} messages have a notification count other than ${optedIn}`);
    const unsent = outbox.reduce((n, r) => n + r.n - r.sent, 0);
    if (waitForMail && unsent) problems.push(`${unsent} notifications not sent`);
    const inbox = readInbox(catcher.inbox).filter((m) => !m.rejected && m.subject?.includes(`soak ${run} #`));
    const perMail = new Map<string, number>();
    for (const m of inbox) for (const to of m.to) perMail.set(`${m.subject}|${to}`, (perMail.get(`${m.subject}|${to}`) ?? 0) + 1);
    const dupMail = [...perMail.values()].filter((n) => n > 1).length;
    if (dupMail) problems.push(`${dupMail} notifications delivered more than once`);
    if (waitForMail && inbox.length !== accepted.size * optedIn)
      problems.push(`${inbox.length} notifications delivered, expected ${accepted.size * optedIn}`);
    const senders = Number((await db.query("select count(*)::int as n from customers where email like $1", [`soak-${run}-%`]))[0]!.n);
    if (senders !== Math.min(100, total)) problems.push(`${senders} customer records for ${Math.min(100, total)} senders`);

    const summary = {
      database: dbKind,
      clients,
      messages: total,
      accepted: accepted.size,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(accepted.size / seconds),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
      },
      stored: stored.length,
      storedTwice: twice.length,
      optedInAdmins: optedIn,
      notificationsQueued: outbox.reduce((n, r) => n + r.n, 0),
      notificationsSentSoFar: outbox.reduce((n, r) => n + r.sent, 0),
      notificationsDelivered: inbox.length,
      waitedForDelivery: waitForMail,
      customersCreated: senders,
      problems,
    };
    writeFileSync(path.join(dir, "summary.json"), JSON.stringify(summary, null, 2));
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await db.close();
  }
} finally {
  await catcher.stop();
  cluster?.destroy();
}
console.log(
  problems.length
    ? `SOAK FAILED: ${problems.join("; ")}`
    : `SOAK PASSED: every accepted message stored once, one notification queued per opted-in admin${process.env.SOAK_MAIL === "1" ? " and delivered once" : ""}`,
);
process.exit(problems.length ? 1 : 0);
