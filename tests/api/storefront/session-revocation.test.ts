import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { requestResetLink } from "../../support/reset-flow";
import { redirectTarget, signInStorefront, type Browser } from "../../support/storefront-session";

// After sign-out elsewhere or a password reset, /account must not keep rendering the customer from the cookie: the
// storefront session checks its account token and ends when the token no longer works. The storefront at the test
// server's address is the seeded demo store's, so these customers are that store's.
async function accountPage(b: Browser) {
  const res = await b.get("/account");
  return { res, target: redirectTarget(res) };
}

function expectSignInRedirect(target: string | undefined) {
  expect(target).toBeDefined();
  const url = new URL(target!, fixtures().baseUrl);
  expect(url.pathname).toBe("/login");
  expect(url.searchParams.get("callbackUrl")).toBe("/account");
}

async function sessionToken(b: Browser): Promise<string> {
  const res = await fetch(`${fixtures().baseUrl}/api/auth/session`, { headers: { cookie: b.cookie() } });
  const session = (await res.json()) as { accountToken?: string };
  if (!session.accountToken) throw new Error("no account token in the session");
  return session.accountToken;
}

describe("the storefront session follows its account token", () => {
  it("signed out elsewhere (the token revoked through the API): /account redirects to sign-in", async () => {
    const customer = customerFor("storefront-session", "seededDemo");
    const b = await signInStorefront(customer);
    const before = await accountPage(b);
    expect(before.res.status).toBe(200);
    expect(before.target).toBeUndefined();

    const token = await sessionToken(b);
    expect((await api("POST", "/account/logout", { token })).status).toBe(200);
    expectSignInRedirect((await accountPage(b)).target);
    // The session endpoint no longer hands out the dead token.
    const session = await fetch(`${fixtures().baseUrl}/api/auth/session`, { headers: { cookie: b.cookie() } });
    expect(((await session.json()) as { accountToken?: string }).accountToken).toBeUndefined();
  });

  it("a password reset ends every storefront session of the customer", async () => {
    const customer = customerFor("storefront-session", "seededDemo");
    const a = await signInStorefront(customer);
    const b = await signInStorefront(customer);
    expect((await accountPage(a)).target).toBeUndefined();
    expect((await accountPage(b)).target).toBeUndefined();

    const { token } = await requestResetLink(customer.email, { apiToken: fixtures().seededDemo.apiToken });
    const reset = await api("POST", "/account/password/reset", {
      token: fixtures().seededDemo.apiToken,
      body: { email: customer.email, token, password: `a-new-password-${Date.now()}` },
    });
    expect(reset.status).toBe(200);
    expectSignInRedirect((await accountPage(a)).target);
    expectSignInRedirect((await accountPage(b)).target);
  });
});
