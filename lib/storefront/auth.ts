import "server-only";
import { createHmac } from "node:crypto";
import { redirect } from "next/navigation";
import type { NextAuthOptions, Session, User } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { callOperation, OperationError } from "@/lib/api/caller";
import { accountTokenWorks, SessionEndedError } from "./session-check";

type Profile = { id: string; email: string; firstName: string | null; lastName: string | null };

function errorMessage(error: OperationError, fallback: string): string {
  return "message" in error.body ? error.body.message : fallback;
}

function toUser(token: string, expiresAt: string, customer: Profile): User {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email;
  return {
    id: customer.id,
    email: customer.email,
    name,
    firstName: customer.firstName,
    lastName: customer.lastName,
    accountToken: token,
    accountTokenExpiresAt: expiresAt,
  };
}

function tokenExpiry(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: number };
    if (typeof payload.exp === "number") return new Date(payload.exp * 1000).toISOString();
  } catch {
    // Not a token we can read: it lives as long as the API's configured lifetime.
  }
  return new Date(Date.now() + getEnv().ACCOUNT_TOKEN_TTL_SECONDS * 1000).toISOString();
}

let cachedOptions: NextAuthOptions | undefined;

/** next-auth with a credentials provider over the API; the session (an encrypted cookie) carries the account token. */
export function getAuthOptions(): NextAuthOptions {
  if (cachedOptions) return cachedOptions;
  const env = getEnv();
  process.env.NEXTAUTH_URL ??= env.APP_URL;
  const secret = createHmac("sha256", env.authSecret).update("storefront:nextauth:v1").digest("base64url");
  cachedOptions = {
    secret,
    session: { strategy: "jwt", maxAge: env.ACCOUNT_TOKEN_TTL_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    logger: {
      error(code, metadata) {
        // An ended session (its token revoked) is expected, not an error worth a stack trace.
        const cause = (metadata as { error?: unknown } | undefined)?.error ?? metadata;
        if (code === "JWT_SESSION_ERROR" && (cause as { name?: unknown } | undefined)?.name === "SessionEndedError") return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth][warn][${code}]`);
      },
      debug() {},
    },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          accountToken: { label: "Account token", type: "text" },
        },
        // Sign-in goes through the API's own operations with the in-process caller (lib/api/caller.ts): the
        // shopper's address headers travel with the call, so the login rate limits count the shopper.
        async authorize(credentials) {
          // After registration the browser already holds a fresh account token: check it and keep it.
          if (credentials?.accountToken) {
            const accountToken = credentials.accountToken;
            const profile = await callOperation("getAccount", {}, { as: { accountToken } }).catch(() => {
              throw new Error("Your session could not be started. Please sign in.");
            });
            return toUser(accountToken, tokenExpiry(accountToken), profile.data);
          }
          if (!credentials?.email || !credentials.password) throw new Error("Enter your e-mail address and password.");
          try {
            const body = await callOperation(
              "login",
              { body: { email: credentials.email, password: credentials.password } },
              { as: "storefront" },
            );
            return toUser(body.token, body.expiresAt, body.customer);
          } catch (error) {
            if (error instanceof OperationError && error.status === 422)
              throw new Error(errorMessage(error, "These credentials do not match our records."));
            if (error instanceof OperationError && error.status === 429)
              throw new Error("Too many sign-in attempts. Please wait a minute and try again.");
            throw new Error("We could not sign you in just now. Please try again.");
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (user) {
          token.accountToken = user.accountToken;
          token.accountTokenExpiresAt = user.accountTokenExpiresAt;
          token.customer = { id: user.id, email: user.email ?? "", firstName: user.firstName, lastName: user.lastName };
          return token;
        }
        // The shopper edited their profile (useSession().update()): the names shown come from the API again.
        if (trigger === "update" && typeof token.accountToken === "string" && token.accountToken) {
          const profile = await callOperation("getAccount", {}, { as: { accountToken: token.accountToken } }).catch(() => undefined);
          if (profile) {
            const c = profile.data;
            token.customer = { id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName };
            return token;
          }
        }
        // Every later use of the session checks its account token (remembered 30 s): signed out elsewhere or
        // revoked by a password reset ends the session (next-auth clears the cookie; getSession gets null).
        if (typeof token.accountToken === "string" && token.accountToken && !(await accountTokenWorks(token.accountToken)))
          throw new SessionEndedError();
        return token;
      },
      session({ session, token }) {
        const s = session;
        s.accountToken = token.accountToken ?? "";
        s.accountTokenExpiresAt = token.accountTokenExpiresAt ?? "";
        if (token.customer) s.customer = token.customer;
        return s;
      },
    },
    events: {
      // Signing out revokes the account token too (the browser also calls POST /account/logout first).
      async signOut({ token }) {
        if (!token?.accountToken) return;
        await callOperation("logout", {}, { as: { accountToken: token.accountToken } }).catch(() => undefined);
      },
    },
  };
  return cachedOptions;
}

/** The signed-in customer's session in a server component, or null when signed out or the token has expired. */
export async function getSession(): Promise<Session | null> {
  const session = await getServerSession<NextAuthOptions, Session>(getAuthOptions());
  if (!session?.accountToken) return null;
  if (session.accountTokenExpiresAt && Date.parse(session.accountTokenExpiresAt) <= Date.now()) return null;
  return session;
}

/** Account pages: the session, or a redirect to sign in that comes back to `path`. */
export async function requireSession(path: string): Promise<Session> {
  const session = await getSession();
  if (!session) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  return session;
}
