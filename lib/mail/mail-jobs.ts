import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { getEnv } from "../env";
import type { StoreJob } from "../jobs/run-store-jobs";
import { sendStoreJobs } from "../jobs/store-jobs";
import { deliverOutboxMail } from "./deliver-outbox";
import { smtpSender } from "./smtp-transport";

/** The job key of one outbox mail: one `mail.deliver` job per mail while it is queued, waiting or running. */
export const mailJobKey = (mailId: string) => `mail.deliver:${mailId}`;

/**
 * Sends a `mail.deliver` job for each pending outbox mail whose try has come (`limit` at most): what a change just
 * queued (the outbox rows are the durable record, written in the change's transaction), what a process stopped before
 * sending, and what waits again after a job was lost. A mail whose job is queued, waiting for its retry or running is
 * skipped by the queue (one job per key). Answers how many were sent.
 */
export async function sendDueMail({ executor, limit = 500 }: { executor: Executor; limit?: number }): Promise<number> {
  const result = await executor.execute(sql`
    select id, tenant_id as "tenantId" from outbox
     where status = 'pending' and next_attempt_at <= now()
     order by next_attempt_at, id limit ${limit}`);
  const rows = (result as unknown as { rows: { id: string; tenantId: string }[] }).rows;
  const ids = await sendStoreJobs({
    queue: "mail.deliver",
    jobs: rows.map((r) => ({ tenantId: r.tenantId, key: mailJobKey(r.id), data: { mailId: r.id } })),
  });
  return ids.length;
}

const senderKey = Symbol.for("storefront.smtp-sender");
type Holder = { [senderKey]?: ReturnType<typeof smtpSender> };

/** This process's SMTP sender (SMTP_URL, MAIL_FROM), made on first use. */
function processSender(): ReturnType<typeof smtpSender> {
  const env = getEnv();
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set: mail stays in the outbox until a worker with SMTP runs.");
  const holder = globalThis as Holder;
  return (holder[senderKey] ??= smtpSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }));
}

/** Closes this process's SMTP sender (the outbox worker stopping). */
export function closeProcessSender(): void {
  const holder = globalThis as Holder;
  holder[senderKey]?.close();
  holder[senderKey] = undefined;
}

/** The `mail.deliver` job: sends its outbox mail over SMTP (lib/mail/deliver-outbox.ts). */
export async function deliverMailJob(job: StoreJob): Promise<string> {
  const env = getEnv();
  return deliverOutboxMail({
    db: await getDb(),
    tenantId: job.tenantId,
    mailId: String(job.data.mailId),
    send: processSender().send,
    policy: { maxAttempts: env.OUTBOX_MAX_ATTEMPTS, retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS },
  });
}
