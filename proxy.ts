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

export const config = { matcher: "/api/v1/:path*" };
