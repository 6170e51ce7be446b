"use server";

import type { FormState } from "@/lib/admin/form-state";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";

export async function retryNow(subscriptionId: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.retryOperatorSubscription({ params: { subscriptionId } });
    return data.status === "active" ? "Paid: the subscription is active again." : "Tried again: the card was declined.";
  });
}

export async function pause(subscriptionId: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const resumeOn = optionalText(formData, "resumeOn");
    await caller.pauseOperatorSubscription({ params: { subscriptionId }, body: resumeOn ? { resumeOn } : {} });
    return resumeOn ? `Paused until ${resumeOn}.` : "Paused.";
  });
}

export async function cancel(subscriptionId: string, _state: FormState, formData: FormData): Promise<FormState> {
  if (text(formData, "confirm") !== "yes") return { errors: { confirm: ["Choose yes to confirm the cancellation."] } };
  return staffAction(formData, async (caller) => {
    await caller.cancelOperatorSubscription({ params: { subscriptionId } });
    return "Cancelled.";
  });
}
