import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { outbox } from "@/db/schema";

export type OutgoingMail = {
  id: string;
  tenantId: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** This delivery's attempt number, from 1. */
  attempt: number;
};

/** Hands one mail to the mail server; throws when it was not accepted. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type DeliveryPolicy = {
  /** Deliveries tried this many times are marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; doubles with each further attempt, capped at `maxDelaySeconds`. */
  retryBaseSeconds: number;
  maxDelaySeconds?: number;
  /** How long a claimed row stays invisible to other workers while this one sends it. */
  leaseSeconds?: number;
  batchSize?: number;
};

export type DeliveryReport = { claimed: number; sent: number; retried: number; failed: number };

/** Seconds to wait before the next attempt, after `attempt` attempts have failed. */
export function retryDelaySeconds(attempt: number, policy: Pick<DeliveryPolicy, "retryBaseSeconds" | "maxDelaySeconds">): number {
  const max = policy.maxDelaySeconds ?? 3600;
  return Math.min(max, policy.retryBaseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** SMTP 5xx replies (unknown mailbox, rejected sender) will not succeed on a retry. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * Claims due mail in one transaction: the rows are locked with FOR UPDATE SKIP LOCKED (so concurrent
 * workers, in this process or others, never take the same row), their attempt counter is raised and
 * they are leased (next_attempt_at moved past the send) before the transaction commits. Sending then
 * happens outside any transaction, so no lock or connection is held while talking to the mail server.
 * A worker that dies mid-send leaves its rows to be claimed again once the lease runs out.
 */
export async function claimDueMail({
  db,
  batchSize = 20,
  leaseSeconds = 300,
}: {
  db: Database;
  batchSize?: number;
  leaseSeconds?: number;
}): Promise<OutgoingMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: outbox.id,
        tenantId: outbox.tenantId,
        kind: outbox.kind,
        to: outbox.toAddress,
        subject: outbox.subject,
        text: outbox.bodyText,
        html: outbox.bodyHtml,
        attempt: outbox.attempts,
        createdAt: outbox.createdAt,
      });
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(({ createdAt: _createdAt, ...mail }) => mail);
  });
}

/** A `token=` query parameter (reset links), in text or HTML (`&amp;token=`). */
const redactPattern = "([?&;]token=)[^&\\s\"'<>]+";
const redactWith = "\\1redacted";

/**
 * Records a mail the SMTP server accepted as sent. Through a database outage it keeps trying while the claim's
 * lease still keeps other workers off the row (measured by npm run faults: without this, a mail handed over
 * while Postgres was down was sent again when its lease ran out).
 */
async function markSent({ db, where, leaseSeconds }: { db: Database; where: ReturnType<typeof and>; leaseSeconds: number }): Promise<void> {
  const giveUpAt = Date.now() + Math.max(0, leaseSeconds - 30) * 1000;
  for (;;) {
    try {
      // Delivered: the stored copy keeps no live secret (reset links' tokens are redacted). The dev mailbox
      // never goes through here; its mail stays pending and readable on this machine only.
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          lastError: null,
          bodyText: sql`regexp_replace(${outbox.bodyText}, ${redactPattern}, ${redactWith}, 'g')`,
          bodyHtml: sql`regexp_replace(${outbox.bodyHtml}, ${redactPattern}, ${redactWith}, 'g')`,
        })
        .where(where);
      return;
    } catch (error) {
      if (Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/**
 * Claims and sends one batch. Each row is marked sent once: the update only matches while the row is
 * still pending under this worker's claim (same attempt number), so a row is never marked twice.
 * A failure schedules a retry with exponential back-off; after `maxAttempts` attempts, or on a
 * permanent SMTP refusal (5xx), the row is marked failed with the last error kept.
 */
export async function deliverDueMail({
  db,
  send,
  policy,
}: {
  db: Database;
  send: SendMail;
  policy: DeliveryPolicy;
}): Promise<DeliveryReport> {
  const claimed = await claimDueMail({ db, batchSize: policy.batchSize, leaseSeconds: policy.leaseSeconds });
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    const stillOurs = and(eq(outbox.id, mail.id), eq(outbox.status, "pending"), eq(outbox.attempts, mail.attempt));
    try {
      await send(mail);
    } catch (error) {
      const giveUp = isPermanentFailure(error) || mail.attempt >= policy.maxAttempts;
      if (giveUp) {
        await db
          .update(outbox)
          .set({ status: "failed", lastError: describe(error) })
          .where(stillOurs);
        report.failed++;
      } else {
        const delay = retryDelaySeconds(mail.attempt, policy);
        await db
          .update(outbox)
          .set({ lastError: describe(error), nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
          .where(stillOurs);
        report.retried++;
      }
      continue;
    }
    await markSent({ db, where: stillOurs, leaseSeconds: policy.leaseSeconds ?? 300 });
    report.sent++;
  }
  return report;
}
