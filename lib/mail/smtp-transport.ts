import nodemailer from "nodemailer";
import type { OutgoingMail, SendMail } from "./deliver-outbox";

/**
 * A nodemailer SMTP transport for `smtpUrl` (smtp://user:pass@host:587, smtps://… for TLS) and the
 * send function the outbox worker uses. The Message-ID is derived from the outbox row, so a mail that
 * is ever handed over twice (a crash between sending and recording it) carries the same id both times.
 */
export function smtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }): { send: SendMail; close: () => void } {
  // Timeouts generous but finite: a hung mail server must not hold a claimed batch for ever.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const send: SendMail = async (mail: OutgoingMail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      messageId: `<${mail.id}@outbox.storefront>`,
      headers: { "X-Storefront-Mail-Kind": mail.kind },
    });
  };
  return { send, close: () => transport.close() };
}
