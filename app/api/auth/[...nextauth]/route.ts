import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/storefront/auth";

// next-auth's own endpoints for the storefront's session (sign in, sign out, session, CSRF); not part of /api/v1.
type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  return NextAuth(req as never, ctx as never, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
