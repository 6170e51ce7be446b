"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { staffAction, text } from "@/lib/admin/staff-action";
import { toMinorUnits } from "@/lib/money";

/** A money field in major units as the form has it, in minor units for the API (blank: null; not a number: NaN, refused). */
function amount(formData: FormData, name: string, currencyCode: string): number | null {
  const raw = text(formData, name).trim();
  if (raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? toMinorUnits(value, currencyCode) : Number.NaN;
}

/** Whole numbers as typed (not a number: NaN, which the API refuses on that field). */
function whole(formData: FormData, name: string): number {
  const raw = text(formData, name).trim();
  return raw === "" ? Number.NaN : Number(raw);
}

export type ProductFormMarkets = { primaryCurrency: string; others: { marketId: string; currencyCode: string }[] };

export async function saveProduct(slug: string, markets: ProductFormMarkets, _state: FormState, formData: FormData): Promise<FormState> {
  let moved: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const price = amount(formData, "price", markets.primaryCurrency);
    const status = text(formData, "status");
    const weight = text(formData, "weightGrams").trim();
    const { data } = await caller.updateProduct({
      params: { slug },
      body: {
        title: text(formData, "title"),
        slug: text(formData, "slug").trim(),
        sku: text(formData, "sku"),
        description: text(formData, "description"),
        status: status as "active" | "draft" | "archived",
        price: price ?? Number.NaN,
        salePrice: amount(formData, "salePrice", markets.primaryCurrency),
        stock: whole(formData, "stock"),
        maxQuantity: whole(formData, "maxQuantity"),
        taxClass: text(formData, "taxClass") as "standard",
        weightGrams: weight === "" ? null : Number(weight),
        seo: { title: text(formData, "seoTitle").trim() || null, description: text(formData, "seoDescription").trim() || null },
        ...(formData.has("imagesShown") ? { images: formData.getAll("images").filter((v): v is string => typeof v === "string") } : {}),
        ...(formData.has("collectionsShown")
          ? { collections: formData.getAll("collections").filter((v): v is string => typeof v === "string") }
          : {}),
        marketPrices: markets.others.map((m) => ({
          marketId: m.marketId,
          price: amount(formData, `price-${m.marketId}`, m.currencyCode),
          salePrice: amount(formData, `salePrice-${m.marketId}`, m.currencyCode),
        })),
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
