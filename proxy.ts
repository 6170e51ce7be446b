import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before routing for /api/v1. Next.js answers a path with broken percent-encoding (e.g. `/addresses/%zz`)
 * with a plain-text 500 while decoding the route's parameters; here it gets the API's JSON 400 instead.
 * (A NUL in a path reaches the handler; text Postgres refuses gets 400 from lib/http/route.ts if it gets that far.)
 */
export function proxy(req: NextRequest) {
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

/**
 * Not for bodies that may be over the API's 64 KiB limit (chunked, or a declared length over 65536): before a proxy
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
  ],
};
