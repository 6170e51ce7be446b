import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { hasDirectDb, query } from "../../support/db";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// A job whose lease runs out on its last attempt (its worker died or hung every time) is dead, not claimed again:
// operators find it at GET /operator/jobs?status=dead with its last error. (tests/lib/jobs/job-queue.test.ts has
// the queue's rules against a database of its own: leases, heartbeats, retention.)
let tenantId: string;
let operator: string;

beforeAll(async () => {
  // A store of its own, so no other file's jobs are listed.
  const created = await runCli(["tenant", "create", "--name", "Dead Jobs", "--country", "GB", "--json"]);
  if (created.code !== 0) throw new Error(`tenant create failed (${created.code}): ${created.stderr}`);
  tenantId = lastJson<{ tenantId: string }>(created.stdout).tenantId;
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
    "the worker dead-letters a job whose lease ran out on its last attempt; it is listed with its last error",
    async () => {
      const key = `webhook.deliver:${randomUUID()}`;
      // As a worker killed on the job's fifth and last attempt leaves it: running, its lease run out.
      await query(
        `insert into jobs (tenant_id, kind, key, payload, status, attempts, max_attempts, run_at, locked_until)
       values ($1, 'webhook.deliver', $2, '{}', 'running', 5, 5, now() - interval '10 minutes', now() - interval '1 minute')`,
        [tenantId, key],
      );
      // The webhook worker looks for due jobs every second or so.
      const deadline = Date.now() + 30_000;
      let listed: { key: string; status: string }[] = [];
      while (Date.now() < deadline) {
        listed = (await api("GET", "/operator/jobs?status=dead&kind=webhook.deliver", { token: operator })).body.data;
        if (listed.some((j) => j.key === key)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(listed.find((j) => j.key === key)).toMatchObject({
        status: "dead",
        attempts: 5,
        maxAttempts: 5,
        lastError: "lease expired",
        lockedUntil: null,
        finishedAt: expect.any(String),
      });
      const [row] = await query<{ status: string; attempts: number }>("select status, attempts from jobs where key = $1", [key]);
      expect(row).toEqual({ status: "dead", attempts: 5 });
    },
  );
});
