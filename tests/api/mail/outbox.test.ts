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
import { hasDirectDb } from "../../support/db";
import { mailsTo, refusalsFor, waitForMail } from "../../support/mail";
import { settledOutbox } from "../../support/outbox";
import { messageCustomer } from "../../support/reset-flow";

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
    // Settled: the row is marked sent, so the worker never attempts it again.
    const rows = await settledOutbox({ tenantId: fixtures().demo.tenantId, to: email });
    expect(rows).toEqual([expect.objectContaining({ kind: "password_reset", status: "sent", attempts: 3, lastError: null })]);
    expect(mailsTo({ to: email })).toHaveLength(1);
    expect(refusalsFor(email)).toHaveLength(2);
  });

  it("gives up at once on a permanent refusal (5xx) and keeps the error", async () => {
    const email = await messageCustomer("permfail");
    expect((await requestReset(email)).status).toBe(200);
    // Settled: the row is marked failed after one attempt, so the worker never attempts it again.
    const rows = await settledOutbox({ tenantId: fixtures().demo.tenantId, to: email });
    expect(rows).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
    expect(rows[0]!.lastError).toContain("550");
    expect(refusalsFor(email).map((r) => r.code)).toEqual([550]);
    expect(mailsTo({ to: email })).toHaveLength(0);
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
        // Settled: every row sent or given up, so none is attempted again. One attempt each: claimed once, sent once.
        const rows = await settledOutbox({ tenantId: fixtures().demo.tenantId, subject: `Concurrency ${tag}`, count });
        expect(rows).toHaveLength(count);
        for (const row of rows) expect(row, row.to).toMatchObject({ status: "sent", attempts: 1 });
        for (const to of recipients) expect(mailsTo({ to, subject: tag }), to).toHaveLength(1);
      } finally {
        await pool.end();
      }
    },
  );
});
