import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import type { Database } from "@/db/client";
import { deliverOutboxMail, MailRetry, retryDelaySeconds, type DeliveryPolicy } from "@/lib/mail/deliver-outbox";
import { smtpSender } from "@/lib/mail/smtp-transport";
import { startSmtpCatcher } from "../../support/smtp-catcher.mjs";

// One mail's delivery (the `mail.deliver` job's work) against a real (in-memory) database and a real SMTP server.
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
const deliver = (id: string) => deliverOutboxMail({ db, tenantId, mailId: id, send: sender.send, policy });

describe("deliverOutboxMail", () => {
  it("sends a pending mail once and marks it sent; a second job for it sends nothing", async () => {
    const mail = await queue(`due-${Date.now()}@example.net`);
    expect(await deliver(mail.id)).toBe("sent");
    const sent = await row(mail.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    const mails = received().filter((m) => m.to.includes(mail.toAddress));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: mail.subject, text: `${mail.bodyText}\n` });
    expect(await deliver(mail.id)).toBe("skipped");
    expect(received().filter((m) => m.to.includes(mail.toAddress))).toHaveLength(1);
  });

  it("a temporary failure keeps the error and the next try (doubling) and asks for a retry; the last attempt fails it", async () => {
    const mail = await queue(`tempfail9-${Date.now()}@example.net`);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      await expect(deliver(mail.id)).rejects.toBeInstanceOf(MailRetry);
      const r = await row(mail.id);
      expect(r).toMatchObject({ status: "pending", attempts: attempt });
      expect(r.lastError).toContain("451");
      delays.push(await dueIn(mail.id));
    }
    expect(delays[0]).toBeGreaterThan(28);
    expect(delays[0]).toBeLessThanOrEqual(30);
    expect(delays[1]).toBeGreaterThan(58);
    expect(delays[1]).toBeLessThanOrEqual(60);
    expect(await deliver(mail.id)).toBe("failed");
    const failed = await row(mail.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(failed.lastError).toContain("451");
    expect(await deliver(mail.id)).toBe("skipped");
    expect(received().filter((m) => m.to.includes(mail.toAddress) && !m.rejected)).toHaveLength(0);
  });

  it("succeeds on a retry and clears the last error", async () => {
    const mail = await queue(`tempfail1-${Date.now()}@example.net`);
    await expect(deliver(mail.id)).rejects.toBeInstanceOf(MailRetry);
    expect(await deliver(mail.id)).toBe("sent");
    expect(await row(mail.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("fails a permanently refused mail (5xx) without a retry", async () => {
    const mail = await queue(`permfail-${Date.now()}@example.net`);
    expect(await deliver(mail.id)).toBe("failed");
    const r = await row(mail.id);
    expect(r).toMatchObject({ status: "failed", attempts: 1 });
    expect(r.lastError).toContain("550");
  });

  it("leases the mail while it is sent, and two workers on one attempt send it once", async () => {
    const mail = await queue(`lease-${Date.now()}@example.net`);
    const outcomes = await Promise.all([deliver(mail.id), deliver(mail.id)]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(received().filter((m) => m.to.includes(mail.toAddress))).toHaveLength(1);
    expect(await row(mail.id)).toMatchObject({ status: "sent", attempts: 1 });
    const other = await queue(`lease-held-${Date.now()}@example.net`);
    let release!: () => void;
    const held = deliverOutboxMail({
      db,
      tenantId,
      mailId: other.id,
      send: () => new Promise<void>((resolve) => (release = resolve)),
      policy: { ...policy, leaseSeconds: 300 },
    });
    await expect.poll(async () => (await row(other.id)).attempts).toBe(1);
    expect(await dueIn(other.id)).toBeGreaterThan(290);
    release();
    expect(await held).toBe("sent");
  });

  it("another store's job for the mail finds nothing", async () => {
    const mail = await queue(`elsewhere-${Date.now()}@example.net`);
    const otherStore = "22222222-2222-4222-8222-222222222222";
    expect(await deliverOutboxMail({ db, tenantId: otherStore, mailId: mail.id, send: sender.send, policy })).toBe("skipped");
    expect(await row(mail.id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("doubles the retry delay, capped at an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelaySeconds(n, { retryBaseSeconds: 30 }))).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
