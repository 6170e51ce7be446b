import "server-only";
import { createHmac } from "node:crypto";
import { redirect } from "next/navigation";
import { NextRequest } from "next/server";
import type { NextAuthOptions, Session, User } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { remoteAddressHeader } from "@/lib/http/remote-address";
import { accountTokenWorks, SessionEndedError } from "./session-check";
import { getStorefrontApiToken } from "./tenant";

type RouteModule = { POST?: unknown; GET?: unknown };
type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * Calls one of the API's own route handlers in-process (no network hop, same code path as an HTTP client):
 * the storefront signs in through POST /api/v1/account/login like any headless client would.
 */
async function callApi(
  load: () => Promise<RouteModule>,
  method: "GET" | "POST",
  path: string,
  { token, body, client }: { token: string; body?: unknown; client?: ClientHeaders },
): Promise<{ status: number; body: unknown }> {
  const mod = await load();
  const handler = mod[method] as RouteHandler;
  const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  // The shopper's address travels with the call, so the API's rate limits and logs see the shopper, not the server.
  for (const [name, value] of Object.entries(client ?? {})) if (value) headers[name] = value;
  const req = new NextRequest(new URL(`/api/v1${path}`, getEnv().APP_URL), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * The headers that say where the shopper's request came from: the socket address the server stamped on it
 * (lib/http/remote-address.ts, which overwrites any client-sent value) and, honoured only with TRUST_PROXY,
 * the proxy's forwarding headers.
 */
const clientHeaderNames = [remoteAddressHeader, "x-forwarded-for", "x-real-ip"] as const;
type ClientHeaders = Partial<Record<(typeof clientHeaderNames)[number], string>>;

function clientHeaders(incoming: Record<string, unknown> | undefined): ClientHeaders {
  const out: ClientHeaders = {};
  for (const name of clientHeaderNames) {
    const value = incoming?.[name];
    if (typeof value === "string" && value.length <= 1000) out[name] = value;
  }
  return out;
}

type Profile = { id: string; email: string; firstName: string | null; lastName: string | null };
type LoginBody = { token: string; expiresAt: string; customer: Profile };

function errorMessage(body: unknown, fallback: string): string {
  const b = body as { message?: unknown } | undefined;
  return typeof b?.message === "string" ? b.message : fallback;
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
  } catch {}
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
        async authorize(credentials, req) {
          const client = clientHeaders(req.headers);
          const apiToken = await getStorefrontApiToken();
          // After registration the browser already holds a fresh account token: check it and keep it.
          if (credentials?.accountToken) {
            const res = await callApi(() => import("@/app/api/v1/account/route"), "GET", "/account", { token: credentials.accountToken, client });
            if (res.status !== 200) throw new Error("Your session could not be started. Please sign in.");
            const profile = (res.body as { data: Profile }).data;
            return toUser(credentials.accountToken, tokenExpiry(credentials.accountToken), profile);
          }
          if (!credentials?.email || !credentials.password) throw new Error("Enter your e-mail address and password.");
          const res = await callApi(() => import("@/app/api/v1/account/login/route"), "POST", "/account/login", {
            token: apiToken,
            body: { email: credentials.email, password: credentials.password },
            client,
          });
          if (res.status === 200) {
            const body = res.body as LoginBody;
            return toUser(body.token, body.expiresAt, body.customer);
          }
          if (res.status === 422) throw new Error(errorMessage(res.body, "These credentials do not match our records."));
          if (res.status === 429) throw new Error("Too many sign-in attempts. Please wait a minute and try again.");
          throw new Error("We could not sign you in just now. Please try again.");
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.accountToken = user.accountToken;
          token.accountTokenExpiresAt = user.accountTokenExpiresAt;
          token.customer = { id: user.id, email: user.email ?? "", firstName: user.firstName, lastName: user.lastName };
          return token;
        }
        // Every later use of the session checks its account token (remembered 30 s): signed out elsewhere or
        // revoked by a password reset ends the session (next-auth clears the cookie; getSession gets null).
        if (typeof token.accountToken === "string" && token.accountToken && !(await accountTokenWorks(token.accountToken)))
          throw new SessionEndedError();
        return token;
      },
      async session({ session, token }) {
        const s = session as Session;
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
        try {
          await callApi(() => import("@/app/api/v1/account/logout/route"), "POST", "/account/logout", { token: token.accountToken });
        } catch {}
      },
    },
  };
  return cachedOptions;
}

/** The signed-in customer's session in a server component, or null when signed out or the token has expired. */
export async function getSession(): Promise<Session | null> {
  const session = (await getServerSession(getAuthOptions())) as Session | null;
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
