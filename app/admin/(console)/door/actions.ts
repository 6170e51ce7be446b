"use server";

import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";

export async function checkIn(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.checkInTicket({ body: { code: text(formData, "code") } });
    return `Checked in: ${data.ticketType} · ${data.event.title} · ${data.occurrence.displayStartsAt} · order ${data.orderNumber}.`;
  });
}
