// npm run faults:billing: each renewal billed exactly once under concurrent and killed billing passes, against a
// private, throw-away Postgres cluster (never the shared one). The demo store's active subscriptions are cloned
// until FAULTS_BILLING_SUBSCRIPTIONS (500) are due on one day, and products are stocked so nothing is left out. Then:
//  - three passes (`npm run cli -- billing run --now …`, each its own process) start at once; one is killed
//    (SIGKILL of its process group) mid-run;
//  - its jobs left active are put back to retry (what pg-boss's supervisor does once their expiry has passed) and it
//    is started again (a pass works every due job of the queue, its own and those left over);
//  - the app reconciles whatever the kill left charging (POST /operator/payments/reconcile {olderThanSeconds: 0},
//    raised to RECONCILE_AFTER_SECONDS, 5 s here, so it is called until no renewal order is left pending), and a
//    last pass settles those renewals.
// Checked from the database and the sandbox's own ledger: one paid renewal order per subscription, one capture per
// subscription and cycle (none twice, none without its paid order), no order left pending_payment, no renewal left
// charging. Prints "N passed, N failed" last (one per check), as the test suites do.
import path from "node:path";
import { operatorKey, operatorToken } from "../tests/support/operator-tokens";
import { billingPassProcess, makeSubscriptionsDue } from "./support/due-subscriptions";
import { authSecret, connect, runScript, createCluster, runDir, seed, signalGroup, sleep, startApp } from "./support/harness";

const wanted = Number(process.env.FAULTS_BILLING_SUBSCRIPTIONS || 500);
const cycle = "2027-01-04";
const now = `${cycle}T09:00:00Z`;
const dir = runDir("faults-billing");

const pass = (env: NodeJS.ProcessEnv, tenantId: string) => billingPassProcess({ env, tenantId, now });

