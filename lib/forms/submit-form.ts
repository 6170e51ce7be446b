import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { executePrepared } from "@/db/prepared";
import { InvalidInputError } from "../errors/domain";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { notificationRecipients } from "../messages/notification-recipients";
import { webhookEventCtes } from "../webhooks/record-webhook-event";
import { nudgeWebhookWorker } from "../webhooks/webhook-worker-nudge";
import { checkFormChallenge } from "./challenge";
import { readPublishedForm } from "./get-public-form";
import type { SubmitFormInput } from "./schemas";
import { submissionEmails } from "./submission-emails";
import { validateValues } from "./validate-values";

const refused = (field: string, message: string, code: string) => new InvalidInputError({ [field]: [message] }).withCode(code);

/**
 * POST /forms/{slug}/submissions: the honeypot must be empty and the challenge solved, unexpired and unspent; the values
 * are checked against the form's current version (every failing field in one 422). Then one statement (atomic on its
 * own: one round trip instead of a transaction's seven; prepared, its mails bound as one JSON value so its text never
 * varies) spends the challenge, stores the submission, writes its mails
 * to the outbox (each `notify` address, and the submitter when the form asked an e-mail) and records its
 * `form.submitted` webhook; when the challenge was spent meanwhile it writes nothing. Spent challenges past their
 * expiry are deleted by the hourly prune (lib/forms/prune-spent-challenges.ts), not here: every submission deleting
 * the same expired rows made concurrent submissions wait on each other's row locks.
 */
export async function submitForm({ tenantId, slug, input }: { tenantId: string; slug: string; input: SubmitFormInput }) {
  const form = await readPublishedForm({ tenantId, slug });
  if (input.honeypot?.trim()) throw refused("honeypot", "This field must be left empty.", "honeypot_filled");
  const challenge = await checkFormChallenge({ tenantId, slug: form.slug, altcha: input.altcha });
  if (!challenge.ok) throw refused("altcha", challenge.message, challenge.code);
  const at = new Date().toISOString();
  const checked = validateValues({ fields: form.fields, values: input.values, version: form.version, at });
  if (!checked.ok) throw new InvalidInputError(checked.errors);
  const { storeName } = await notificationRecipients(tenantId);
  const mails = submissionEmails({ storeName, ...form, values: checked.values, submitter: checked.email });
  const valuesJson = JSON.stringify(checked.values);
  const mailsJson = JSON.stringify(
    mails.map((m) => ({ kind: m.kind, to_address: m.to, subject: m.subject, body_text: m.text, body_html: m.html ?? null })),
  );
  const outbox = mails.length
    ? sql`, mail as (
        insert into outbox (tenant_id, kind, to_address, subject, body_text, body_html)
        select ${tenantId}::uuid, m.kind, m.to_address, m.subject, m.body_text, m.body_html
          from json_to_recordset(${mailsJson}::json) as m (kind text, to_address text, subject text, body_text text, body_html text)
         where exists (select 1 from submission)
        returning id
      ), mail_link as (
        insert into form_submission_mails (submission_id, outbox_id)
        select submission.id, mail.id from submission, mail
      )`
    : sql``;
  const db = await getDb();
  const [row] = await executePrepared<{ submission_id: string | null; webhooks: number | string }>(
    db,
    sql`
    with claimed as (
      insert into form_challenges_used (signature, expires_at)
      values (${challenge.signature}, ${challenge.expiresAt.toISOString()})
      on conflict do nothing
      returning signature
    ), submission as (
      insert into form_submissions (tenant_id, form_id, version, values, email)
      select ${tenantId}::uuid, ${form.id}::uuid, ${form.version}::int, ${valuesJson}::jsonb, ${checked.email}
        from claimed
      returning id
    )${outbox}, ${webhookEventCtes({
      tenantId,
      type: "form.submitted",
      subject: sql`'form_submission:' || (select id from submission)::text`,
      when: sql`exists (select 1 from submission)`,
      data: sql`json_build_object('id', (select id from submission), 'form', ${form.slug}::text, 'version', ${form.version}::int, 'values', ${valuesJson}::json, 'email', ${checked.email}::text, 'createdAt', ${at}::text)`,
    })}
    select (select id from submission) as submission_id, (select count(*)::int from webhook_deliveries_new) as webhooks`,
  );
  if (!row?.submission_id) throw refused("altcha", "This anti-spam check was already used: load the form again.", "challenge_replayed");
  if (mails.length) nudgeOutboxWorker();
  if (Number(row.webhooks) > 0) nudgeWebhookWorker();
  return { data: { id: row.submission_id, message: form.successMessage } };
}
