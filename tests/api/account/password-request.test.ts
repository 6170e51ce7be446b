import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { outboxMails, settledOutbox } from "../../support/outbox";
import { linksIn, mailsTo, waitForMail } from "../../support/mail";
import { messageCustomer, requestResetLink } from "../../support/reset-flow";
import { runCli } from "../../support/cli";
import { newStore } from "../settings/support";

const demo = () => fixtures().demo;
const request = (body: unknown, token: string | null = demo().apiToken, headers?: Record<string, string>) =>
  api("POST", "/account/password", { token, body, headers });
const answer = { message: "If an account exists for this e-mail address, we have sent it a link to reset the password." };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("POST /account/password", () => {
  it("e-mails a working reset link to the store's reset page (APP_URL/reset-password)", async () => {
    const customer = customerFor("password");
    const { mail, link, token, email } = await requestResetLink(customer.email.toUpperCase());
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe("Reset your Northwind Roasters password");
    expect(mail.text).toContain("within 60 minutes");
    expect(`${link.origin}${link.pathname}`).toBe(`${fixtures().baseUrl}/reset-password`);
    expect([...link.searchParams.keys()]).toEqual(["token", "email"]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(email).toBe(customer.email);
    expect(mail.html).toContain(link.toString().replace(/&/g, "&amp;"));

    // The link works: the token resets the password (to the same one, so the fixture stays valid) once.
    const reset = await api("POST", "/account/password/reset", {
      token: demo().apiToken,
      body: { email, token, password: customer.password },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: expect.any(String) });
    const login = await api("POST", "/account/login", { token: demo().apiToken, body: customer });
    expect(login.status).toBe(200);
    const again = await api("POST", "/account/password/reset", {
      token: demo().apiToken,
      body: { email, token, password: customer.password },
    });
    expect(again.status).toBe(422);
  });

  it("gives an unknown e-mail exactly the same answer, and sends nothing", async () => {
    const known = await request({ email: customerFor("password").email });
    const unknown = await request({ email: "nobody-here@example.net" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(answer);
    expect(unknown.body).toEqual(answer);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
    // Mail is queued in the request's transaction: nothing queued now is nothing sent, ever.
    expect(await outboxMails({ tenantId: demo().tenantId, to: "nobody-here@example.net" })).toEqual([]);
    expect(mailsTo({ to: "nobody-here@example.net" })).toHaveLength(0);
  });

  it("builds the link on a returnUrl of an allowed origin, keeping its path, query and fragment", async () => {
    const email = await messageCustomer("return-url");
    const { link } = await requestResetLink(email, { returnUrl: "http://localhost:3000/account/reset?from=mail#form" });
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/account/reset");
    expect(link.searchParams.get("from")).toBe("mail");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get("email")).toBe(email);
    expect(link.hash).toBe("#form");
  });

  it("accepts the app's own origin as a returnUrl and treats an empty one as absent", async () => {
    const own = await messageCustomer("own-origin");
    const a = await requestResetLink(own, { returnUrl: `${fixtures().baseUrl}/account/new-password` });
    expect(`${a.link.origin}${a.link.pathname}`).toBe(`${fixtures().baseUrl}/account/new-password`);
    const empty = await messageCustomer("empty-return");
    const res = await request({ email: empty, returnUrl: "" });
    expect(res.status).toBe(200);
  });

  it("accepts a returnUrl on a host name of the store's own (tenant set-domains), not one of another store's", async () => {
    const setDomain = async (tenantId: string, host: string) =>
      expect(await runCli(["tenant", "set-domains", "--tenant", tenantId, "--domains", host, "--json"])).toMatchObject({ code: 0 });
    const ownHost = `${demo().slug}.localhost`;
    await setDomain(demo().tenantId, ownHost);
    const email = await messageCustomer("store-domain");
    const { link } = await requestResetLink(email, { returnUrl: `http://${ownHost}:8080/reset-password` });
    expect(`${link.origin}${link.pathname}`).toBe(`http://${ownHost}:8080/reset-password`);

    const another = await newStore(["--country", "GB"], "Another Roastery");
    await setDomain(another.tenantId, `${another.slug}.localhost`);
    const message = "The return url must be on one of the store's own addresses.";
    for (const returnUrl of [`https://${another.slug}.localhost/reset-password`, `http://evil.${ownHost}/reset-password`]) {
      const res = await request({ email, returnUrl });
      expect(res.status, returnUrl).toBe(422);
      expect(res.body, returnUrl).toEqual({ message, errors: { returnUrl: [message] }, code: "validation_failed" });
    }
  });

  it("refuses a returnUrl that is not on an allowed origin with 422, known e-mail or not", async () => {
    const bad: [string, string][] = [
      ["https://evil.example/reset", "The return url must be on one of the store's own addresses."],
      ["http://localhost.evil.example:3000/reset", "The return url must be on one of the store's own addresses."],
      ["http://localhost:3000.evil.example/reset", "The return url field must be a valid URL."],
      ["http://localhost:3001/reset", "The return url must be on one of the store's own addresses."],
      ["https://localhost:3000/reset", "The return url must be on one of the store's own addresses."],
      ["http://user:pass@localhost:3000/reset", "The return url must be on one of the store's own addresses."],
      ["javascript:alert(1)", "The return url field must be a valid URL."],
      ["/reset-password", "The return url field must be a valid URL."],
      ["not a url", "The return url field must be a valid URL."],
    ];
    for (const email of [customerFor("password").email, "nobody-here@example.net"]) {
      for (const [returnUrl, message] of bad) {
        const res = await request({ email, returnUrl });
        expect(res.status, returnUrl).toBe(422);
        expect(res.body, returnUrl).toEqual({ message, errors: { returnUrl: [message] }, code: "validation_failed" });
      }
    }
  });

  it("never takes the link's address from request headers", async () => {
    const email = await messageCustomer("headers");
    const started = new Date().toISOString();
    const res = await request({ email }, demo().apiToken, {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      forwarded: "host=evil.example;proto=https",
      origin: "https://evil.example",
      referer: "https://evil.example/account",
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail({ to: email, where: (m) => m.at >= started });
    const link = new URL(linksIn(mail)[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${fixtures().baseUrl}/reset-password`);
  });

  it("sends at most one reset mail a minute per account (same answer for the throttled request)", async () => {
    const email = await messageCustomer("throttle");
    await requestResetLink(email);
    const second = await request({ email });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(answer);
    // One reset mail queued, and settled (sent: never attempted again).
    const rows = await settledOutbox({ tenantId: demo().tenantId, to: email });
    expect(rows).toEqual([expect.objectContaining({ kind: "password_reset", status: "sent" })]);
    expect(mailsTo({ to: email, subject: /^Reset your/ })).toHaveLength(1);
  });

  it("validates the e-mail (422, the field named)", async () => {
    const missing = await request({ returnUrl: "http://localhost:3000/reset" });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: "The email field is required.",
      errors: { email: ["The email field is required."] },
      code: "validation_failed",
    });
    const malformed = await request({ email: "not-an-email" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ email: ["The email field must be a valid email address."] });
    const wrongType = await request({ email: ["a@example.com"] });
    expect(wrongType.status).toBe(422);
    const bad = await api("POST", "/account/password", { token: demo().apiToken, rawBody: "{" });
    expect(bad.status).toBe(400);
  });

  it("needs the store's API token (401 without one, or with an account token)", async () => {
    const none = await request({ email: customerFor("password").email }, null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    const account = await request({ email: customerFor("password").email }, await loginAs(customerFor("payments")));
    expect(account.status).toBe(401);
    expect(account.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
  });

  it("only finds customers of the calling store", async () => {
    const email = await messageCustomer("cross-store");
    const started = new Date().toISOString();
    const res = await request({ email }, fixtures().other.apiToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answer);
    // Neither store queued a mail to the address (the request's transaction would have).
    expect(await outboxMails({ tenantId: fixtures().other.tenantId, to: email })).toEqual([]);
    expect(await outboxMails({ tenantId: demo().tenantId, to: email })).toEqual([]);
    expect(mailsTo({ to: email, where: (m) => m.at >= started })).toHaveLength(0);
    // The address itself is deliverable: its own store sends the link.
    await requestResetLink(email);
  });

  it.runIf(hasDirectDb())("stores only a sha256 of the token, valid for 60 minutes, and queues the mail in the outbox", async () => {
    const email = await messageCustomer("stored");
    const { token } = await requestResetLink(email);
    const rows = await query<{ token_hash: string; minutes: number; used_at: string | null }>(
      `select t.token_hash, extract(epoch from (t.expires_at - t.created_at)) / 60 as minutes, t.used_at
         from password_reset_tokens t join customers c on c.id = t.customer_id
        where c.tenant_id = $1 and lower(c.email) = lower($2)`,
      [demo().tenantId, email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(Number(rows[0]!.minutes)).toBeCloseTo(60, 3);
    expect(rows[0]!.used_at).toBeNull();
    // The worker records the delivery right after the SMTP server accepts it.
    let outbox: Record<string, unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      outbox = await query("select kind, status, attempts from outbox where to_address = $1", [email]);
      if (outbox[0]?.status === "sent") break;
      await sleep(100);
    }
    expect(outbox).toEqual([{ kind: "password_reset", status: "sent", attempts: 1 }]);
    const leaked = await query("select count(*)::int as n from outbox where body_text like $1 and to_address <> $2", [`%${token}%`, email]);
    expect(leaked[0]!.n).toBe(0);
  });
});