async function main() {
  const cluster = await createCluster();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: cluster.url,
    AUTH_SECRET: authSecret,
    BILLING_CLOCK_OVERRIDE: "true",
    BILLING_WORKER: "off",
    PAYMENTS_SANDBOX: "true", // renewals charge the sandbox's test cards: on a database server only when told
    RECONCILE_INTERVAL_SECONDS: "0",
    RECONCILE_AFTER_SECONDS: "5",
    RATE_LIMITS: "off",
    LOG_LEVEL: "error",
    OUTBOX_WORKER: "off",
    STOREFRONT_ENV_FILE: "off",
  };
  delete env.DATABASE_DRIVER;
  const store = seed(env);
  const db = await connect(cluster.url);
  let passed = 0;
  let failed = 0;
  const check = (ok: boolean, text: string) => {
    if (ok) passed += 1;
    else failed += 1;
    console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  };

  // The due subscriptions: the store's active ones with a card, cloned until there are `wanted`, all due on `cycle`.
  const due = await makeSubscriptionsDue({ run: db.query, tenantId: store.tenantId, wanted, cycle });
  console.log(`${Number(due)} subscriptions due on ${cycle}`);

  // Three passes at once; one killed mid-run, its leases run out, then started again.
  const started = Date.now();
  const a = pass(env, store.tenantId);
  const b = pass(env, store.tenantId);
  const c = pass(env, store.tenantId);
  for (;;) {
    const [{ n } = { n: 0 }] = await db.query(
      "select count(*)::int as n from subscription_renewals where tenant_id = $1 and status = 'paid'",
      [store.tenantId],
    );
    if (Number(n) >= Number(due) / 4 || Date.now() - started > 60_000) break;
    await sleep(100);
  }
  signalGroup(c.child.pid!, "SIGKILL");
  const [ra, rb] = await Promise.all([a.done, b.done]);
  await c.done;
  // What pg-boss's supervisor does once the killed pass's jobs are past their expiry: back to retry, due now.
  const [{ n: leased } = { n: 0 }] = await db.query(
    `with expired as (
       update pgboss.job set state = 'retry', start_after = now()
        where name in ('billing.renewal', 'billing.reminder') and state = 'active' and data->>'tenantId' = $1
       returning 1)
     select count(*)::int as n from expired`,
    [store.tenantId],
  );
  console.log(
    `passes: ${ra.out} | ${rb.out} | killed after ${((Date.now() - started) / 1000).toFixed(1)} s, ${Number(leased) ? `${Number(leased)} jobs left active` : "no job left active"}`,
  );
  const again = await pass(env, store.tenantId).done;
  console.log(`the killed pass again: ${again.out}`);

  const app = await startApp(env, path.join(dir, "app.log"));
  const op = await operatorToken(store.tenantId, { key: operatorKey(authSecret) });
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${app.baseUrl}/api/v1${p}`, {
      method: "POST",
      headers: { authorization: `Bearer ${op}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as { data?: unknown } | null };
  };
  // Reconciliation takes an order only once it is RECONCILE_AFTER_SECONDS old (5 s here): called until none is left.
  let reconciled = await post("/operator/payments/reconcile", { olderThanSeconds: 0 });
  for (const until = Date.now() + 60_000; reconciled.status === 200 && Date.now() < until;) {
    const [{ n } = { n: 0 }] = await db.query(
      "select count(*)::int as n from orders where tenant_id = $1 and kind = 'renewal' and status = 'pending_payment'",
      [store.tenantId],
    );
    if (Number(n) === 0) break;
    await sleep(500);
    reconciled = await post("/operator/payments/reconcile", { olderThanSeconds: 0 });
  }
  const last = await pass(env, store.tenantId).done;
  console.log(`reconcile ${reconciled.status} ${JSON.stringify(reconciled.body?.data)}; last pass ${last.out}`);
  check(
    ra.code === 0 && rb.code === 0 && again.code === 0 && reconciled.status === 200 && last.code === 0,
    "every pass and the reconciliation finished",
  );

  const orders = await db.query(
    `select o.status, count(*)::int as n from orders o where o.tenant_id = $1 and o.kind = 'renewal' group by o.status`,
    [store.tenantId],
  );
  const paidOrders = Number(orders.find((o) => o.status === "paid")?.n ?? 0);
  const pending = Number(orders.find((o) => o.status === "pending_payment")?.n ?? 0);
  check(paidOrders === Number(due), `${paidOrders} paid renewal orders for ${Number(due)} due subscriptions`);
  check(pending === 0, `${pending} renewal orders left pending_payment`);
  const renewals = await db.query(
    "select status, count(*)::int as n from subscription_renewals where tenant_id = $1 and cycle = $2 group by status",
    [store.tenantId, cycle],
  );
  const paidRenewals = Number(renewals.find((r) => r.status === "paid")?.n ?? 0);
  check(paidRenewals === Number(due) && renewals.length === 1, `renewals by status: ${JSON.stringify(renewals)}`);

  // The provider's books: one capture per subscription and cycle, each of a paid renewal order.
  const captures = await db.query(
    `select substring(l.idempotency_key from ':subscription:([0-9a-f-]{36}):cycle:') as subscription,
            substring(l.idempotency_key from ':cycle:([0-9-]{10}):') as cycle
       from sandbox_ledger l
      where l.merchant = $1 and l.operation = 'capture' and l.outcome = 'succeeded' and l.idempotency_key like '%:subscription:%'`,
    [store.tenantId],
  );
  const perCycle = new Map<string, number>();
  for (const x of captures)
    perCycle.set(`${String(x.subscription)} ${String(x.cycle)}`, (perCycle.get(`${String(x.subscription)} ${String(x.cycle)}`) ?? 0) + 1);
  const twice = [...perCycle.values()].filter((n) => n > 1).length;
  check(
    captures.length === Number(due) && twice === 0,
    `${captures.length} captures in the sandbox ledger, ${twice} subscription-cycles captured twice`,
  );
  const [{ n: orphans } = { n: 0 }] = await db.query(
    `select count(*)::int as n from sandbox_ledger l
      where l.merchant = $1 and l.operation = 'capture' and l.outcome = 'succeeded' and l.idempotency_key like '%:subscription:%'
        and not exists (select 1 from orders o where o.tenant_id = $1 and o.kind = 'renewal' and o.status = 'paid'
                          and l.idempotency_key like o.payment_key || ':%')`,
    [store.tenantId],
  );
  check(Number(orphans) === 0, `${Number(orphans)} captures without their paid order`);

  await app.stop();
  await db.close();
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}

runScript(main);
