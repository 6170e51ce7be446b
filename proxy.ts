import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before routing for every page (CSP nonce; account and back-office pages' sign-in redirects), and not for the API: a proxy
 * costs a Next.js server about half its throughput on a small answer (docs/PERFORMANCE.md, the "behind proxy.ts"
 * diagnostic row), and the API needs nothing from it. A path with broken percent-encoding (which Next.js would
 * answer with a plain-text 500 while decoding the route's parameters) gets the API's JSON 400 at the server, before
 * Next.js sees it (lib/http/node-server.mjs); a NUL in a path reaches the handler, and text Postgres refuses gets
 * 400 from lib/http/route.ts if it gets that far. The one API path here is the benchmark's diagnostic route
 * (/api/bench/proxied, 404 unless BENCH_ROUTES=true), which measures that cost: it passes through.
 */
export function proxy(req: NextRequest) {
  if (req.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  return pageResponse(req);
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

/**
 * The back office: a visitor without its session cookie gets a 307 to /admin/login before anything renders (an
 * ended session is still caught by requireStaff). Its pages are marked for the root layout, which then leaves out
 * the storefront's header, footer and shopper data.
 */
function adminGate(req: NextRequest): NextResponse | null {
  const path = req.nextUrl.pathname;
  if (!isAdminPath(path) || path === "/admin/login") return null;
  if (req.cookies.get("sf_admin_session")?.value) return null;
  return NextResponse.redirect(new URL("/admin/login", req.url), 307);
}

/**
 * A preview link's token (`?preview=` on a CMS page or a post), handed to the page in a request header since layouts
 * cannot read the query; a client's own header of that name never gets through.
 */
function previewTokenOf(req: NextRequest): string | null {
  const path = req.nextUrl.pathname;
  if (!/^\/(pages|blog)\/[^/]+$/.test(path)) return null;
  const token = req.nextUrl.searchParams.get("preview");
  return token && token.length <= 2000 ? token : null;
}

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

const isDev = process.env.NODE_ENV === "development";

/**
 * The app's own origin (APP_URL), where uploaded images are served from for every store: a store on a host name of
 * its own shows them too when that origin is plain http (a local or test deployment; https: is allowed anyway).
 */
const mediaOrigin = (() => {
  try {
    return process.env.APP_URL ? ` ${new URL(process.env.APP_URL).origin}` : "";
  } catch {
    return "";
  }
})();

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
    `img-src 'self' data: blob: https:${mediaOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function pageResponse(req: NextRequest): NextResponse {
  const redirect = accountGate(req) ?? adminGate(req);
  const nonce = btoa(crypto.randomUUID());
  const policy = pagePolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  if (isAdminPath(req.nextUrl.pathname)) headers.set("x-storefront-area", "admin");
  else headers.delete("x-storefront-area");
  headers.set("content-security-policy", policy);
  const preview = previewTokenOf(req);
  if (preview) headers.set("x-storefront-preview", preview);
  else headers.delete("x-storefront-preview");
  const res = redirect ?? NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", policy);
  if (preview) res.headers.set("cache-control", "private, no-store");
  return res;
}

export const config = {
  matcher: [
    // Diagnostics for `npm run bench` (app/api/bench/proxied): the API wrapper's fixed JSON behind this proxy.
    "/api/bench/proxied",
    // Every page (not the API, static files, images, uploaded media or the icon), including prefetches: they carry the
    // same nonce rules.
    "/((?!api/|_next/static|_next/image|images/|media/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)",
  ],
};
