import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures, mailDomain } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { mailsTo, waitForMail } from "../../support/mail";
import { outboxMails, settledOutbox } from "../../support/outbox";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
const unique = () => randomUUID().slice(0, 8);
const post = (body: unknown, token: string | null = demo().apiToken) => api("POST", "/messages", { token, body });

// The demo store's admin users: owner and support opted in to message notifications, accounts did not.
const optedIn = () => [`owner@${mailDomain()}`, `support@${mailDomain()}`];
const optedOut = () => `accounts@${mailDomain()}`;

describe("POST /messages", () => {
  it("answers {success: true, message} and notifies each opted-in admin by e-mail, once", async () => {
    const tag = unique();
    const email = `visitor-${tag}@example.net`;
    const res = await post({
      name: "Ada Lovelace",
      email,
      subject: `Wholesale enquiry ${tag}`,
      message: "Do you sell 5 kg bags?\nThanks!",
      source: "contact-page",
      company: "Analytical Engines Ltd",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    for (const admin of optedIn()) {
      const mail = await waitForMail({ to: admin, subject: tag });
      expect(mail.subject).toBe(`[Northwind Roasters] New message: Wholesale enquiry ${tag}`);
      expect(mail.text).toContain(`From: Ada Lovelace <${email}>`);
      expect(mail.text).toContain("Company: Analytical Engines Ltd");
      expect(mail.text).toContain("Source: contact-page");
      expect(mail.text).toContain("Do you sell 5 kg bags?\nThanks!");
      expect(mail.html).toContain(`mailto:${email}`);
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@outbox\.storefront>$/);
    }
    // The request queued its mail in its own transaction: one row per opted-in admin, settled (sent: never attempted
    // again), and none for the admin who opted out.
    for (const admin of optedIn()) {
      const rows = await settledOutbox({ tenantId: demo().tenantId, to: admin, subject: tag });
      expect(rows).toEqual([expect.objectContaining({ kind: "admin_message_notification", status: "sent", attempts: 1 })]);
      expect(mailsTo({ to: admin, subject: tag })).toHaveLength(1);
    }
    expect(await outboxMails({ tenantId: demo().tenantId, to: optedOut(), subject: tag })).toEqual([]);
    expect(mailsTo({ to: optedOut(), subject: tag })).toHaveLength(0);
  });

  it("needs only the e-mail; a missing subject still makes a readable notification", async () => {
    const tag = unique();
    const email = `only-email-${tag}@example.net`;
    const res = await post({ email });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const mail = await waitForMail({ to: optedIn()[0]!, subject: "(no subject)", where: (m) => m.text.includes(email) });
    expect(mail.subject).toBe("[Northwind Roasters] New message: (no subject)");
    expect(mail.text).toContain(`From: ${email}`);
    expect(mail.text).toContain("Message:\n(empty)");
  });

  it("keeps visitor text out of mail headers (no header injection)", async () => {
    const tag = unique();
    const res = await post({ email: `inject-${tag}@example.net`, subject: `Hi ${tag}\r\nBcc: victim@example.org` });
    expect(res.status).toBe(200);
    const mail = await waitForMail({ to: optedIn()[0]!, subject: tag });
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.to).toEqual([optedIn()[0]]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // The SMTP envelope above held the admin only, and no mail to the injected address was queued.
    expect(await outboxMails({ tenantId: demo().tenantId, to: "victim@example.org" })).toEqual([]);
    expect(mailsTo({ to: "victim@example.org" })).toHaveLength(0);
  });

  describe("validation (422 {message, errors}; message names the first failing field)", () => {
    it("requires the e-mail", async () => {
      const res = await post({ name: "No Mail", message: "hello" });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: "The email field is required.",
        errors: { email: ["The email field is required."] },
        code: "validation_failed",
      });
    });

    it("treats an empty e-mail as missing", async () => {
      const res = await post({ email: "   " });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("The email field is required.");
    });

    it("requires a well-formed e-mail", async () => {
      for (const email of ["not-an-email", "a@", "@example.com", "a b@example.com"]) {
        const res = await post({ email });
        expect(res.status, email).toBe(422);
        expect(res.body, email).toEqual({
          message: "The email field must be a valid email address.",
          errors: { email: ["The email field must be a valid email address."] },
          code: "validation_failed",
        });
      }
    });

    it("limits every field's length", async () => {
      const email = "limits@example.net";
      const cases: [string, number][] = [
        ["name", 255],
        ["subject", 255],
        ["message", 10_000],
        ["source", 255],
        ["company", 255],
      ];
      for (const [field, max] of cases) {
        const ok = await post({ email, [field]: "x".repeat(max) });
        expect(ok.status, `${field} at ${max}`).toBe(200);
        const res = await post({ email, [field]: "x".repeat(max + 1) });
        expect(res.status, `${field} over ${max}`).toBe(422);
        const message = `The ${field} field must not be greater than ${max} characters.`;
        expect(res.body).toEqual({ message, errors: { [field]: [message] }, code: "validation_failed" });
      }
      const longEmail = `${"a".repeat(250)}@example.net`;
      const res = await post({ email: longEmail });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(["The email field must not be greater than 255 characters."]);
    });

    it("rejects fields of the wrong type and names the first failing field", async () => {
      const res = await post({ name: 42, email: "types@example.net", subject: ["x"] });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: ["The name field must be a string."], subject: ["The subject field must be a string."] });
      expect(res.body.message).toBe("The name field must be a string. (and 1 more error)");
    });

    it("accepts null for the optional fields", async () => {
      const res = await post({ email: "nulls@example.net", name: null, subject: null, message: null, source: null, company: null });
      expect(res.status).toBe(200);
    });

    it("answers malformed JSON with 400 and an oversized body with 413", async () => {
      const bad = await api("POST", "/messages", { token: demo().apiToken, rawBody: "{not json" });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: expect.any(String), code: "invalid_json" });
      const big = await api("POST", "/messages", {
        token: demo().apiToken,
        body: { email: "big@example.net", message: "x".repeat(70_000) },
      });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: expect.any(String), code: "body_too_large" });
    });
  });

  describe("authentication", () => {
    it("refuses a missing or bogus token with 401", async () => {
      for (const token of [null, "not-a-token"]) {
        const res = await post({ email: "anon@example.net" }, token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
      }
    });

    it("refuses an account token (messages take the store's API token)", async () => {
      const token = await loginAs(customerFor("payments"));
      const res = await post({ email: "wrong-kind@example.net" }, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    });
  });

  it("notifies the other store's admins, never this store's, for the other store's token", async () => {
    const tag = unique();
    const res = await post({ email: `cross-${tag}@example.net`, subject: `Other store ${tag}` }, other().apiToken);
    expect(res.status).toBe(200);
    const mail = await waitForMail({ to: `owner@${mailDomain("other")}`, subject: tag });
    expect(mail.subject).toBe(`[Other Store] New message: Other store ${tag}`);
    await waitForMail({ to: `support@${mailDomain("other")}`, subject: tag });
    // Everything the request queued: the other store's two opted-in admins, nothing in this store's outbox.
    const queued = await settledOutbox({ tenantId: other().tenantId, subject: tag, count: 2 });
    expect(queued.map((m) => m.to).sort()).toEqual([`owner@${mailDomain("other")}`, `support@${mailDomain("other")}`]);
    expect(await outboxMails({ tenantId: demo().tenantId, subject: tag })).toEqual([]);
    for (const admin of [...optedIn(), optedOut()]) expect(mailsTo({ to: admin, subject: tag })).toHaveLength(0);
    expect(mailsTo({ to: `accounts@${mailDomain("other")}`, subject: tag })).toHaveLength(0);
  });

  it("survives concurrent posts with the same new e-mail (all 200, no 500)", async () => {
    const tag = unique();
    const email = `Race-${tag}@Example.net`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ email: i % 2 ? email : email.toLowerCase(), subject: `Race ${tag} #${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    // Every message was stored and announced: 8 messages × 2 opted-in admins.
    for (const admin of optedIn()) {
      const rows = await settledOutbox({ tenantId: demo().tenantId, to: admin, subject: `Race ${tag}`, count: 8 });
      expect(rows.map((m) => m.status)).toEqual(Array(8).fill("sent"));
      expect(mailsTo({ to: admin, subject: `Race ${tag}` })).toHaveLength(8);
    }
    if (hasDirectDb()) {
      const customers = await query("select id from customers where tenant_id = $1 and lower(email) = lower($2)", [demo().tenantId, email]);
      expect(customers).toHaveLength(1);
      const messages = await query("select customer_id from visitor_messages where tenant_id = $1 and lower(email) = lower($2)", [
        demo().tenantId,
        email,
      ]);
      expect(messages).toHaveLength(8);
      expect(new Set(messages.map((m) => m.customer_id))).toEqual(new Set([customers[0]!.id]));
    }
  });

  it.runIf(hasDirectDb())(
    "stores the message, one customer per e-mail (case-insensitive) and one outbox row per opted-in admin, in this store only",
    async () => {
      const tag = unique();
      const email = `Stored-${tag}@Example.net`;
      expect(
        (await post({ name: "Grace Brewster Hopper", email, subject: `Stored ${tag}`, message: "m", source: "s", company: "c" })).status,
      ).toBe(200);
      expect((await post({ email: email.toUpperCase(), subject: `Stored again ${tag}` })).status).toBe(200);
      const customers = await query<{ id: string; email: string; first_name: string; last_name: string; password_hash: string | null }>(
        "select id, email, first_name, last_name, password_hash from customers where lower(email) = lower($1)",
        [email],
      );
      expect(customers).toHaveLength(1);
      expect(customers[0]).toMatchObject({ email, first_name: "Grace", last_name: "Brewster Hopper", password_hash: null });
      const messages = await query(
        "select tenant_id, customer_id, name, email, subject, message, source, company from visitor_messages where customer_id = $1 order by created_at",
        [customers[0]!.id],
      );
      expect(messages).toEqual([
        {
          tenant_id: demo().tenantId,
          customer_id: customers[0]!.id,
          name: "Grace Brewster Hopper",
          email,
          subject: `Stored ${tag}`,
          message: "m",
          source: "s",
          company: "c",
        },
        {
          tenant_id: demo().tenantId,
          customer_id: customers[0]!.id,
          name: null,
          email: email.toUpperCase(),
          subject: `Stored again ${tag}`,
          message: null,
          source: null,
          company: null,
        },
      ]);
      const rows = await query<{ to_address: string; tenant_id: string; kind: string }>(
        "select to_address, tenant_id, kind from outbox where subject like $1 order by to_address",
        [`%Stored ${tag}`],
      );
      expect(rows).toEqual(optedIn().map((to) => ({ to_address: to, tenant_id: demo().tenantId, kind: "admin_message_notification" })));
    },
  );

  it.runIf(hasDirectDb())("links a message from an existing customer's e-mail to that customer without changing them", async () => {
    const customer = customerFor("payment-methods");
    const [before] = await query("select id, first_name, last_name, password_hash from customers where tenant_id = $1 and email = $2", [
      demo().tenantId,
      customer.email,
    ]);
    const res = await post({ name: "Someone Else", email: customer.email.toUpperCase(), subject: `Existing ${unique()}` });
    expect(res.status).toBe(200);
    const [after] = await query("select id, first_name, last_name, password_hash from customers where tenant_id = $1 and email = $2", [
      demo().tenantId,
      customer.email,
    ]);
    expect(after).toEqual(before);
    const linked = await query("select 1 from visitor_messages where customer_id = $1", [before!.id]);
    expect(linked.length).toBeGreaterThan(0);
  });
});
