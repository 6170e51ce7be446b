import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectAccountAuth } from "../../support/account";
import { waitForMail } from "../../support/mail";

const demo = () => fixtures().demo;
const login = (email: string, password: string, store = demo()) =>
  api("POST", "/account/login", { token: store.apiToken, body: { email, password } });
const change = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api("POST", "/account/password/change", { token, body, headers });
const signIn = async (customer: { email: string; password: string }, store = demo()) => {
  const res = await login(customer.email, customer.password, store);
  expect(res.status).toBe(200);
  return res.body.token as string;
};
const wrongCurrent = "The current password is incorrect.";

describe("POST /account/password/change (extension)", () => {
  it("changes the password: this session goes on, every other one is revoked, and a notice is e-mailed", async () => {
    const customer = customerFor("account-1");
    const started = new Date().toISOString();
    const current = await signIn(customer);
    const elsewhere = await signIn(customer);
    const newPassword = "Harbour-lantern-58";

    const res = await change(current, { currentPassword: customer.password, newPassword });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({
      message: "Your password has been changed. Other devices signed in to your account have been signed out.",
    });

    expect((await api("GET", "/account", { token: current })).status).toBe(200);
    expect(await api("GET", "/account", { token: elsewhere })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated.", code: "unauthenticated" },
    });
    expect(await login(customer.email, customer.password)).toMatchObject({
      status: 422,
      body: { errors: { email: ["These credentials do not match our records."] } },
    });
    const again = await login(customer.email, newPassword);
    expect(again.status).toBe(200);
    expect((await api("GET", "/account", { token: again.body.token })).status).toBe(200);

    const mail = await waitForMail({ to: customer.email, subject: "password was changed", where: (m) => m.at >= started });
    expect(mail.subject).toBe("Your Northwind Roasters password was changed");
    expect(mail.text).toContain("every other device signed in to it was signed out");
    expect(mail.text).toContain("/forgot-password");
    expect(mail.text).not.toContain(newPassword);

    // The old password is now the wrong current password; put it back for nothing else to notice.
    expect(await change(current, { currentPassword: customer.password, newPassword: "Another-lantern-61" })).toMatchObject({
      status: 422,
      body: { message: wrongCurrent, errors: { currentPassword: [wrongCurrent] }, code: "validation_failed" },
    });
  });

  it("refuses a wrong current password with 422 on currentPassword, changing nothing", async () => {
    const customer = customerFor("account-2");
    const token = await signIn(customer);
    const other = await signIn(customer);
    const res = await change(token, { currentPassword: "not-my-password", newPassword: "Harbour-lantern-58" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: wrongCurrent, errors: { currentPassword: [wrongCurrent] }, code: "validation_failed" });
    expect((await api("GET", "/account", { token: other })).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it("refuses guessable new passwords, saying why and what would do", async () => {
    const customer = customerFor("account-2");
    const token = await signIn(customer);
    const common = await change(token, { currentPassword: customer.password, newPassword: "password" });
    expect(common.status).toBe(422);
    const commonText =
      "This password is one of the most common passwords, so it is among the first anyone would try. Try a longer password of three or four unrelated words, e.g. with a number or symbol between them.";
    expect(common.body).toEqual({ message: commonText, errors: { newPassword: [commonText] }, code: "validation_failed" });

    const weak = await change(token, { currentPassword: customer.password, newPassword: "Summer2024" });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(["newPassword"]);
    expect(weak.body.errors.newPassword[0]).toMatch(/^This password is too easy to guess\. .+ Try a longer password/);

    // The customer's own details count as known words: Test Customer N's e-mail is customerN@example.com
    // ("testcustomerN" passes the rule for anyone else).
    const key = customer.email.split("@")[0]!;
    const personal = await change(token, { currentPassword: customer.password, newPassword: `test${key}` });
    expect(personal.status).toBe(422);
    expect(personal.body.errors.newPassword[0]).toMatch(/^This password is too easy to guess/);

    const short = await change(token, { currentPassword: customer.password, newPassword: "Ab3$x9!" });
    expect(short.body).toEqual({
      message: "The new password field must be at least 8 characters.",
      errors: { newPassword: ["The new password field must be at least 8 characters."] },
      code: "validation_failed",
    });

    const same = await change(token, { currentPassword: customer.password, newPassword: customer.password });
    expect(same.body).toEqual({
      message: "The new password must be different from the current one.",
      errors: { newPassword: ["The new password must be different from the current one."] },
      code: "validation_failed",
    });

    const missing = await change(token, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["currentPassword", "newPassword"]);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("POST", "/account/password/change", { currentPassword: "x", newPassword: "Harbour-lantern-58" });
  });

  it("is rate limited like sign-in: 5 tries a minute from one address, then 429 with Retry-After", async () => {
    const customer = customerFor("account-2");
    const token = await signIn(customer);
    const address = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
    const body = { currentPassword: "guess-guess-guess", newPassword: "Harbour-lantern-58" };
    for (let i = 0; i < 5; i++) expect((await change(token, body, { "x-forwarded-for": address })).status).toBe(422);
    const limited = await change(token, body, { "x-forwarded-for": address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
  });

  it("revokes only the caller's own sessions: other customers and other stores keep theirs", async () => {
    const customer = customerFor("account-2");
    const token = await signIn(customer);
    const alice = await signIn(demo().customers[0]!);
    const other = fixtures().other;
    const otherCustomer = await signIn(other.customers[0]!, other);
    expect((await change(token, { currentPassword: customer.password, newPassword: "Harbour-lantern-58" })).status).toBe(200);
    expect((await api("GET", "/account", { token: alice })).status).toBe(200);
    expect((await api("GET", "/account", { token: otherCustomer })).status).toBe(200);
    expect((await login(demo().customers[0]!.email, demo().customers[0]!.password)).status).toBe(200);
    expect((await login(customer.email, "Harbour-lantern-58")).status).toBe(200);
  });
});
