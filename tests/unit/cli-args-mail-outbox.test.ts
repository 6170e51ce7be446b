import { describe, expect, it } from "vitest";
import { describeCliResult, parseCliArgs, UsageError } from "@/lib/cli/cli-args";
import type { OutboxMailRow } from "@/lib/mail/list-outbox";

const tenantId = "0b6c3a52-7f0e-4a8e-9d2b-1c5f4e3a2b10";
const row = (over: Partial<OutboxMailRow>): OutboxMailRow => ({
  id: "5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
  kind: "password_reset",
  to: "ada@example.net",
  subject: "Reset your Northwind Roasters password",
  status: "sent",
  attempts: 1,
  lastError: null,
  createdAt: "2026-12-07T04:00:00.000001Z",
  nextAttemptAt: "2026-12-07T04:00:00.000001Z",
  sentAt: "2026-12-07T04:00:01.000002Z",
  ...over,
});

describe("npm run cli -- mail outbox: the command line", () => {
  it("parses the store, the address and the subject", () => {
    expect(parseCliArgs(["mail", "outbox", "--tenant", tenantId])).toEqual({
      command: "mail outbox",
      tenantId,
      to: undefined,
      subject: undefined,
    });
    expect(parseCliArgs(["mail", "outbox", "--tenant", tenantId, "--to", "Ada@Example.net", "--subject", "Reset your", "--json"])).toEqual({
      command: "mail outbox",
      tenantId,
      to: "Ada@Example.net",
      subject: "Reset your",
    });
  });

  it("refuses a missing store, a malformed address, an empty subject and other options", () => {
    expect(() => parseCliArgs(["mail", "outbox"])).toThrow(new UsageError("mail outbox needs --tenant <tenant id>."));
    expect(() => parseCliArgs(["mail", "outbox", "--tenant", tenantId, "--to", "ada"])).toThrow(
      '--to must be an e-mail address, got "ada".',
    );
    expect(() => parseCliArgs(["mail", "outbox", "--tenant", tenantId, "--subject", ""])).toThrow("--subject needs a text to look for.");
    expect(() => parseCliArgs(["mail", "outbox", "--tenant", tenantId, "--status", "sent"])).toThrow(UsageError);
  });

  it("prints one line per mail, the next attempt of a pending one and the last error under it", () => {
    const text = describeCliResult(
      {
        command: "mail outbox",
        tenantId,
        mails: [
          row({ status: "pending", attempts: 2, lastError: "451 Mailbox busy", nextAttemptAt: "2026-12-07T04:00:04.000000Z" }),
          row({}),
        ],
      },
      false,
    );
    expect(text).toBe(
      [
        "2026-12-07T04:00:00.000001Z  pending  2 attempts  ada@example.net  Reset your Northwind Roasters password  (next attempt 2026-12-07T04:00:04.000000Z)",
        "    last error: 451 Mailbox busy",
        "2026-12-07T04:00:00.000001Z  sent     1 attempt   ada@example.net  Reset your Northwind Roasters password",
      ].join("\n"),
    );
    expect(describeCliResult({ command: "mail outbox", tenantId, mails: [] }, false)).toBe("No mail.");
    expect(JSON.parse(describeCliResult({ command: "mail outbox", tenantId, mails: [row({})] }, true)!)).toEqual({
      tenantId,
      mails: [row({})],
    });
  });
});
