import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { fixtures, mailDomain } from "../../support/fixtures";
import { api } from "../../support/http";
import { waitForMail } from "../../support/mail";
import { settledOutbox } from "../../support/outbox";

// `npm run cli -- mail outbox`: what happened to a store's mail (sent, waiting for a retry, given up), for one address or
// a subject, that store's only.
const demo = () => fixtures().demo;
const other = () => fixtures().other;
const postMessage = (subject: string, token = demo().apiToken) =>
  api("POST", "/messages", { token, body: { email: `outbox-cli-${randomUUID()}@example.net`, subject } });

describe("npm run cli -- mail outbox", () => {
  it("lists a store's mail to an address and about a subject, sent or given up, with the attempts and last error", async () => {
    const subject = `Outbox list ${randomUUID()}`;
    expect((await postMessage(subject)).status).toBe(200);
    await waitForMail({ to: `owner@${mailDomain()}`, subject });
    const rows = await settledOutbox({ tenantId: demo().tenantId, subject, count: 2 });
    expect(rows.map((r) => r.to).sort()).toEqual([`owner@${mailDomain()}`, `support@${mailDomain()}`]);
    for (const row of rows) {
      expect(row).toEqual({
        id: expect.any(String),
        kind: "admin_message_notification",
        to: expect.any(String),
        subject: `[Northwind Roasters] New message: ${subject}`,
        status: "sent",
        attempts: 1,
        lastError: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        nextAttemptAt: expect.stringMatching(/Z$/),
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      });
      expect(row.sentAt! >= row.createdAt).toBe(true);
    }

    // --to narrows to one address (any case); the text form has one line per mail.
    const text = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--to", `SUPPORT@${mailDomain()}`, "--subject", subject]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("sent");
    expect(lines[0]).toContain("1 attempt ");
    expect(lines[0]).toContain(`support@${mailDomain()}  [Northwind Roasters] New message: ${subject}`);

    const failed = `permfail-${randomUUID().slice(0, 8)}@example.net`;
    expect((await api("POST", "/messages", { token: demo().apiToken, body: { email: failed } })).status).toBe(200);
    expect((await api("POST", "/account/password", { token: demo().apiToken, body: { email: failed } })).status).toBe(200);
    const [gaveUp] = await settledOutbox({ tenantId: demo().tenantId, to: failed });
    expect(gaveUp).toMatchObject({ kind: "password_reset", status: "failed", attempts: 1 });
    const shown = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--to", failed]);
    expect(shown.stdout).toContain("failed");
    expect(shown.stdout).toMatch(/\n {4}last error: .*550/);
  });

  it("shows only the named store's mail", async () => {
    const subject = `Outbox other ${randomUUID()}`;
    expect((await postMessage(subject, other().apiToken)).status).toBe(200);
    expect(await settledOutbox({ tenantId: other().tenantId, subject, count: 2 })).toHaveLength(2);
    const mine = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--subject", subject, "--json"]);
    expect(mine.code).toBe(0);
    expect(lastJson(mine.stdout)).toEqual({ tenantId: demo().tenantId, mails: [] });
    const none = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--subject", subject]);
    expect(none.stdout).toBe("No mail.\n");
  });

  it("refuses a missing or unknown store and a malformed address with exit 2 and the usage", async () => {
    const missing = await runCli(["mail", "outbox"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("npm run cli -- mail outbox --tenant <tenant id>");
    const unknown = await runCli(["mail", "outbox", "--tenant", randomUUID()]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Error: .*No tenant has the id/);
    const badTo = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--to", "not-an-address"]);
    expect(badTo).toMatchObject({ code: 2 });
    expect(badTo.stderr).toContain('--to must be an e-mail address, got "not-an-address".');
    const badFlag = await runCli(["mail", "outbox", "--tenant", demo().tenantId, "--body", "x"]);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('Unknown option --body for "mail outbox"');
  });
});
