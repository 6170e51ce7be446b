"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";
import { variantsFromForm } from "@/lib/admin/variant-form";

/** Whole numbers as typed (not a number: NaN, which the API refuses on that field). */
function whole(formData: FormData, name: string): number {
  const raw = text(formData, name).trim();
  return raw === "" ? Number.NaN : Number(raw);
}

export async function saveProduct(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let moved: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const status = text(formData, "status");
    const { data } = await caller.updateProduct({
      params: { slug },
      body: {
        title: text(formData, "title"),
        slug: text(formData, "slug").trim(),
        description: text(formData, "description"),
        status: status as "active" | "draft" | "archived",
        maxQuantity: whole(formData, "maxQuantity"),
        taxClass: text(formData, "taxClass") as "standard",
        seo: { title: text(formData, "seoTitle").trim() || null, description: text(formData, "seoDescription").trim() || null },
        ...(formData.has("imagesShown") ? { images: formData.getAll("images").filter((v): v is string => typeof v === "string") } : {}),
        ...(formData.has("collectionsShown")
          ? { collections: formData.getAll("collections").filter((v): v is string => typeof v === "string") }
          : {}),
        ...variantsFromForm(formData),
      },
    });
    if (data.slug !== slug) moved = data.slug;
    return "Saved: the storefront shows the change now.";
  });
  // A new slug is a new address for this page too.
  if (moved) redirect(`/admin/products/${encodeURIComponent(moved)}`);
  return state;
}

export async function archiveProduct(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.deleteProduct({ params: { slug } });
    return "Archived: it has left the shop and search.";
  });
}
