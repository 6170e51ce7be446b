"use server";

import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";

export async function fulfil(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.fulfilOrder({
      params: { orderId },
      body: { carrier: text(formData, "carrier"), trackingNumber: text(formData, "trackingNumber") },
    });
    return "Marked as shipped; the customer was sent the tracking details.";
  });
}

export async function cancel(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  if (text(formData, "confirm") !== "yes") return { errors: { confirm: ["Tick the box to confirm the cancellation."] } };
  return staffAction(formData, async (caller) => {
    await caller.cancelOrder({ params: { orderId } });
    return "Cancelled: the payment was refunded and the stock put back.";
  });
}

export async function refund(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const amount = Number(text(formData, "amount"));
    await caller.refundOrder({
      params: { orderId },
      body: { amount: Number.isFinite(amount) ? amount : Number.NaN, reason: text(formData, "reason") },
    });
    return "Refund recorded; the customer was e-mailed.";
  });
}
