"use server";

import type { FormState } from "@/lib/admin/form-state";
import { redirectBack, staffAction } from "@/lib/admin/staff-action";

// The form is replaced once the message changes state (or leaves the filtered list): the page says it instead.
export async function markHandled(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  const state = await staffAction(formData, async (caller) => {
    await caller.markMessageHandled({ params: { id } });
    return "Marked handled.";
  });
  if (state.ok) await redirectBack("handled", "/admin/messages");
  return state;
}

export async function markUnhandled(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  const state = await staffAction(formData, async (caller) => {
    await caller.unmarkMessageHandled({ params: { id } });
    return "Marked unhandled.";
  });
  if (state.ok) await redirectBack("unhandled", "/admin/messages");
  return state;
}
