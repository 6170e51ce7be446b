import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { linksIn, mailsTo, waitForMail } from "../../support/mail";
import { settledOutbox } from "../../support/outbox";

// Three requests from anywhere for alice@example.com must not give her own request 429 for 15 minutes: the
// per-e-mail ceiling is quiet (the usual 200, nothing new sent, and the last link stays valid).
const run = randomInt(1, 250);
let next = 1;
const stranger = () => `192.0.${run}.${next++}`;
const answer = { message: "If an account exists for this e-mail address, we have sent it a link to reset the password." };
const ask = (email: string, address: string) =>
  api("POST", "/account/password", { token: fixtures().demo.apiToken, body: { email }, headers: { "x-forwarded-for": address } });

describe("password reset requests for someone else's e-mail", () => {
  it("strangers past the e-mail's ceiling cannot get the customer's own request refused; the link sent stays valid", async () => {
    const customer = customerFor("reset-ceiling");
    const startedAt = new Date().toISOString();
    // Five strangers, each from their own address, ask for the customer's reset link: all get the usual answer.
    for (let i = 0; i < 5; i++) {
      const res = await ask(customer.email, stranger());
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answer);
    }
    // The customer's own request, from yet another address: the same 200, never 429.
    const own = await ask(customer.email, stranger());
    expect(own.status).toBe(200);
    expect(own.body).toEqual(answer);

    const first = await waitForMail({ to: customer.email, subject: /^Reset your .+ password$/, where: (m) => m.at >= startedAt });
    // The six requests queued their mail in their own transactions: one reset mail, settled (sent: never again).
    const queued = (await settledOutbox({ tenantId: fixtures().demo.tenantId, to: customer.email })).filter(
      (m) => m.kind === "password_reset" && m.createdAt >= startedAt,
    );
    expect(queued).toEqual([expect.objectContaining({ status: "sent" })]);
    expect(mailsTo({ to: customer.email, subject: /^Reset your .+ password$/, where: (m) => m.at >= startedAt })).toHaveLength(1);

    // The one link sent still works.
    const link = new URL(linksIn(first)[0]!);
    const reset = await api("POST", "/account/password/reset", {
      token: fixtures().demo.apiToken,
      body: { email: customer.email, token: link.searchParams.get("token"), password: `ceiling-${Date.now()}` },
      headers: { "x-forwarded-for": stranger() },
    });
    expect(reset.status).toBe(200);
  });
});
