import "server-only";
import { refresh } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { withDone, type DoneKey } from "./done";
import { OperationError, type OperationCaller } from "@/lib/api/caller";
import { typedValues, type FormState } from "./form-state";
import { csrfValid, currentStaff, type StaffIdentity } from "./session";

/**
 * Runs one back-office form's write: the CSRF token checked, the staff member's caller, the API's refusal turned
 * into the form's message and field errors (the API stays the authority), the page refreshed on success.
 */
export async function staffAction(
  formData: FormData,
  write: (caller: OperationCaller, staff: StaffIdentity) => Promise<string>,
): Promise<FormState> {
  if (!(await csrfValid(formData))) return { message: "This form expired. Reload the page and try again.", values: typedValues(formData) };
  const signedIn = await currentStaff();
  if (!signedIn) redirect("/admin/login");
  try {
    const ok = await write(signedIn.caller, signedIn.staff);
    refresh();
    return { ok };
  } catch (error) {
    if (error instanceof OperationError) {
      if (error.status === 401) redirect("/admin/login");
      const body = error.body as { message?: string; error?: string; errors?: Record<string, string[]> };
      return {
        message: body.message ?? body.error ?? `The change was refused (${error.status}).`,
        errors: body.errors,
        values: typedValues(formData),
      };
    }
    throw error;
  }
}

/** A form field as a string (empty when missing). */
export function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** An optional form field: undefined when empty. */
export function optionalText(formData: FormData, name: string): string | undefined {
  const value = text(formData, name).trim();
  return value === "" ? undefined : value;
}

/** Back to the page the form was on (its Referer, when it is a back-office page), saying `done`. */
export async function redirectBack(done: DoneKey, fallback: string): Promise<never> {
  const referer = (await headers()).get("referer");
  let path: string | undefined;
  if (referer) {
    try {
      const url = new URL(referer);
      path = `${url.pathname}${url.search}`;
    } catch {
      path = undefined;
    }
  }
  redirect(withDone(path, done, fallback));
}
