import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import "../api/api-reference.css";

export const metadata = { title: "Error codes · Storefront" };

type Row = { status: string; code: string; when: string };

/** The code tables of docs/errors.md: one row per code, each with its anchor (the `docUrl` of the document and the SDK). */
function codeRows(markdown: string): Row[] {
  return [...markdown.matchAll(/^\|\s*(\d{3})\s*\|\s*(?:<a id="[a-z_]+"><\/a>)?`([a-z_]+)`\s*\|(.*)\|\s*$/gm)].map((m) => ({
    status: m[1]!,
    code: m[2]!,
    when: m[3]!.trim(),
  }));
}

/** `code` spans of a table cell as <code>. */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, i) => (part.startsWith("`") ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

/** The error codes the API answers, rendered from docs/errors.md, the page each code's `docUrl` points into. */
export default function ErrorCodesPage() {
  const rows = codeRows(readFileSync(path.join(process.cwd(), "docs/errors.md"), "utf8"));
  const seen = new Set<string>();
  return (
    <main className="api-reference-page">
      <h1>Error codes</h1>
      <p>
        Every error answer carries a stable <code>code</code>; switch on it, not on the English <code>message</code>. Each operation of the{" "}
        <a href="/docs/api">API reference</a> lists the codes it can answer.
      </p>
      <table>
        <thead>
          <tr>
            <th>Status</th>
            <th>Code</th>
            <th>When</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const first = !seen.has(row.code);
            seen.add(row.code);
            return (
              <tr key={`${row.code}-${row.when.slice(0, 20)}`} id={first ? row.code : undefined}>
                <td>{row.status}</td>
                <td>
                  <code>{row.code}</code>
                </td>
                <td>{inline(row.when)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
