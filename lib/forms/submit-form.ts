import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { InvalidInputError } from "../errors/domain";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { notificationRecipients } from "../messages/notification-recipients";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { checkFormChallenge } from "./challenge";
import { readPublishedForm } from "./get-public-form";
import type { SubmitFormInput } from "./schemas";
import { submissionEmails } from "./submission-emails";
import { validateValues } from "./validate-values";

const refused = (field: string, message: string, code: string) => new InvalidInputError({ [field]: [message] }).withCode(code);

/**
 * POST /forms/{slug}/submissions: the honeypot must be empty and the challenge solved, unexpired and unspent; the values
 * are checked against the form's current version (every failing field in one 422). Then, in one transaction, the
 * challenge is spent, the submission stored, its mails written to the outbox (each `notify` address, and the submitter
 * when the form asked an e-mail) and its `form.submitted` webhook recorded. Nothing is written when any part is refused.
 */
export async function submitForm({ tenantId, slug, input }: { tenantId: string; slug: string; input: SubmitFormInput }) {
  const form = await readPublishedForm({ tenantId, slug });
  if (input.honeypot?.trim()) throw refused("honeypot", "This field must be left empty.", "honeypot_filled");
  const challenge = await checkFormChallenge({ tenantId, slug: form.slug, altcha: input.altcha });
  if (!challenge.ok) throw refused("altcha", challenge.message, challenge.code);
  const db = await getDb();
  const replayed = () => refused("altcha", "This anti-spam check was already used: load the form again.", "challenge_replayed");
  const spent = await db.execute(sql`select 1 from form_challenges_used where signature = ${challenge.signature}`);
  if (spent.rows.length) throw replayed();
  const at = new Date().toISOString();
  const checked = validateValues({ fields: form.fields, values: input.values, version: form.version, at });
  if (!checked.ok) throw new InvalidInputError(checked.errors);
  const { storeName } = await notificationRecipients(tenantId);
  const mails = submissionEmails({ storeName, ...form, values: checked.values, submitter: checked.email });
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`delete from form_challenges_used where expires_at < now() - interval '1 minute'`);
    const claimed = await tx.execute(sql`
      insert into form_challenges_used (signature, expires_at) values (${challenge.signature}, ${challenge.expiresAt.toISOString()})
      on conflict do nothing returning signature`);
    if (!claimed.rows.length) throw replayed();
    const [row] = await tx
      .insert(schema.formSubmissions)
      .values({ tenantId, formId: form.id, version: form.version, values: checked.values, email: checked.email })
      .returning({ id: schema.formSubmissions.id, createdAt: schema.formSubmissions.createdAt });
    const submission = row!;
    if (mails.length) {
      const queued = await tx
        .insert(schema.outbox)
        .values(
          mails.map((m) => ({ tenantId, kind: m.kind, toAddress: m.to, subject: m.subject, bodyText: m.text, bodyHtml: m.html ?? null })),
        )
        .returning({ id: schema.outbox.id });
      await tx.insert(schema.formSubmissionMails).values(queued.map((q) => ({ submissionId: submission.id, outboxId: q.id })));
    }
    await recordWebhookEvent({
      executor: tx,
      tenantId,
      type: "form.submitted",
      subject: `form_submission:${submission.id}`,
      data: { id: submission.id, form: form.slug, version: form.version, values: checked.values, email: checked.email, createdAt: at },
    });
    return submission.id;
  });
  if (mails.length) nudgeOutboxWorker();
  return { data: { id, message: form.successMessage } };
}
