import { cookies } from "next/headers";
import { adminSessionCookie, csrfValid } from "@/lib/admin/session";

const refused = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

/**
 * A media request from a back-office page's script: a form (multipart) with the page's CSRF token, sent with the
 * staff session's cookie; the write is the API's operation, run in process with the session's token.
 */
export async function mediaRequest(req: Request, write: (form: FormData, operatorToken: string) => Promise<Response>): Promise<Response> {
  const token = (await cookies()).get(adminSessionCookie)?.value;
  if (!token) return refused(401, "unauthenticated", "Sign in again: the back-office session has ended.");
  const form = await req.formData().catch(() => null);
  if (!form || !(await csrfValid(form))) return refused(403, "csrf_failed", "This page expired. Reload it and try again.");
  return write(form, token);
}
