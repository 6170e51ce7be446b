import { describe, expect, it } from "vitest";
import { redactSecrets } from "@/lib/staff/redact-secrets";

describe("what the audit log keeps of a staff write (lib/staff/redact-secrets.ts)", () => {
  it("redacts secrets by key name at any depth, inside arrays too, whatever the case or separator", () => {
    const value = {
      data: { id: "w1", url: "https://example.com/h", secret: "whsec_abc", events: ["order.paid"] },
      password: "pw",
      nested: [{ apiKey: "k1" }, { api_key: "k2" }, { "x-api-key": "k3" }, { accessToken: "t", tokenType: "Bearer" }],
      Authorization: "Bearer x",
      signingSecret: "s",
      credentials: { user: "u" },
      newPassword: "n",
      email: "a@example.org",
      count: 3,
      none: null,
    };
    expect(redactSecrets(value)).toEqual({
      data: { id: "w1", url: "https://example.com/h", secret: "[redacted]", events: ["order.paid"] },
      password: "[redacted]",
      nested: [
        { apiKey: "[redacted]" },
        { api_key: "[redacted]" },
        { "x-api-key": "[redacted]" },
        { accessToken: "[redacted]", tokenType: "[redacted]" },
      ],
      Authorization: "[redacted]",
      signingSecret: "[redacted]",
      credentials: "[redacted]",
      newPassword: "[redacted]",
      email: "a@example.org",
      count: 3,
      none: null,
    });
  });

  it("keeps what is not an object as it is, and a Date as it serialises", () => {
    expect(redactSecrets(undefined)).toBeUndefined();
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets("secret")).toBe("secret");
    expect(redactSecrets({ at: new Date("2026-01-02T03:04:05.000Z") })).toEqual({ at: "2026-01-02T03:04:05.000Z" });
  });
});
