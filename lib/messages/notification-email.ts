import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";
import type { MessageInput } from "./schemas";

/** The e-mail an opted-in admin user receives for a visitor message. */
export function messageNotificationEmail({ storeName, to, input }: { storeName: string; to: string; input: MessageInput }): QueuedMail {
  const from = input.name ? `${input.name} <${input.email}>` : input.email;
  const subject = headerText(`[${storeName}] New message: ${input.subject ?? "(no subject)"}`);
  const rows: [string, string | null][] = [
    ["From", from],
    ["Company", input.company],
    ["Subject", input.subject],
    ["Source", input.source],
  ];
  const text = [
    `A visitor sent a message to ${storeName}.`,
    "",
    ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    input.message ?? "(empty)",
    "",
    `Reply to ${input.email} to answer.`,
  ].join("\n");
  const html = `<p>A visitor sent a message to ${escapeHtml(storeName)}.</p>
<table>${rows
    .filter(([, v]) => v)
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v ?? "")}</td></tr>`)
    .join("")}</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message ?? "(empty)")}</p>
<p><a href="mailto:${escapeHtml(input.email)}">Reply to ${escapeHtml(input.email)}</a></p>`;
  return { kind: "admin_message_notification", to, subject, text, html };
}
