import { desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoMicros } from "@/db/sql";
import { getEnv } from "../env";
import { escapeHtml } from "./html";

export type DevMail = {
  id: string;
  store: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  status: string;
  attempts: number;
  createdAt: string;
};

/** The dev mailbox exists only when asked for (DEV_MAILBOX=true) and no real mail server is configured. */
export function devMailboxEnabled(): boolean {
  const env = getEnv();
  return env.DEV_MAILBOX && !env.SMTP_URL;
}

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/**
 * Queued mail, newest first: one store's when `tenantId` is given (an operator token's), else every store's (a
 * request from this machine). A local development tool: it is never on in production set-ups.
 */
export async function listDevMailbox({ tenantId, limit = 100 }: { tenantId?: string; limit?: number } = {}): Promise<DevMail[]> {
  const db = await getDb();
  const o = schema.outbox;
  const rows = await db
    .select({
      id: o.id,
      store: schema.tenants.slug,
      kind: o.kind,
      to: o.toAddress,
      subject: o.subject,
      text: o.bodyText,
      status: o.status,
      attempts: o.attempts,
      createdAt: isoMicros(o.createdAt),
    })
    .from(o)
    .innerJoin(schema.tenants, eq(schema.tenants.id, o.tenantId))
    .where(tenantId === undefined ? undefined : eq(o.tenantId, tenantId))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, links: r.text.match(urlPattern) ?? [] }));
}

function linkify(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export function renderDevMailbox(mails: DevMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · store ${escapeHtml(m.store)} · ${escapeHtml(m.kind)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1b1b1b; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; } .meta { color: #444; font-size: .9rem; } pre { white-space: pre-wrap; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>Mail the app queued while no SMTP server is configured (SMTP_URL unset), newest first. This page does not exist in production set-ups. JSON: <a href="?format=json">?format=json</a>.</p>
${mails.length ? items : "<p>No mail yet.</p>"}
</main>
</body>
</html>`;
}
