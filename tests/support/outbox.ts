import type { OutboxMailRow } from "../../lib/mail/list-outbox";
import { lastJson, runCli } from "./cli";

/** A store's outbox rows to `to` (and with `subject` in the subject), newest first, as `npm run cli -- mail outbox` shows them. */
export async function outboxMails({
  tenantId,
  to,
  subject,
}: {
  tenantId: string;
  to?: string;
  subject?: string;
}): Promise<OutboxMailRow[]> {
  const args = ["mail", "outbox", "--tenant", tenantId, "--json"];
  if (to !== undefined) args.push("--to", to);
  if (subject !== undefined) args.push("--subject", subject);
  const { code, stdout, stderr } = await runCli(args);
  if (code !== 0) throw new Error(`mail outbox failed (${code}): ${stderr}`);
  return lastJson<{ mails: OutboxMailRow[] }>(stdout).mails;
}

/**
 * Waits until the store holds at least `count` mails to `to` (and `subject`) and none of them is still pending, and
 * returns them. From then on nothing more can be delivered for them: the worker attempts only pending rows, and a
 * request's mail is queued in the request's own transaction. So "exactly one arrived" is asserted without waiting
 * for a duplicate that might come.
 */
export async function settledOutbox({
  tenantId,
  to,
  subject,
  count = 1,
  timeoutMs = 20_000,
}: {
  tenantId: string;
  to?: string;
  subject?: string;
  count?: number;
  timeoutMs?: number;
}): Promise<OutboxMailRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxMails({ tenantId, to, subject });
    if (rows.length >= count && rows.every((row) => row.status !== "pending")) return rows;
    if (Date.now() > deadline) {
      const seen = rows.map((r) => `${r.status} after ${r.attempts}`).join(", ") || "none";
      throw new Error(
        `The outbox to ${to ?? "anyone"}${subject ? ` about "${subject}"` : ""} did not settle within ${timeoutMs} ms (${seen})`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
