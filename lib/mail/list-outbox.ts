import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";

/** One mail of a store's outbox, as `npm run cli -- mail outbox` shows it (the body stays out: it may hold a reset link). */
export type OutboxMailRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** pending (waiting for its first or next attempt) | sent | failed (given up) */
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
};

const outboxListLimit = 100;

/**
 * A store's mail, newest first (at most 100), or only the mail to one address and/or whose subject contains a text (both
 * case-insensitive): whether a mail left, is waiting for a retry, or was given up and why. A row marked sent or failed
 * is never attempted again.
 */
export async function listOutbox({ tenantId, to, subject }: { tenantId: string; to?: string; subject?: string }): Promise<OutboxMailRow[]> {
  const db = await getDb();
  const o = schema.outbox;
  return db
    .select({
      id: o.id,
      kind: o.kind,
      to: o.toAddress,
      subject: o.subject,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      createdAt: isoMicros(o.createdAt),
      nextAttemptAt: isoMicros(o.nextAttemptAt),
      sentAt: sql<string | null>`case when ${o.sentAt} is null then null else ${isoMicros(o.sentAt)} end`,
    })
    .from(o)
    .where(
      and(
        eq(o.tenantId, tenantId),
        to === undefined ? undefined : sql`lower(${o.toAddress}) = ${to.toLowerCase()}`,
        subject === undefined ? undefined : sql`position(${subject.toLowerCase()} in lower(${o.subject})) > 0`,
      ),
    )
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(outboxListLimit);
}
