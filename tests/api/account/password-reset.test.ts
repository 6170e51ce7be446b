import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { hasDirectDb, query } from "../../support/db";
import { messageCustomer, requestResetLink } from "../../support/reset-flow";

const demo = () => fixtures().demo;
const reset = (body: unknown, token: string | null = demo().apiToken) => api("POST", "/account/password/reset", { token, body });
const login = (email: string, password: string) => api("POST", "/account/login", { token: demo().apiToken, body: { email, password } });
const invalid = "This password reset link is invalid or has expired. Please ask for a new one.";
const invalidBody = { message: invalid, errors: { token: [invalid] }, code: "validation_failed" };

describe("POST /account/password/reset", () => {
  it("sets the new password with the e-mailed token once, and revokes every older account token", async () => {
    const customer = customerFor("password-reset");
    const oldLogin = await login(customer.email, customer.password);
    expect(oldLogin.status).toBe(200);
    const oldToken: string = oldLogin.body.token;
    expect((await api("GET", "/account", { token: oldToken })).status).toBe(200);

    const { token, email } = await requestResetLink(customer.email);
    const newPassword = "Brand-new-password-2";

    // Refused: a wrong token, the right token with another customer's e-mail, a too-short password.
    expect(await reset({ email, token: token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA"), password: newPassword })).toMatchObject({
      status: 422,
      body: invalidBody,
    });
    expect(await reset({ email: customerFor("password").email, token, password: newPassword })).toMatchObject({
      status: 422,
      body: invalidBody,
    });
    const short = await reset({ email, token, password: "short" });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({
      message: "The password field must be at least 8 characters.",
      errors: { password: ["The password field must be at least 8 characters."] },
      code: "validation_failed",
    });
    // None of those used the token up; the old password and token still work.
    expect((await api("GET", "/account", { token: oldToken })).status).toBe(200);

    // Two resets racing with the same token: exactly one wins.
    const [a, b] = await Promise.all([
      reset({ email: email.toUpperCase(), token, password: newPassword }),
      reset({ email, token, password: newPassword }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body).toEqual({ message: "Your password has been reset. You can now sign in with your new password." });
    expect((a.status === 200 ? b : a).body).toEqual(invalidBody);

    // The account token from before the reset is dead; the old password too; the new one signs in.
    const stale = await api("GET", "/account", { token: oldToken });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    expect((await login(customer.email, customer.password)).status).toBe(422);
    const fresh = await login(customer.email, newPassword);
    expect(fresh.status).toBe(200);
    expect((await api("GET", "/account", { token: fresh.body.token })).status).toBe(200);

    // A used token stays used.
    expect(await reset({ email, token, password: "Yet-another-password-3" })).toMatchObject({ status: 422, body: invalidBody });
    expect((await login(customer.email, newPassword)).status).toBe(200);
  });

  it("lets a customer created by a contact message (no password yet) choose one", async () => {
    const email = await messageCustomer("claim");
    expect((await login(email, "Chosen-password-1")).status).toBe(422);
    const { token } = await requestResetLink(email);
    expect((await reset({ email, token, password: "Chosen-password-1" })).status).toBe(200);
    const signedIn = await login(email, "Chosen-password-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customer).toMatchObject({ email, firstName: "Fresh", lastName: "Visitor" });
  });

  it("refuses an unknown e-mail or a made-up token with the same 422", async () => {
    expect(await reset({ email: "nobody-here@example.net", token: "x".repeat(43), password: "Whatever-pass-1" })).toMatchObject({
      status: 422,
      body: invalidBody,
    });
    expect(await reset({ email: customerFor("password-reset").email, token: "made-up", password: "Whatever-pass-1" })).toMatchObject({
      status: 422,
      body: invalidBody,
    });
  });

  it("only accepts a token in the store that issued it", async () => {
    const email = await messageCustomer("store-bound");
    const { token } = await requestResetLink(email);
    const elsewhere = await reset({ email, token, password: "Other-store-pass-1" }, fixtures().other.apiToken);
    expect(elsewhere).toMatchObject({ status: 422, body: invalidBody });
    expect((await reset({ email, token, password: "Own-store-pass-1" })).status).toBe(200);
  });

  it("validates the body (422, first failing field named)", async () => {
    const none = await reset({});
    expect(none.status).toBe(422);
    expect(none.body.message).toBe("The email field is required. (and 2 more errors)");
    expect(none.body.errors).toEqual({
      email: ["The email field is required."],
      token: ["The token field is required."],
      password: ["The password field is required."],
    });
    const noToken = await reset({ email: "a@example.net", password: "Long-enough-1" });
    expect(noToken.body).toEqual({
      message: "The token field is required.",
      errors: { token: ["The token field is required."] },
      code: "validation_failed",
    });
    const long = await reset({ email: "a@example.net", token: "t", password: "x".repeat(201) });
    expect(long.body.errors).toEqual({ password: ["The password field must not be greater than 200 characters."] });
    expect((await api("POST", "/account/password/reset", { token: demo().apiToken, rawBody: "nope" })).status).toBe(400);
  });

  it("needs the store's API token", async () => {
    const body = { email: "a@example.net", token: "t", password: "Long-enough-1" };
    const none = await reset(body, null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    const customer = customerFor("payments");
    const account = await login(customer.email, customer.password);
    expect((await reset(body, account.body.token)).status).toBe(401);
  });

  it.runIf(hasDirectDb())("refuses an expired token", async () => {
    const email = await messageCustomer("expired");
    const { token } = await requestResetLink(email);
    await query(
      `update password_reset_tokens set expires_at = now() - interval '1 second'
        where customer_id = (select id from customers where tenant_id = $1 and lower(email) = lower($2))`,
      [demo().tenantId, email],
    );
    expect(await reset({ email, token, password: "Too-late-pass-1" })).toMatchObject({ status: 422, body: invalidBody });
  });

  it.runIf(hasDirectDb())("retires an older link when a newer one is sent", async () => {
    const email = await messageCustomer("older-link");
    const first = await requestResetLink(email);
    // Step past the one-mail-a-minute throttle.
    await query(
      `update password_reset_tokens set created_at = created_at - interval '2 minutes'
        where customer_id = (select id from customers where tenant_id = $1 and lower(email) = lower($2))`,
      [demo().tenantId, email],
    );
    const second = await requestResetLink(email);
    expect(second.token).not.toBe(first.token);
    expect(await reset({ email, token: first.token, password: "Older-link-pass-1" })).toMatchObject({ status: 422, body: invalidBody });
    expect((await reset({ email, token: second.token, password: "Newer-link-pass-1" })).status).toBe(200);
    const [row] = await query<{ password_hash: string }>(
      "select password_hash from customers where tenant_id = $1 and lower(email) = lower($2)",
      [demo().tenantId, email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });
});
