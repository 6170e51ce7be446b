import { fixtures } from "./fixtures";
import { readInboxFile } from "./smtp-catcher.mjs";

/** A mail the test SMTP server accepted (one JSON line of the inbox file written by tests/support/smtp-catcher.mjs). */
export type CaughtMail = {
  at: string;
  rejected: false;
  envelopeFrom: string | null;
  to: string[];
  from: string | null;
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
};

/** A delivery the test SMTP server refused (recipients `tempfail<N>-…` and `permfail-…`). */
export type RefusedDelivery = { at: string; rejected: true; code: number; to: string[] };

type InboxLine = CaughtMail | RefusedDelivery;

function inboxFile(): string {
  const file = fixtures().mail?.inboxFile;
  if (!file) throw new Error("No test SMTP server: fixtures().mail.inboxFile is not set (run the suite with `npm test`).");
  return file;
}

function readLines(): InboxLine[] {
  return readInboxFile(inboxFile()) as InboxLine[];
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function subjectMatches(subject: string, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  return typeof wanted === "string" ? subject.includes(wanted) : wanted.test(subject);
}

/** Every mail accepted so far for `to` (and, when given, whose subject contains / matches `subject`), oldest first. */
export function mailsTo({
  to,
  subject,
  where,
}: {
  to: string;
  subject?: string | RegExp;
  where?: (mail: CaughtMail) => boolean;
}): CaughtMail[] {
  return readLines().filter(
    (m): m is CaughtMail =>
      !m.rejected && m.to.some((t) => sameAddress(t, to)) && subjectMatches(m.subject, subject) && (!where || where(m)),
  );
}

/** Every refused delivery attempt for `to`, oldest first. */
export function refusalsFor(to: string): RefusedDelivery[] {
  return readLines().filter((m): m is RefusedDelivery => m.rejected && m.to.some((t) => sameAddress(t, to)));
}

/**
 * Waits until a mail for `to` (and `subject`, a substring or pattern, and `where`) has arrived at the test SMTP
 * server and returns the first one; throws after `timeoutMs`. Playwright flows use it to read the
 * password reset e-mail: `linksIn(await waitForMail({to: email, subject: "Reset"}))`.
 */
export async function waitForMail({
  to,
  subject,
  where,
  timeoutMs = 15_000,
}: {
  to: string;
  subject?: string | RegExp;
  where?: (mail: CaughtMail) => boolean;
  timeoutMs?: number;
}): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = mailsTo({ to, subject, where });
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail for ${to}${subject ? ` matching ${String(subject)}` : ""} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The http(s) links in a mail's text part, in order. */
export function linksIn(mail: Pick<CaughtMail, "text">): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
