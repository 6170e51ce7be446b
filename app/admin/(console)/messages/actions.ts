"use server";

import type { FormState } from "@/lib/admin/form-state";
import { staffAction } from "@/lib/admin/staff-action";

export async function markHandled(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.markMessageHandled({ params: { id } });
    return "Marked handled.";
  });
}

export async function markUnhandled(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.unmarkMessageHandled({ params: { id } });
    return "Marked unhandled.";
  });
}
