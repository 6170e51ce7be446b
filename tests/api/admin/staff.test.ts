import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { fixtures, type StoreFixture } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

const password = "Roast-Grind-Brew-42";

/** A new staff member of the store (created with a CLI operator token), and their signed-in session token. */
async function newStaff(role: "owner" | "staff", store: StoreFixture = fixtures().demo) {
  const email = `staff-${randomUUID()}@example.org`;
  const created = await api("POST", "/operator/staff", {
    token: await operatorToken(store.tenantId),
    body: { email, name: "Test Staff", password, role },
  });
  expect(created.status).toBe(201);
  const session = await signIn(email, password, store);
  expect(session.status).toBe(201);
  return { id: created.body.data.id as string, email, token: session.body.token as string };
}

const signIn = (email: string, pw: string, store: StoreFixture = fixtures().demo) =>
  api("POST", "/staff/sessions", { token: store.apiToken, body: { email, password: pw } });

describe("back office: staff sign-in, sessions, roles, audit log", () => {
  it("signs a staff member in with a session token that works as an operator credential, and signs them out", async () => {
    const staff = await newStaff("staff");
    expect(staff.token).toMatch(/^sfs_[A-Za-z0-9_-]{43}$/);
    const me = await api("GET", "/operator/me", { token: staff.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: "staff", staff: { id: staff.id, email: staff.email, role: "staff" } });
    expect((await api("GET", "/operator/orders?perPage=1", { token: staff.token })).status).toBe(200);
    // A CLI operator token acts as an owner, with no staff member.
    const cli = await api("GET", "/operator/me", { token: await operatorToken(fixtures().demo.tenantId) });
    expect(cli.body.data).toEqual({ role: "owner", staff: null });
    expect(await api("DELETE", "/operator/me/session", { token: await operatorToken(fixtures().demo.tenantId) })).toMatchObject({
      status: 403,
      body: { code: "staff_session_required" },
    });
    expect(await api("DELETE", "/operator/me/session", { token: staff.token })).toMatchObject({
      status: 200,
      body: { message: "Signed out." },
    });
    expect(await api("GET", "/operator/me", { token: staff.token })).toMatchObject({ status: 401, body: { code: "unauthenticated" } });
  });

  it("refuses wrong credentials alike for unknown e-mails, and locks an account after five wrong passwords", async () => {
    const staff = await newStaff("staff");
    const wrong = {
      message: "These credentials do not match our records.",
      errors: { email: ["These credentials do not match our records."] },
      code: "validation_failed",
    };
    expect(await signIn(`nobody-${randomUUID()}@example.org`, password)).toMatchObject({ status: 422, body: wrong });
    // A customer's credentials open no back-office session.
    expect((await signIn("alice@example.com", "Storefront-demo-1")).status).toBe(422);
    for (let i = 0; i < 5; i++) expect(await signIn(staff.email, "not-the-password")).toMatchObject({ status: 422, body: wrong });
    const locked = await signIn(staff.email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("staff_locked");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    // The session opened before the lockout still works.
    expect((await api("GET", "/operator/me", { token: staff.token })).status).toBe(200);
  });

  it("validates sign-in and staff input with field errors", async () => {
    const bad = await api("POST", "/staff/sessions", { token: fixtures().demo.apiToken, body: { email: "not-an-email" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "password"]);
    const op = await operatorToken(fixtures().demo.tenantId);
    const weak = await api("POST", "/operator/staff", {
      token: op,
      body: { email: "x@example.org", name: "X", password: "short", role: "boss" },
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors).sort()).toEqual(["password", "role"]);
    expect((await api("POST", "/staff/sessions", { body: { email: "a@example.org", password: "x" } })).status).toBe(401);
  });

  it("keeps owners' operations from staff (403 owner_only) and lets owners use them", async () => {
    const staff = await newStaff("staff");
    const owner = await newStaff("owner");
    const ownerOnly: [string, string, unknown?][] = [
      ["GET", "/operator/staff"],
      ["POST", "/operator/staff", { email: "x@example.org", name: "X", password, role: "owner" }],
      ["GET", "/operator/audit-log"],
      ["GET", "/operator/webhooks"],
      ["GET", "/operator/settings/cors"],
      ["PATCH", "/operator/settings/cors", { origins: [] }],
      ["GET", "/operator/billing/settings"],
      ["POST", "/operator/orders/SF-1001/refunds", { amount: 1, reason: "test" }],
    ];
    for (const [method, path, body] of ownerOnly) {
      const res = await api(method, path, { token: staff.token, body });
      expect(res, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { message: "Only the store's owners may do this.", code: "owner_only" },
      });
    }
    expect((await api("GET", "/operator/staff", { token: owner.token })).status).toBe(200);
    expect((await api("GET", "/operator/audit-log", { token: owner.token })).status).toBe(200);
    // Promote, then the staff member's open session has the owner's powers.
    expect((await api("PATCH", `/operator/staff/${staff.id}`, { token: owner.token, body: { role: "owner" } })).body.data.role).toBe(
      "owner",
    );
    expect((await api("GET", "/operator/staff", { token: staff.token })).status).toBe(200);
  });

  it("records every staff write in the audit log with who, what, before and after, secrets redacted", async () => {
    const owner = await newStaff("owner");
    const other = await newStaff("staff");
    const renamed = await api("PATCH", `/operator/staff/${other.id}`, { token: owner.token, body: { name: "Renamed Staff" } });
    expect(renamed.status).toBe(200);
    const email = `audit-${randomUUID()}@example.org`;
    expect(
      (await api("POST", "/operator/staff", { token: owner.token, body: { email, name: "Audited", password, role: "staff" } })).status,
    ).toBe(201);
    // Reads and CLI-token writes are not staff writes.
    const log = await api("GET", "/operator/audit-log?perPage=100", { token: owner.token });
    const mine = log.body.data.filter((e: { actorEmail: string }) => e.actorEmail === owner.email);
    expect(mine.map((e: { operationId: string }) => e.operationId)).toEqual(["createStaff", "updateStaff"]);
    const [create, update] = mine;
    expect(create).toMatchObject({ method: "POST", path: "/api/v1/operator/staff", status: 201, before: null });
    expect(create.request).toMatchObject({ email, password: "[redacted]", role: "staff" });
    expect(create.after.data).toMatchObject({ email, role: "staff" });
    expect(update).toMatchObject({ method: "PATCH", status: 200, request: { name: "Renamed Staff" } });
    expect(update.after.data.name).toBe("Renamed Staff");
    expect(JSON.stringify(log.body)).not.toContain(password);
  });

  it("keeps a new webhook's signing secret out of the audit log: request, before and after are redacted", async () => {
    const owner = await newStaff("owner");
    const created = await api("POST", "/operator/webhooks", {
      token: owner.token,
      body: { url: "https://example.com/audited-hook", events: ["order.paid"] },
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.data as { id: string; secret: string };
    expect(typeof secret).toBe("string");
    try {
      const log = await api("GET", "/operator/audit-log?perPage=100", { token: owner.token });
      expect(log.status).toBe(200);
      const entry = log.body.data.find((e: { actorEmail: string; operationId: string }) => e.actorEmail === owner.email);
      expect(entry).toMatchObject({ method: "POST", status: 201 });
      expect(entry.after.data).toMatchObject({ id, url: "https://example.com/audited-hook", secret: "[redacted]" });
      expect(JSON.stringify(entry)).not.toContain(secret);
      expect(log.text).not.toContain(secret);
    } finally {
      await api("DELETE", `/operator/webhooks/${id}`, { token: owner.token });
    }
  });

  it("changes a staff member's password: the other sessions end, the old password stops working", async () => {
    const staff = await newStaff("staff");
    const second = (await signIn(staff.email, password)).body.token as string;
    const wrongCurrent = await api("POST", "/operator/me/password", {
      token: staff.token,
      body: { currentPassword: "nope", newPassword: "Another-Roast-77" },
    });
    expect(wrongCurrent).toMatchObject({ status: 422, body: { errors: { currentPassword: ["The current password is incorrect."] } } });
    expect(
      (
        await api("POST", "/operator/me/password", {
          token: staff.token,
          body: { currentPassword: password, newPassword: "Another-Roast-77" },
        })
      ).status,
    ).toBe(200);
    expect((await api("GET", "/operator/me", { token: staff.token })).status).toBe(200);
    expect((await api("GET", "/operator/me", { token: second })).status).toBe(401);
    expect((await signIn(staff.email, password)).status).toBe(422);
    expect((await signIn(staff.email, "Another-Roast-77")).status).toBe(201);
  });

  it("keeps stores apart: another store's staff signs in only there and reads none of this store's records", async () => {
    const theirs = await newStaff("owner", fixtures().other);
    // Their credentials with this store's API token: unknown here.
    expect((await signIn(theirs.email, password)).status).toBe(422);
    const demoOrder = (await api("GET", "/operator/orders?perPage=1", { token: await operatorToken(fixtures().demo.tenantId) })).body
      .data[0].orderId as string;
    expect((await api("GET", `/operator/orders/${demoOrder}`, { token: theirs.token })).status).toBe(404);
    const theirStaff = await api("GET", "/operator/staff", { token: theirs.token });
    expect(
      theirStaff.body.data.every((s: { email: string }) => !s.email.endsWith("@example.com") || s.email.endsWith("other.example.com")),
    ).toBe(true);
    const demoStaff = await newStaff("staff");
    expect((await api("PATCH", `/operator/staff/${demoStaff.id}`, { token: theirs.token, body: { name: "Hijack" } })).status).toBe(404);
  });

  it("creates a staff member from the CLI (staff create), who can then sign in", async () => {
    const email = `cli-${randomUUID()}@example.org`;
    const { code, stdout, stderr } = await runCli([
      "staff",
      "create",
      "--tenant",
      fixtures().demo.tenantId,
      "--email",
      email,
      "--password",
      password,
      "--role",
      "owner",
      "--json",
    ]);
    expect(code, stderr).toBe(0);
    expect(lastJson(stdout)).toMatchObject({ email, role: "owner", tenantId: fixtures().demo.tenantId });
    expect((await signIn(email, password)).body.staff).toMatchObject({ email, role: "owner", canSignIn: true });
    const bad = await runCli([
      "staff",
      "create",
      "--tenant",
      fixtures().demo.tenantId,
      "--email",
      email,
      "--password",
      password,
      "--role",
      "boss",
    ]);
    expect(bad.code).toBe(2);
  });
});
