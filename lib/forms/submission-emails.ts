import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";
import type { FormField } from "./schemas";
import type { StoredValue } from "./validate-values";

function shown(value: StoredValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return value.accepted ? `accepted: ${value.text}` : "not accepted";
  return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
}

function table(fields: FormField[], values: Record<string, StoredValue>): { text: string; html: string } {
  const rows = fields.filter((f) => f.type !== "hidden" || values[f.name]).map((f) => [f.label, shown(values[f.name])] as const);
  return {
    text: rows.map(([k, v]) => `${k}: ${v}`).join("\n"),
    html: `<table>${rows
      .map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
      .join("")}</table>`,
  };
}

/** The mail each `notify` address gets for a submission, and the submitter's acknowledgement when the form asked an e-mail. */
export function submissionEmails({
  storeName,
  title,
  notify,
  successMessage,
  fields,
  values,
  submitter,
}: {
  storeName: string;
  title: string;
  notify: string[];
  successMessage: string;
  fields: FormField[];
  values: Record<string, StoredValue>;
  submitter: string | null;
}): QueuedMail[] {
  const answers = table(fields, values);
  const mails: QueuedMail[] = notify.map((to) => ({
    kind: "form_submission",
    to,
    subject: headerText(`[${storeName}] ${title}: a new submission`),
    text: [`Someone filled in "${title}" on ${storeName}.`, "", answers.text].join("\n"),
    html: `<p>Someone filled in “${escapeHtml(title)}” on ${escapeHtml(storeName)}.</p>${answers.html}`,
  }));
  if (submitter)
    mails.push({
      kind: "form_acknowledgement",
      to: submitter,
      subject: headerText(`${storeName}: we received your ${title}`),
      text: [successMessage, "", "What you sent:", answers.text].join("\n"),
      html: `<p>${escapeHtml(successMessage)}</p><p>What you sent:</p>${answers.html}`,
    });
  return mails;
}
