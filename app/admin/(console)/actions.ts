"use server";

import { redirect } from "next/navigation";
import { OperationError } from "@/lib/api/caller";
import type { FormState } from "@/lib/admin/form-state";
import { clearStaffSession, csrfValid, currentStaff } from "@/lib/admin/session";
import { staffAction, text } from "@/lib/admin/staff-action";

/** Ends the staff session (DELETE /operator/me/session) and clears the cookie. */
export async function signOut(formData: FormData): Promise<void> {
  const signedIn = await currentStaff();
  if (signedIn && (await csrfValid(formData))) {
    await signedIn.caller.endStaffSession().catch((error: unknown) => {
      if (!(error instanceof OperationError)) throw error;
    });
  }
  await clearStaffSession();
  redirect("/admin/login");
}

export async function changePassword(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.changeStaffPassword({
      body: { currentPassword: text(formData, "currentPassword"), newPassword: text(formData, "newPassword") },
    });
    return "Password changed. Your other sessions were signed out.";
  });
}
