"use server";

import { redirect } from "next/navigation";
import { callOperation, OperationError } from "@/lib/api/caller";
import { typedValues, type FormState } from "@/lib/admin/form-state";
import { loginCsrfValid, setStaffSession } from "@/lib/admin/session";
import { text } from "@/lib/admin/staff-action";

/** Signs a staff member in through POST /staff/sessions and keeps the session token in the back office's cookie. */
export async function signIn(_state: FormState, formData: FormData): Promise<FormState> {
  if (!loginCsrfValid(formData.get("csrf"))) return { message: "This form expired. Reload the page and try again." };
  let session;
  try {
    session = await callOperation(
      "createStaffSession",
      { body: { email: text(formData, "email"), password: text(formData, "password") } },
      { as: "storefront" },
    );
  } catch (error) {
    if (error instanceof OperationError) {
      const body = error.body as { message?: string; errors?: Record<string, string[]> };
      return { message: body.message ?? "Sign-in failed.", errors: body.errors, values: typedValues(formData) };
    }
    throw error;
  }
  await setStaffSession(session.token, session.expiresAt);
  redirect("/admin");
}
