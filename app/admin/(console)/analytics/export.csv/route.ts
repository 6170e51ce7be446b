import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { operationResponse } from "@/lib/api/caller";
import { adminSessionCookie } from "@/lib/admin/session";

/**
 * The Analytics page's "Export CSV" link: GET /operator/analytics/export.csv for the range shown, with the signed-in
 * staff member's session. Signed out (or a session that ended): to the sign-in page.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const token = (await cookies()).get(adminSessionCookie)?.value;
  const toLogin = () => NextResponse.redirect(new URL("/admin/login", req.url), 303);
  if (!token) return toLogin();
  const p = req.nextUrl.searchParams;
  const query = { from: p.get("from") ?? undefined, to: p.get("to") ?? undefined, market: p.get("market") ?? undefined };
  const response = await operationResponse("exportAnalyticsCsv", { query }, { as: { operatorToken: token } });
  if (response.status === 401) return toLogin();
  return response;
}
