import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before routing for /api/v1 and for every page (CSP nonce; account pages' sign-in redirect).
 * /api/v1: Next.js answers a path with broken percent-encoding (e.g. `/addresses/%zz`)
 * with a plain-text 500 while decoding the route's parameters; here it gets the API's JSON 400 instead.
 * (A NUL in a path reaches the handler; text Postgres refuses gets 400 from lib/http/route.ts if it gets that far.)
 */
export function proxy(req: NextRequest) {
  if (!req.nextUrl.pathname.startsWith("/api/")) return pageResponse(req);
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
function accountGate(req: NextRequest): NextResponse | null {
  const path = req.nextUrl.pathname;
  if (path !== "/account" && !path.startsWith("/account/")) return null;
  if (hasSessionCookie(req)) return null;
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", path + req.nextUrl.search);
  return NextResponse.redirect(login, 307);
}

const isDev = process.env.NODE_ENV === "development";

/**
 * The pages' Content-Security-Policy, with a fresh nonce per request: Next.js reads it from the request's
 * CSP header and puts it on its own scripts; 'strict-dynamic' lets those load the chunks and the sandbox
 * payment engine they add. No 'unsafe-inline' for scripts. (Styles keep it: React style attributes.)
 */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function pageResponse(req: NextRequest): NextResponse {
  const redirect = accountGate(req);
  const nonce = btoa(crypto.randomUUID());
  const policy = pagePolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const res = redirect ?? NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", policy);
  return res;
}

/**
 * /api/v1: not for bodies that may be over the API's 64 KiB limit (chunked, or a declared length over 65536): before a proxy
 * runs, Next.js buffers a request's body (up to 10 MB) and waits for the whole upload, so a large body would be read
 * in full before lib/http/body.ts could refuse it. Those requests go straight to the route, which counts the body
 * as it streams and answers 413 at the limit, at once.
 */
export const config = {
  matcher: [
    {
      source: "/api/v1/:path*",
      missing: [
        { type: "header", key: "transfer-encoding" },
        { type: "header", key: "content-length", value: "0*([1-9]\\d{5,}|[7-9]\\d{4}|6[6-9]\\d{3}|65[6-9]\\d{2}|655[4-9]\\d|6553[7-9])" },
      ],
    },
    // Every page (not static files, images or the icon), including prefetches: they carry the same nonce rules.
    "/((?!api/|_next/static|_next/image|images/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)",
  ],
};
