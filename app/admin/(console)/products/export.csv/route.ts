import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { operationResponse } from "@/lib/api/caller";
import { adminSessionCookie } from "@/lib/admin/session";

/**
 * The Products page's "Export CSV" link: GET /operator/products/export.csv with the signed-in staff member's session,
 * its file handed on as it streams. Signed out (or a session that ended): to the sign-in page.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const token = (await cookies()).get(adminSessionCookie)?.value;
  const toLogin = () => NextResponse.redirect(new URL("/admin/login", req.url), 303);
  if (!token) return toLogin();
  const response = await operationResponse("exportProductsCsv", {}, { as: { operatorToken: token } });
  if (response.status === 401) return toLogin();
  return response;
}
