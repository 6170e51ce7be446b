"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";

/** How many ticket-type rows the "New event" form offers (empty rows are left out). */
const ticketRows = 3;

/** The "New event" form (POST /operator/events, then its first date through POST …/occurrences). */
export async function addEvent(marketId: string, _state: FormState, formData: FormData): Promise<FormState> {
  let made: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const ticketTypes = Array.from({ length: ticketRows }, (_, i) => i)
      .filter((i) => text(formData, `ticket${i}Name`).trim() !== "")
      .map((i) => {
        const capacity = optionalText(formData, `ticket${i}Capacity`);
        return {
          name: text(formData, `ticket${i}Name`),
          prices: [{ marketId, amount: Number(text(formData, `ticket${i}Price`) || Number.NaN) }],
          ...(capacity ? { capacity: Number(capacity) } : {}),
        };
      });
    const { data } = await caller.createEvent({
      body: {
        title: text(formData, "title"),
        slug: optionalText(formData, "slug"),
        venue: text(formData, "venue"),
        description: text(formData, "description"),
        status: text(formData, "status") === "published" ? "published" : "draft",
        ticketTypes,
      },
    });
    const startsAt = optionalText(formData, "startsAt");
    const endsAt = optionalText(formData, "endsAt");
    if (startsAt && endsAt)
      await caller.addOccurrence({
        params: { slug: data.slug },
        body: { startsAt: `${startsAt}:00Z`, endsAt: `${endsAt}:00Z`, capacity: Number(text(formData, "capacity") || "0") },
      });
    made = data.slug;
    return `Event “${data.title}” added.`;
  });
  if (made) redirect(`/admin/events?done=created#${encodeURIComponent(made)}`);
  return state;
}
