import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";

/** The e-mail with the reset link. */
export function passwordResetEmail({
  storeName,
  to,
  firstName,
  link,
  validMinutes,
}: {
  storeName: string;
  to: string;
  firstName: string | null;
  link: string;
  validMinutes: number;
}): QueuedMail {
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    `Someone (hopefully you) asked to reset the password of your ${storeName} account.`,
    `Open this link within ${validMinutes} minutes to choose a new password:`,
    "",
    link,
    "",
    "The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(storeName)} account.
Open this link within ${validMinutes} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>Or copy this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.</p>`;
  return { kind: "password_reset", to, subject: headerText(`Reset your ${storeName} password`), text, html };
}
