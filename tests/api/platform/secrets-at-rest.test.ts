import { createHash, randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasDirectDb, query } from "../../support/db";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { requestResetLink } from "../../support/reset-flow";

// Secrets at rest: the embedded database's files and folders are private to the owner (not 666 and 755); the
// idempotency store keeps no live account token (a stored login answer) and no plain SHA-256 of a body holding the
// password; delivered mail keeps no raw reset link in the outbox.
function walk(dir: string, out: { file: string; mode: number; dir: boolean }[] = []) {
  out.push({ file: dir, mode: statSync(dir).mode & 0o777, dir: true });
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push({ file: p, mode: statSync(p).mode & 0o777, dir: false });
  }
  return out;
}

describe("secrets at rest", () => {
  it.runIf(fixtures().databaseMode === "pglite")("the embedded data directory is private: folders 700, files 600", async () => {
    // A write first, so files created while the server runs are covered too.
    expect((await api("POST", "/account/login", { token: fixtures().demo.apiToken, body: customerFor("secrets-at-rest") })).status).toBe(
      200,
    );
    const entries = walk(fixtures().dataDir!);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.find((e) => e.file.endsWith(`${path.sep}pglite`))).toBeDefined();
    const open = entries.filter((e) => (e.dir ? e.mode !== 0o700 : e.mode & 0o077));
    expect(open.map((e) => `${e.file} ${e.mode.toString(8)}`)).toEqual([]);
  });

  it.runIf(hasDirectDb())("the idempotency store holds no live token and no plain hash of a password-bearing body", async () => {
    const customer = customerFor("secrets-at-rest");
    const key = `secret-${randomUUID()}`;
    const rawBody = JSON.stringify({ email: customer.email, password: customer.password });
    const res = await api("POST", "/account/login", { token: fixtures().demo.apiToken, rawBody, headers: { "idempotency-key": key } });
    expect(res.status).toBe(200);
    const [row] = await query<{ request_hash: string; body: string }>(
      "select request_hash, response_body::text as body from idempotency_keys where key = $1",
      [key],
    );
    expect(row).toBeDefined();
    expect(row!.body).not.toContain(res.body.token);
    expect(row!.body).not.toContain(res.body.token.split(".")[1]); // not even the token's payload
    const plain = createHash("sha256").update(`POST\n/api/v1/account/login\n${rawBody}`).digest("hex");
    expect(row!.request_hash).not.toBe(plain);
    // The stored answer still replays byte for byte, and its token works.
    const replay = await api("POST", "/account/login", { token: fixtures().demo.apiToken, rawBody, headers: { "idempotency-key": key } });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(res.text);
  });

  it.runIf(hasDirectDb())("a reset mail delivered over SMTP keeps no usable link in the outbox", async () => {
    const customer = customerFor("secrets-at-rest");
    const { token } = await requestResetLink(customer.email);
    let rows: { status: string; body_text: string; body_html: string | null }[] = [];
    for (let i = 0; i < 50; i++) {
      rows = await query(
        "select status, body_text, body_html from outbox where to_address = $1 and kind = 'password_reset' order by created_at desc limit 1",
        [customer.email],
      );
      if (rows[0]?.status === "sent") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows[0]?.status).toBe("sent");
    expect(rows[0]!.body_text).not.toContain(token);
    expect(rows[0]!.body_html ?? "").not.toContain(token);
    expect(rows[0]!.body_text).toContain("token=redacted");
  });
});
