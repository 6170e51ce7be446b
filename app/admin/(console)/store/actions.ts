"use server";

import type { FormState } from "@/lib/admin/form-state";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";

/**
 * A number typed in a form: undefined when blank (`blank` for a field that may be cleared), the number when it parses,
 * else the raw text, so the API names what is wrong with it.
 */
function numberField(formData: FormData, name: string, blank: null | undefined = undefined): number {
  const value = text(formData, name).trim().replace(",", ".");
  if (value === "") return blank as unknown as number;
  return (Number.isFinite(Number(value)) ? Number(value) : value) as number;
}

const ticked = (formData: FormData, name: string) => text(formData, name) === "on";

export async function saveStore(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const part = (field: string) => text(formData, `address.${field}`).trim();
    const fields = ["line1", "line2", "city", "region", "postalCode", "countryCode"];
    const address = fields.every((f) => part(f) === "")
      ? null
      : {
          line1: part("line1"),
          line2: part("line2") || null,
          city: part("city"),
          region: part("region") || null,
          postalCode: part("postalCode"),
          countryCode: part("countryCode"),
        };
    await caller.updateStoreSettings({
      body: {
        name: text(formData, "name"),
        tagline: optionalText(formData, "tagline") ?? null,
        announcement: optionalText(formData, "announcement") ?? null,
        contactEmail: optionalText(formData, "contactEmail") ?? null,
        phone: text(formData, "phone"),
        address,
        timezone: text(formData, "timezone"),
        weightUnit: text(formData, "weightUnit") as "kg",
        guestCheckout: ticked(formData, "guestCheckout"),
      },
    });
    return "Store settings saved.";
  });
}

/**
 * The store settings page's logo or social image: the file uploaded to the media library (POST /operator/media), then
 * named in the store's settings (PATCH /operator/store). A refused file (not an image, too large) changes nothing.
 */
export async function uploadStoreImage(field: "logo" | "socialImage", _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const file = formData.get("file");
    // No file chosen: sent without one, so the API's own message names the field.
    const chosen = file instanceof File && file.size > 0 ? file : (undefined as unknown as File);
    const { data } = await caller.uploadMedia({ body: { file: chosen, alt: optionalText(formData, "alt") } });
    await caller.updateStoreSettings({ body: { [field]: data.id } });
    return field === "logo" ? "Logo saved: the storefront shows it now." : "Social image saved: link previews show it now.";
  });
}

/** Removes the store's logo or social image (the image stays in the media library). */
export async function removeStoreImage(field: "logo" | "socialImage", _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateStoreSettings({ body: { [field]: null } });
    return field === "logo" ? "Logo removed: the storefront shows the store's name." : "Social image removed.";
  });
}

function marketBody(formData: FormData) {
  return {
    name: text(formData, "name"),
    currencyCode: text(formData, "currencyCode"),
    countries: formData.getAll("countries").filter((c): c is string => typeof c === "string"),
    taxIncluded: ticked(formData, "taxIncluded"),
    exchangeRate: numberField(formData, "exchangeRate"),
    rounding: text(formData, "rounding") as "none",
  };
}

export async function addMarket(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createMarket({ body: { ...marketBody(formData), primary: ticked(formData, "primary") } });
    return `Market ${data.name} added (${data.currencyCode}).`;
  });
}

export async function saveMarket(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.updateMarket({ params: { id }, body: { ...marketBody(formData), primary: ticked(formData, "primary") } });
    return `Market ${data.name} saved.`;
  });
}

export async function removeMarket(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.deleteMarket({ params: { id } });
    return "Market deleted.";
  });
}

function taxRateBody(formData: FormData) {
  return {
    countryCode: text(formData, "countryCode"),
    region: optionalText(formData, "region") ?? null,
    taxClass: text(formData, "taxClass") as "standard",
    rate: numberField(formData, "rate"),
    name: text(formData, "name"),
  };
}

export async function addTaxRate(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createTaxRate({ body: taxRateBody(formData) });
    return `Tax rate ${data.name} (${data.rate}%) added.`;
  });
}

export async function saveTaxRate(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.updateTaxRate({ params: { id }, body: taxRateBody(formData) });
    return `Tax rate ${data.name} (${data.rate}%) saved.`;
  });
}

export async function removeTaxRate(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.deleteTaxRate({ params: { id } });
    return "Tax rate deleted.";
  });
}

function shippingRateBody(formData: FormData) {
  return {
    name: text(formData, "name"),
    marketId: text(formData, "marketId"),
    price: numberField(formData, "price"),
    freeOver: numberField(formData, "freeOver", null),
    deliveryDays: numberField(formData, "deliveryDays", null),
  };
}

export async function addShippingRate(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createShippingRate({ body: shippingRateBody(formData) });
    return `Delivery rate ${data.name} added (${data.displayPrice}).`;
  });
}

export async function saveShippingRate(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.updateShippingRate({ params: { id }, body: shippingRateBody(formData) });
    return `Delivery rate ${data.name} saved (${data.displayPrice}).`;
  });
}

export async function removeShippingRate(id: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.deleteShippingRate({ params: { id } });
    return "Delivery rate deleted.";
  });
}
