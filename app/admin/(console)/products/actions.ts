"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";
import { variantsFromForm } from "@/lib/admin/variant-form";

/** The lines of a textarea, trimmed, blanks dropped. */
function lines(formData: FormData, name: string): string[] {
  return text(formData, name)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

const chosen = (formData: FormData, name: string) => formData.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

/** The "New product" form (POST /operator/products): its options and variants from the variant editor, amounts in major units. */
export async function addProduct(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createProduct({
      body: {
        title: text(formData, "title"),
        slug: optionalText(formData, "slug"),
        description: text(formData, "description"),
        status: text(formData, "status") as "active",
        taxClass: text(formData, "taxClass") as "standard",
        options: [],
        variants: [],
        ...variantsFromForm(formData),
        images: [],
        collections: chosen(formData, "collections"),
        seo: {},
      },
    });
    return `Product “${data.title}” added (${data.status}) at /products/${data.slug}.`;
  });
}

/** The "New collection" form (POST /operator/collections). */
export async function addCollection(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createCollection({
      body: {
        title: text(formData, "title"),
        slug: optionalText(formData, "slug"),
        description: text(formData, "description"),
        status: text(formData, "status") as "active",
        image: null,
        products: lines(formData, "products"),
      },
    });
    return `Collection “${data.title}” added with ${data.productCount} products.`;
  });
}

/** The "Import CSV" form (POST /operator/products/import): the file is checked and queued, then its page shows progress. */
export async function importProductsCsv(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const file = formData.get("file");
    // No file chosen: sent without one, so the API's own message names the field.
    const chosen = file instanceof File && file.size > 0 ? file : (undefined as unknown as File);
    const { data } = await caller.importProducts({ body: { file: chosen } });
    redirect(`/admin/products/imports/${data.id}`);
  });
}
