import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before routing for /api/v1. Next.js answers a path with broken percent-encoding (e.g. `/addresses/%zz`)
 * with a plain-text 500 while decoding the route's parameters; here it gets the API's JSON 400 instead, and so
 * does a NUL character, which Postgres cannot compare with any stored text.
 */
export function proxy(req: NextRequest) {
  let path: string;
  try {
    path = decodeURIComponent(req.nextUrl.pathname);
  } catch {
    path = "\u0000";
  }
  // A NUL can never name a record (Postgres text cannot hold one).
  if (path.includes("\u0000")) {
    return NextResponse.json(
      { message: "The request path is not valid (malformed percent-encoding or a NUL character)." },
      { status: 400, headers: { "cache-control": "private, no-store", "x-content-type-options": "nosniff" } },
    );
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/v1/:path*" };
