import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { executeBuilt } from "@/db/prepared";
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

const p = sql.placeholder;

/**
 * The submission's statement (atomic on its own: one round trip instead of a transaction's seven), built once per
 * process and shape with a placeholder for every request's value, so a submission neither assembles it from its
 * fragments nor renders its text again (db/prepared.ts executeBuilt): it spends the challenge, stores the submission,
 * writes its mails to the outbox (bound as one JSON value) and records its `form.submitted` webhook; when the
 * challenge was spent meanwhile it writes nothing.
 */
function submitStatement({ withMails }: { withMails: boolean }) {
  const outbox = withMails
    ? sql`, mail as (
        insert into outbox (tenant_id, kind, to_address, subject, body_text, body_html)
        select ${p("tenantId")}::uuid, m.kind, m.to_address, m.subject, m.body_text, m.body_html
          from json_to_recordset(${p("mails")}::json) as m (kind text, to_address text, subject text, body_text text, body_html text)
         where exists (select 1 from submission)
        returning id
      ), mail_link as (
        insert into form_submission_mails (submission_id, outbox_id)
        select submission.id, mail.id from submission, mail
      )`
    : sql``;
  return sql`
    with claimed as (
      insert into form_challenges_used (signature, expires_at)
      values (${p("signature")}, ${p("expiresAt")})
      on conflict do nothing
      returning signature
    ), submission as (
      insert into form_submissions (tenant_id, form_id, version, values, email)
      select ${p("tenantId")}::uuid, ${p("formId")}::uuid, ${p("version")}::int, ${p("values")}::jsonb, ${p("email")}
        from claimed
      returning id
    )${outbox}, ${webhookEventCtes({
      tenantId: p("tenantId"),
      type: "form.submitted",
      subject: sql`'form_submission:' || (select id from submission)::text`,
      when: sql`exists (select 1 from submission)`,
      data: sql`json_build_object('id', (select id from submission), 'form', ${p("slug")}::text, 'version', ${p("version")}::int, 'values', ${p("values")}::json, 'email', ${p("email")}::text, 'createdAt', ${p("at")}::text)`,
      event: { id: p("eventId"), createdAt: p("eventAt") },
    })}
    select (select id from submission) as submission_id, (select count(*)::int from webhook_deliveries_new) as webhooks`;
}

const refused = (field: string, message: string, code: string) => new InvalidInputError({ [field]: [message] }).withCode(code);

/**
 * POST /forms/{slug}/submissions: the honeypot must be empty and the challenge solved, unexpired and unspent; the values
 * are checked against the form's current version (every failing field in one 422). Then one prepared statement
 * (submitStatement above) stores the submission with its mails (each `notify` address, and the submitter when the
 * form asked an e-mail) and its `form.submitted` webhook. Spent challenges past their
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
  const db = await getDb();
  const [row] = await executeBuilt<{ submission_id: string | null; webhooks: number | string }>(
    db,
    mails.length ? "submit-form:mails" : "submit-form",
    () => submitStatement({ withMails: mails.length > 0 }),
    {
      tenantId,
      signature: challenge.signature,
      expiresAt: challenge.expiresAt.toISOString(),
      formId: form.id,
      version: form.version,
      values: valuesJson,
      email: checked.email,
      mails: mailsJson,
      slug: form.slug,
      at,
      eventId: randomUUID(),
      eventAt: new Date().toISOString(),
    },
  );
  if (!row?.submission_id) throw refused("altcha", "This anti-spam check was already used: load the form again.", "challenge_replayed");
  if (mails.length) nudgeOutboxWorker();
  if (Number(row.webhooks) > 0) nudgeWebhookWorker();
  return { data: { id: row.submission_id, message: form.successMessage } };
}
