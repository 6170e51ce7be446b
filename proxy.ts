import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before routing for /api/v1 and the account pages.
 * /api/v1: Next.js answers a path with broken percent-encoding (e.g. `/addresses/%zz`)
 * with a plain-text 500 while decoding the route's parameters; here it gets the API's JSON 400 instead.
 * (A NUL in a path reaches the handler; text Postgres refuses gets 400 from lib/http/route.ts if it gets that far.)
 */
export function proxy(req: NextRequest) {
  if (!req.nextUrl.pathname.startsWith("/api/")) return accountGate(req);
  try {
    decodeURIComponent(req.nextUrl.pathname);
  } catch {
    return NextResponse.json(
      { message: "The request path is not valid (malformed percent-encoding)." },
      { status: 400, headers: { "cache-control": "private, no-store", "x-content-type-options": "nosniff" } },
    );
  }
  return NextResponse.next();
}

/** next-auth's session cookie (its default names; large sessions are split into .0, .1, …). */
function hasSessionCookie(req: NextRequest): boolean {
  return req.cookies.getAll().some((c) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(c.name) && c.value !== "");
}

/**
 * Account pages: a visitor without a session gets an HTTP 307 to sign-in (returning to the page afterwards)
 * before anything renders. A cookie that turns out expired or revoked is still handled by requireSession.
 */
function accountGate(req: NextRequest) {
  if (hasSessionCookie(req)) return NextResponse.next();
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", req.nextUrl.pathname + req.nextUrl.search);
  return NextResponse.redirect(login, 307);
}

export const config = { matcher: ["/api/v1/:path*", "/account", "/account/:path*"] };
