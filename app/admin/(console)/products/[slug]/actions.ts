"use server";

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
  return staffAction(formData, async (caller) => {
    const price = amount(formData, "price", markets.primaryCurrency);
    const status = text(formData, "status");
    await caller.updateProduct({
      params: { slug },
      body: {
        title: text(formData, "title"),
        status: status as "active" | "draft" | "archived",
        price: price ?? Number.NaN,
        salePrice: amount(formData, "salePrice", markets.primaryCurrency),
        stock: whole(formData, "stock"),
        maxQuantity: whole(formData, "maxQuantity"),
        marketPrices: markets.others.map((m) => ({
          marketId: m.marketId,
          price: amount(formData, `price-${m.marketId}`, m.currencyCode),
          salePrice: amount(formData, `salePrice-${m.marketId}`, m.currencyCode),
        })),
      },
    });
    return "Saved: the storefront shows the change now.";
  });
}
