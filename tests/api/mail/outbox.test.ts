import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@/db/schema";
import type { Database } from "@/db/client";
import { deliverDueMail } from "@/lib/mail/deliver-outbox";
import { smtpSender } from "@/lib/mail/smtp-transport";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { mailsTo, refusalsFor, waitForMail } from "../../support/mail";
import { messageCustomer } from "../../support/reset-flow";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const requestReset = (email: string) => api("POST", "/account/password", { token: fixtures().demo.apiToken, body: { email } });

describe("outbox delivery over SMTP", () => {
  it("retries a temporarily refused mail with growing delays and delivers it exactly once", async () => {
    // The test SMTP server refuses `tempfail2-…` twice with 451, then accepts it. Retry base in the test run: 1 s.
    const email = await messageCustomer("tempfail2");
    expect((await requestReset(email)).status).toBe(200);
    const mail = await waitForMail({ to: email, subject: /^Reset your/, timeoutMs: 20_000 });
    const refusals = refusalsFor(email);
    expect(refusals.map((r) => r.code)).toEqual([451, 451]);
    const t = [...refusals.map((r) => Date.parse(r.at)), Date.parse(mail.at)];
    const firstGap = t[1]! - t[0]!;
    const secondGap = t[2]! - t[1]!;
    expect(firstGap).toBeGreaterThanOrEqual(900); // 1 s after the first failure
    expect(secondGap).toBeGreaterThanOrEqual(1900); // 2 s after the second
    await sleep(3000);
    expect(mailsTo({ to: email })).toHaveLength(1);
    expect(refusalsFor(email)).toHaveLength(2);
    if (hasDirectDb()) {
      const rows = await query("select status, attempts, last_error from outbox where to_address = $1", [email]);
      expect(rows).toEqual([{ status: "sent", attempts: 3, last_error: null }]);
    }
  });

  it("gives up at once on a permanent refusal (5xx) and keeps the error", async () => {
    const email = await messageCustomer("permfail");
    expect((await requestReset(email)).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (refusalsFor(email).length === 0 && Date.now() < deadline) await sleep(100);
    expect(refusalsFor(email).map((r) => r.code)).toEqual([550]);
    await sleep(4000); // well past several retry delays
    expect(refusalsFor(email)).toHaveLength(1);
    expect(mailsTo({ to: email })).toHaveLength(0);
    if (hasDirectDb()) {
      const [row] = await query<{ status: string; attempts: number; last_error: string }>(
        "select status, attempts, last_error from outbox where to_address = $1",
        [email],
      );
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row!.last_error).toContain("550");
    }
  });

  it("has no dev mailbox while SMTP is configured", async () => {
    const res = await fetch(`${fixtures().baseUrl}/dev/mailbox`);
    expect(res.status).toBe(404);
    const json = await fetch(`${fixtures().baseUrl}/dev/mailbox?format=json`);
    expect(json.status).toBe(404);
  });

  it.runIf(hasDirectDb())(
    "sends each row exactly once with several workers claiming at the same time (FOR UPDATE SKIP LOCKED)",
    async () => {
      const tag = randomUUID().slice(0, 8);
      const count = 40;
      const recipients = Array.from({ length: count }, (_, i) => `claim-${tag}-${i}@example.net`);
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 6 });
      try {
        const db = drizzle(pool, { schema }) as unknown as Database;
        await db.insert(schema.outbox).values(
          recipients.map((to) => ({
            tenantId: fixtures().demo.tenantId,
            kind: "test",
            toAddress: to,
            subject: `Concurrency ${tag}`,
            bodyText: "hello",
          })),
        );
        const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${fixtures().mail!.smtpPort}`, from: "test@example.net" });
        const policy = { maxAttempts: 3, retryBaseSeconds: 1, batchSize: 5 };
        // Three extra workers race the app's own in-process worker for the same rows.
        await Promise.all(
          [1, 2, 3].map(async () => {
            for (let i = 0; i < 20; i++) {
              const report = await deliverDueMail({ db, send: sender.send, policy });
              if (report.claimed === 0) break;
            }
          }),
        );
        sender.close();
        const deadline = Date.now() + 15_000;
        const received = () => recipients.filter((to) => mailsTo({ to, subject: tag }).length > 0).length;
        while (received() < count && Date.now() < deadline) await sleep(200);
        await sleep(1500);
        for (const to of recipients) expect(mailsTo({ to, subject: tag }), to).toHaveLength(1);
        const rows = await pool.query("select status, attempts from outbox where subject = $1", [`Concurrency ${tag}`]);
        expect(rows.rows).toHaveLength(count);
        for (const row of rows.rows) expect(row).toEqual({ status: "sent", attempts: 1 });
      } finally {
        await pool.end();
      }
    },
  );
});
