import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { operationResponse } from "@/lib/api/caller";
import { adminSessionCookie } from "@/lib/admin/session";

/** The submissions page's "Export CSV" link: GET /operator/forms/{slug}/submissions.csv with the staff member's session. */
export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const token = (await cookies()).get(adminSessionCookie)?.value;
  const toLogin = () => NextResponse.redirect(new URL("/admin/login", req.url), 303);
  if (!token) return toLogin();
  const response = await operationResponse("exportFormSubmissionsCsv", { params: await params }, { as: { operatorToken: token } });
  if (response.status === 401) return toLogin();
  return response;
}
