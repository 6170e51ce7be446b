import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { hasDirectDb, query } from "../../support/db";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// The per-store jobs live in pg-boss's table (schema pgboss), their store in each job's data. A job whose worker died
// on its last attempt is failed by pg-boss's supervisor and copied to the dead-letter queue: operators find it at
// GET /operator/jobs?status=dead with its last error, and never another store's. (tests/lib/jobs/boss-queue.test.ts
// has the queue's rules against a database of its own: a killed worker's job retried, then dead-lettered.)
let tenantId: string;
let otherTenantId: string;
let operator: string;

async function newStore(name: string): Promise<string> {
  const created = await runCli(["tenant", "create", "--name", name, "--country", "GB", "--json"]);
  if (created.code !== 0) throw new Error(`tenant create failed (${created.code}): ${created.stderr}`);
  return lastJson<{ tenantId: string }>(created.stdout).tenantId;
}

beforeAll(async () => {
  // Stores of their own, so no other file's jobs are listed.
  tenantId = await newStore("Dead Jobs");
  otherTenantId = await newStore("Dead Jobs Elsewhere");
  operator = await operatorToken(tenantId);
}, 120_000);

describe("dead jobs", () => {
  it("GET /operator/jobs takes status=dead (an unknown status is still 422)", async () => {
    const dead = await api("GET", "/operator/jobs?status=dead", { token: operator });
    expect(dead.status, dead.text).toBe(200);
    expect(dead.body.data).toEqual([]);
    expect(await api("GET", "/operator/jobs?status=buried", { token: operator })).toMatchObject({ status: 422 });
  });

  it.runIf(hasDirectDb())(
    "a job whose worker died on its last attempt is dead-lettered and listed with its last error, never to another store",
    async () => {
      // As a worker killed inside the job on its last attempt leaves it: active, started long ago, its time run out.
      const killed = async (store: string) => {
        const key = `tickets.refund:${randomUUID()}:${randomUUID()}`;
        await query(
          `insert into pgboss.job (name, data, state, retry_limit, retry_count, expire_seconds, singleton_key, policy,
                                   dead_letter, start_after, started_on, created_on)
           values ('tickets.refund', $1, 'active', 2, 2, 60, $2, 'exclusive', 'jobs.dead',
                   now() - interval '1 hour', now() - interval '10 minutes', now() - interval '1 hour')`,
          [{ tenantId: store, key, orderId: randomUUID(), occurrenceId: randomUUID(), label: "x", reason: null }, key],
        );
        return key;
      };
      // The server's job worker creates every per-store queue as it starts (a job's queue must exist).
      await expect
        .poll(async () => (await query(`select 1 from pgboss.queue where name = 'tickets.refund'`)).length, { timeout: 30_000 })
        .toBe(1);
      const mine = await killed(tenantId);
      const theirs = await killed(otherTenantId);
      // pg-boss's supervisor expires it on its next pass (about a minute at most).
      const deadline = Date.now() + 150_000;
      let listed: { key: string; status: string }[] = [];
      while (Date.now() < deadline) {
        listed = (await api("GET", "/operator/jobs?status=dead&kind=tickets.refund", { token: operator })).body.data;
        if (listed.some((j) => j.key === mine)) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(listed.find((j) => j.key === mine)).toMatchObject({
        kind: "tickets.refund",
        status: "dead",
        attempts: 3,
        maxAttempts: 3,
        lastError: "job timed out",
        lockedUntil: null,
        finishedAt: expect.any(String),
      });
      // Another store's job, dead-lettered by the same pass, is not this store's to see.
      const all = (await api("GET", "/operator/jobs?perPage=100", { token: operator })).body.data as { key: string }[];
      expect(all.map((j) => j.key)).not.toContain(theirs);
      const [copy] = await query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'jobs.dead' and data->>'key' = $1`,
        [theirs],
      );
      expect(copy).toEqual({ n: 1 });
    },
    180_000,
  );
});
