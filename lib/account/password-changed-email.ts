import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";

/** The notice sent after a signed-in customer changed their password. */
export function passwordChangedEmail({
  storeName,
  to,
  firstName,
  resetPage,
}: {
  storeName: string;
  to: string;
  firstName: string | null;
  /** Where to ask for a reset link if the change was not theirs. */
  resetPage: string;
}): QueuedMail {
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    `The password of your ${storeName} account was just changed, and every other device signed in to it was signed out.`,
    "",
    "If this was you, there is nothing more to do.",
    `If it was not, ask for a new password at once: ${resetPage}`,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>The password of your ${escapeHtml(storeName)} account was just changed, and every other device signed in to it was signed out.</p>
<p>If this was you, there is nothing more to do.</p>
<p>If it was not, <a href="${escapeHtml(resetPage)}">ask for a new password</a> at once.</p>`;
  return { kind: "password_changed", to, subject: headerText(`Your ${storeName} password was changed`), text, html };
}
