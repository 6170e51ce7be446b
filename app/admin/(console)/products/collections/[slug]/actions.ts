"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";

export async function saveCollection(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let moved: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const { data } = await caller.updateCollection({
      params: { slug },
      body: {
        title: text(formData, "title"),
        slug: text(formData, "slug").trim(),
        description: text(formData, "description"),
        status: text(formData, "status") as "active" | "draft",
        products: text(formData, "products")
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean),
      },
    });
    if (data.slug !== slug) moved = data.slug;
    return "Saved: the storefront shows the change now.";
  });
  // A new slug is a new address for this page too.
  if (moved) redirect(`/admin/products/collections/${encodeURIComponent(moved)}`);
  return state;
}

export async function removeCollection(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let removed = false;
  const state = await staffAction(formData, async (caller) => {
    await caller.deleteCollection({ params: { slug } });
    removed = true;
    return "Collection removed.";
  });
  if (removed) redirect("/admin/products#collections");
  return state;
}
