import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import type { Database } from "@/db/client";
import { claimDueMail, deliverDueMail, retryDelaySeconds, type DeliveryPolicy } from "@/lib/mail/deliver-outbox";
import { smtpSender } from "@/lib/mail/smtp-transport";
import { startSmtpCatcher } from "../../support/smtp-catcher.mjs";

// The worker's rules against a real (in-memory) database and a real SMTP server, with the clock moved by hand.
let client: PGlite;
let db: Database;
let smtp: { port: number; stop: () => Promise<void> };
let sender: ReturnType<typeof smtpSender>;
let inbox: string;
const tenantId = "11111111-1111-4111-8111-111111111111";
const policy: DeliveryPolicy = { maxAttempts: 3, retryBaseSeconds: 30 };

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  db = drizzle(client, { schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: path.resolve("db/migrations") });
  await db.insert(schema.tenants).values({ id: tenantId, slug: "worker-test", name: "Worker Test" });
  inbox = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "mail.jsonl");
  smtp = await startSmtpCatcher({ file: inbox });
  sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Store <store@example.net>" });
  // Starting PGlite (compiling its WebAssembly) and migrating takes about 7 s on an idle 2-core machine and went past
  // 60 s once while the machine ran several suites at once: a fixed amount of work, so the limit is generous.
}, 180_000);

afterAll(async () => {
  sender?.close();
  await smtp?.stop();
  await client?.close();
});

beforeEach(async () => {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- every test starts from an empty outbox (a private PGlite)
  await db.delete(schema.outbox);
});

const received = () =>
  readFileSync(inbox, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { rejected: boolean; to: string[]; subject: string; text: string; code?: number });

async function queue(to: string, extra: Partial<typeof schema.outbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.outbox)
    .values({
      tenantId,
      kind: "test",
      toAddress: to,
      subject: `Subject for ${to}`,
      bodyText: `Body for ${to}`,
      bodyHtml: `<p>Body for ${to}</p>`,
      ...extra,
    })
    .returning();
  return row!;
}
const row = async (id: string) => (await db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!;
/** Seconds from now until the row is due (negative when overdue). */
const dueIn = async (id: string) => {
  const result = await client.query<{ s: number }>(
    "select extract(epoch from (next_attempt_at - now()))::float8 as s from outbox where id = $1",
    [id],
  );
  return result.rows[0]!.s;
};
const makeDue = (id: string) =>
  db
    .update(schema.outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(schema.outbox.id, id));

describe("deliverDueMail", () => {
  it("sends due pending mail once and marks it sent; mail not yet due waits", async () => {
    const due = await queue(`due-${Date.now()}@example.net`);
    const later = await queue(`later-${Date.now()}@example.net`, { nextAttemptAt: sql`now() + interval '1 hour'` as unknown as string });
    const report = await deliverDueMail({ db, send: sender.send, policy });
    expect(report).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    const sent = await row(due.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    expect((await row(later.id)).status).toBe("pending");
    const mails = received().filter((m) => m.to.includes(due.toAddress));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: due.subject, text: `${due.bodyText}\n` });
    // Nothing is sent twice.
    expect(await deliverDueMail({ db, send: sender.send, policy })).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(received().filter((m) => m.to.includes(due.toAddress))).toHaveLength(1);
  });

  it("backs off exponentially after temporary failures and marks the mail failed after maxAttempts", async () => {
    const mail = await queue(`tempfail9-${Date.now()}@example.net`);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await deliverDueMail({ db, send: sender.send, policy })).toMatchObject({ claimed: 1, retried: 1 });
      const r = await row(mail.id);
      expect(r).toMatchObject({ status: "pending", attempts: attempt });
      expect(r.lastError).toContain("451");
      delays.push(await dueIn(mail.id));
      // Not due yet: a second run leaves it alone.
      expect((await deliverDueMail({ db, send: sender.send, policy })).claimed).toBe(0);
      await makeDue(mail.id);
    }
    expect(delays[0]).toBeGreaterThan(28);
    expect(delays[0]).toBeLessThanOrEqual(30);
    expect(delays[1]).toBeGreaterThan(58);
    expect(delays[1]).toBeLessThanOrEqual(60);
    expect(await deliverDueMail({ db, send: sender.send, policy })).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await row(mail.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(failed.lastError).toContain("451");
    await makeDue(mail.id);
    expect((await deliverDueMail({ db, send: sender.send, policy })).claimed).toBe(0);
    expect(received().filter((m) => m.to.includes(mail.toAddress) && !m.rejected)).toHaveLength(0);
  });

  it("succeeds on a retry and clears the last error", async () => {
    const mail = await queue(`tempfail1-${Date.now()}@example.net`);
    expect(await deliverDueMail({ db, send: sender.send, policy })).toMatchObject({ retried: 1 });
    await makeDue(mail.id);
    expect(await deliverDueMail({ db, send: sender.send, policy })).toMatchObject({ sent: 1 });
    expect(await row(mail.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("fails a permanently refused mail (5xx) without retrying", async () => {
    const mail = await queue(`permfail-${Date.now()}@example.net`);
    expect(await deliverDueMail({ db, send: sender.send, policy })).toMatchObject({ claimed: 1, failed: 1 });
    const r = await row(mail.id);
    expect(r).toMatchObject({ status: "failed", attempts: 1 });
    expect(r.lastError).toContain("550");
  });

  it("leases claimed rows: another claim skips them until the lease runs out", async () => {
    const mail = await queue(`lease-${Date.now()}@example.net`);
    const first = await claimDueMail({ db, leaseSeconds: 300 });
    expect(first.map((m) => [m.id, m.attempt])).toEqual([[mail.id, 1]]);
    expect(await claimDueMail({ db })).toEqual([]);
    expect(await dueIn(mail.id)).toBeGreaterThan(290);
    // The first worker died mid-send: once the lease is over the row is claimed again, as attempt 2.
    await makeDue(mail.id);
    const second = await claimDueMail({ db });
    expect(second.map((m) => [m.id, m.attempt])).toEqual([[mail.id, 2]]);
  });

  it("sends every row once when several workers run at the same time", async () => {
    const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => queue(`parallel-${i}-${Date.now()}@example.net`)));
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueMail({ db, send: sender.send, policy: { ...policy, batchSize: 4 } })));
    const more = await deliverDueMail({ db, send: sender.send, policy });
    expect(reports.reduce((n, r) => n + r.sent, more.sent)).toBe(12);
    for (const r of rows) {
      expect(received().filter((m) => m.to.includes(r.toAddress))).toHaveLength(1);
      expect(await row(r.id)).toMatchObject({ status: "sent", attempts: 1 });
    }
  });

  it("doubles the retry delay, capped at an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelaySeconds(n, { retryBaseSeconds: 30 }))).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
