"use server";

import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";

/** A list typed as "1, 3, 5": numbers where they parse, the raw text otherwise (the API names what is wrong). */
function numberList(value: string): unknown[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^-?\d+$/.test(part) ? Number(part) : part));
}

const wholeNumber = (value: string): unknown => (/^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value);

export async function saveRewards(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.updateRewardsSettings({ body: { enabled: text(formData, "enabled") === "on" } });
    return data.enabled ? "Rewards are on: orders earn points." : "Rewards are off.";
  });
}

export async function saveBilling(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateBillingSettings({
      body: {
        retryDays: numberList(text(formData, "retryDays")) as number[],
        finalAction: text(formData, "finalAction") as "pause" | "cancel",
        reminderDays: wholeNumber(text(formData, "reminderDays")) as number,
      },
    });
    return "Billing settings saved.";
  });
}

export async function saveCors(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const origins = text(formData, "origins")
      .split(/\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    await caller.updateCorsSettings({ body: { origins } });
    return origins.length ? "Allowed origins saved." : "Allowed origins cleared.";
  });
}

export async function addWebhook(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const events = formData.getAll("events").filter((e): e is string => typeof e === "string");
    const { data } = await caller.createWebhook({ body: { url: text(formData, "url"), events: events as never } });
    return `Webhook added. Its signing secret, shown only now: ${data.secret}`;
  });
}

export async function removeWebhook(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.deleteWebhook({ params: { id } });
    return "Webhook removed.";
  });
}

export async function addStaff(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createStaff({
      body: {
        email: text(formData, "email"),
        name: text(formData, "name"),
        password: text(formData, "password"),
        role: text(formData, "role") as "owner" | "staff",
        notifyOnMessage: text(formData, "notifyOnMessage") === "on",
      },
    });
    return `${data.email} can now sign in.`;
  });
}

export async function changeRole(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.updateStaff({ params: { id }, body: { role: text(formData, "role") as "owner" | "staff" } });
    return `${data.email} is now ${data.role === "owner" ? "an owner" : "staff"}.`;
  });
}
