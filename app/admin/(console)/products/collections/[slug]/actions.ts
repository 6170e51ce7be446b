"use server";

import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";

export async function saveCollection(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateCollection({
      params: { slug },
      body: {
        title: text(formData, "title"),
        description: text(formData, "description"),
        status: text(formData, "status") as "active" | "draft",
      },
    });
    return "Saved: the storefront shows the change now.";
  });
}
