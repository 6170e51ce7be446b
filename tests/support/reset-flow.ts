import { fixtures } from "./fixtures";
import { api } from "./http";
import { linksIn, waitForMail, type CaughtMail } from "./mail";

/** Asks for a reset link for `email` and returns the mail, the link and the token and e-mail it carries. */
export async function requestResetLink(
  email: string,
  { apiToken = fixtures().demo.apiToken, returnUrl }: { apiToken?: string; returnUrl?: string } = {},
): Promise<{ mail: CaughtMail; link: URL; token: string; email: string }> {
  const startedAt = new Date().toISOString();
  const res = await api("POST", "/account/password", { token: apiToken, body: returnUrl ? { email, returnUrl } : { email } });
  if (res.status !== 200) throw new Error(`reset request failed: ${res.status} ${res.text}`);
  const mail = await waitForMail({ to: email, subject: /^Reset your .+ password$/, where: (m) => m.at >= startedAt });
  const [href] = linksIn(mail);
  if (!href) throw new Error("no link in the reset e-mail");
  const link = new URL(href);
  return { mail, link, token: link.searchParams.get("token") ?? "", email: link.searchParams.get("email") ?? "" };
}

/** A fresh customer without a password, created the way a contact message creates one. */
export async function messageCustomer(prefix = "reset"): Promise<string> {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.net`;
  const res = await api("POST", "/messages", { token: fixtures().demo.apiToken, body: { email, name: "Fresh Visitor", subject: "hello" } });
  if (res.status !== 200) throw new Error(`message failed: ${res.status} ${res.text}`);
  return email;
}
