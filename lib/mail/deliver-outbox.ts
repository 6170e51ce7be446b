import { and, eq, sql } from "drizzle-orm";
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
  /** How long a mail being sent rests before the outbox sweep may send it a job again (its job's own time limit). */
  leaseSeconds?: number;
};

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

/** A `token=` query parameter (reset links), in text or HTML (`&amp;token=`). */
const redactPattern = "([?&;]token=)[^&\\s\"'<>]+";
const redactWith = "\\1redacted";

/**
 * Records a mail the SMTP server accepted as sent. Through a database outage it keeps trying while the lease still
 * keeps the sweep and other workers off the row (measured by npm run faults: without this, a mail handed over
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

/** A temporary failure: the mail's job is retried (pg-boss's backoff); the error is kept on the row. */
export class MailRetry extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailRetry";
  }
}

/**
 * Sends one outbox mail (the `mail.deliver` job's work) and records the outcome on its row. The attempt is counted
 * and the row leased before the mail goes out, with a guard on the attempt number, so two workers never send the same
 * attempt and a worker that dies mid-send has used it. Accepted → `sent` (marked once: the update matches only this
 * attempt of a pending row). A permanent refusal (SMTP 5xx) or the last attempt → `failed`, the error kept. Anything
 * else → the error and the next try are kept on the row and `MailRetry` is thrown, so pg-boss retries the job. A mail
 * no longer pending (sent, failed) is skipped: a job sent twice for it sends nothing twice.
 */
export async function deliverOutboxMail({
  db,
  tenantId,
  mailId,
  send,
  policy,
}: {
  db: Database;
  tenantId: string;
  mailId: string;
  send: SendMail;
  policy: DeliveryPolicy;
}): Promise<"sent" | "failed" | "skipped"> {
  const leaseSeconds = policy.leaseSeconds ?? 300;
  const [row] = await db
    .select({ status: outbox.status, attempts: outbox.attempts })
    .from(outbox)
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, mailId)))
    .limit(1);
  if (!row || row.status !== "pending") return "skipped";
  const [mail] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, mailId), eq(outbox.status, "pending"), eq(outbox.attempts, row.attempts)))
    .returning({
      id: outbox.id,
      tenantId: outbox.tenantId,
      kind: outbox.kind,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.bodyText,
      html: outbox.bodyHtml,
      attempt: outbox.attempts,
    });
  if (!mail) return "skipped"; // another worker took this attempt
  const stillOurs = and(
    eq(outbox.tenantId, tenantId),
    eq(outbox.id, mailId),
    eq(outbox.status, "pending"),
    eq(outbox.attempts, mail.attempt),
  );
  try {
    await send(mail);
  } catch (error) {
    if (isPermanentFailure(error) || mail.attempt >= policy.maxAttempts) {
      await db
        .update(outbox)
        .set({ status: "failed", lastError: describe(error) })
        .where(stillOurs);
      return "failed";
    }
    const delay = retryDelaySeconds(mail.attempt, policy);
    await db
      .update(outbox)
      .set({ lastError: describe(error), nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
      .where(stillOurs);
    throw new MailRetry(`mail ${mail.id}: ${describe(error)}`);
  }
  await markSent({ db, where: stillOurs, leaseSeconds });
  return "sent";
}
