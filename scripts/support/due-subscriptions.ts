import { spawn, type ChildProcess } from "node:child_process";

/** Runs one SQL statement and answers its rows (a harness connection, or a pg.Client wrapped so). */
export type RunSql = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * For the billing fault run and bench: the store's active subscriptions with a card are cloned until `wanted` are
 * active, every active one is made due on `cycle` (its reminder counted as sent), each box without an address goes to
 * its customer's default one, products are stocked so nothing is left out, and an earlier run's renewals of that
 * cycle and their job keys are removed (a bench database outlives a run). Answers how many are due.
 */
export async function makeSubscriptionsDue({
  run,
  tenantId,
  wanted,
  cycle,
}: {
  run: RunSql;
  tenantId: string;
  wanted: number;
  cycle: string;
}): Promise<number> {
  const count = async () =>
    Number((await run("select count(*)::int as n from subscriptions where tenant_id = $1 and status = 'active'", [tenantId]))[0]?.n ?? 0);
  await run("update subscriptions set status = 'cancelled' where tenant_id = $1 and status = 'active' and payment_method_id is null", [
    tenantId,
  ]);
  const active = await count();
  if (active === 0) return 0;
  await run(
    `insert into subscriptions (tenant_id, customer_id, product_id, name, status, frequency, price, currency_code, items,
                                next_billing_date, payment_method_id, address_id)
     select s.tenant_id, s.customer_id, s.product_id, s.name, 'active', s.frequency, s.price, s.currency_code, s.items,
            s.next_billing_date, s.payment_method_id, s.address_id
       from subscriptions s cross join generate_series(1, $2::int) copy
      where s.tenant_id = $1 and s.status = 'active'
      order by copy, s.id
      limit greatest($3::int - $4::int, 0)`,
    [tenantId, Math.ceil(wanted / active), wanted, active],
  );
  await run("update subscriptions set next_billing_date = $2, reminded_for = $2 where tenant_id = $1 and status = 'active'", [
    tenantId,
    cycle,
  ]);
  await run(
    `update subscriptions s set address_id = (select a.id from addresses a where a.tenant_id = s.tenant_id and a.customer_id = s.customer_id
                                              order by a.is_default desc, a.created_at limit 1)
      where s.tenant_id = $1 and s.address_id is null`,
    [tenantId],
  );
  await run("update product_variants set stock = greatest(stock, 10000000) where tenant_id = $1", [tenantId]);
  await run("delete from subscription_renewals where tenant_id = $1 and cycle = $2", [tenantId, cycle]);
  // Jobs of an earlier run of the same cycle (pg-boss's table exists once a pass has run against this database).
  await run(
    `do $$ begin
       if to_regclass('pgboss.job') is not null then
         delete from pgboss.job where name in ('billing.renewal', 'billing.reminder') and data->>'tenantId' = '${tenantId}'
            and data->>'key' like '%:${cycle}%';
       end if;
     end $$`,
  );
  return count();
}

/**
 * One billing pass as its own process (`npm run cli -- billing run --now … --tenant … --json`, in its own process
 * group so it can be killed whole): `done` answers its exit code and last line (the pass's JSON report).
 */
export function billingPassProcess({ env, tenantId, now }: { env: NodeJS.ProcessEnv; tenantId: string; now: string }): {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
} {
  const args = ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/cli.ts", "billing", "run", "--now", now];
  const child = spawn(process.execPath, [...args, "--tenant", tenantId, "--json"], {
    env: { ...env, BILLING_CLOCK_OVERRIDE: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (d: Buffer) => chunks.push(d));
  child.stderr.on("data", (d: Buffer) => chunks.push(d));
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out: Buffer.concat(chunks).toString().trim().split("\n").pop() ?? "" })),
  );
  return { child, done };
}
