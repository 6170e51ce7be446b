export type ParsedMail = {
  from: string | null;
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
};
export function parseMail(raw: string): ParsedMail;
export function startSmtpCatcher(options: {
  file: string;
  host?: string;
  port?: number;
}): Promise<{ port: number; stop: () => Promise<void> }>;
/** The inbox file's records (complete lines only), oldest first. */
export function readInboxFile(file: string): unknown[];
