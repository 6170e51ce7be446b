"use server";

import type { FormState } from "@/lib/admin/form-state";
import { redirect } from "next/navigation";
import { withDone } from "@/lib/admin/done";
import { staffAction, text } from "@/lib/admin/staff-action";

const orderPage = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

export async function fulfil(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  const state = await staffAction(formData, async (caller) => {
    await caller.fulfilOrder({
      params: { orderId },
      body: { carrier: text(formData, "carrier"), trackingNumber: text(formData, "trackingNumber") },
    });
    return "Marked as shipped; the customer was sent the tracking details.";
  });
  // The ship form is gone once the order has shipped: the page says it instead.
  if (state.ok) redirect(withDone(orderPage(orderId), "shipped", orderPage(orderId)));
  return state;
}

export async function cancel(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  if (text(formData, "confirm") !== "yes") return { errors: { confirm: ["Tick the box to confirm the cancellation."] } };
  const state = await staffAction(formData, async (caller) => {
    await caller.cancelOrder({ params: { orderId } });
    return "Cancelled: the payment was refunded and the stock put back.";
  });
  if (state.ok) redirect(withDone(orderPage(orderId), "cancelled", orderPage(orderId)));
  return state;
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

export async function addNote(orderId: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.addOrderNote({ params: { orderId }, body: { body: text(formData, "body") } });
    return "Note added to the timeline.";
  });
}
