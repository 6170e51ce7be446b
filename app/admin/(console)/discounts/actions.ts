"use server";

import type { FormState } from "@/lib/admin/form-state";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";

/** Amounts per currency from fields `<name>.<CODE>` (major units); blank ones left out, none at all: null. */
function perCurrency(formData: FormData, name: string, currencies: string[]): Record<string, number> | null {
  const entries = currencies.flatMap((code) => {
    const raw = text(formData, `${name}.${code}`).trim();
    return raw === "" ? [] : [[code, Number(raw)] as const];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

const wholeOrNull = (formData: FormData, name: string) => {
  const raw = text(formData, name).trim();
  return raw === "" ? null : Number(raw);
};

/** A datetime-local field (the store's clock, UTC) as ISO 8601, or null when blank. */
const instant = (formData: FormData, name: string) => {
  const raw = text(formData, name).trim();
  return raw === "" ? null : /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(raw) ? `${raw}:00Z` : raw;
};

/** The discount form's fields as the API's body (create and edit send the same fields). */
function discountBody(formData: FormData, currencies: string[]) {
  const kind = text(formData, "kind") as "percentage" | "fixed" | "free_shipping";
  const percent = text(formData, "value").trim();
  return {
    code: optionalText(formData, "code") ?? null,
    description: text(formData, "description"),
    kind,
    value:
      kind === "free_shipping"
        ? null
        : kind === "fixed"
          ? perCurrency(formData, "value", currencies)
          : percent === ""
            ? null
            : Number(percent),
    minSubtotal: perCurrency(formData, "minSubtotal", currencies),
    startsAt: instant(formData, "startsAt"),
    endsAt: instant(formData, "endsAt"),
    usageLimit: wholeOrNull(formData, "usageLimit"),
    perCustomerLimit: wholeOrNull(formData, "perCustomerLimit"),
    firstOrderOnly: text(formData, "firstOrderOnly") === "yes",
    combinable: text(formData, "combinable") === "yes",
    active: text(formData, "active") !== "no",
  };
}

export async function createDiscount(currencies: string[], _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const { data } = await caller.createDiscount({ body: discountBody(formData, currencies) });
    return `Created ${data.code ?? "the automatic discount"}.`;
  });
}

export async function updateDiscount(id: string, currencies: string[], _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateDiscount({ params: { id }, body: discountBody(formData, currencies) });
    return "Saved.";
  });
}

export async function setDiscountActive(id: string, active: boolean, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateDiscount({ params: { id }, body: { active } });
    return active ? "Enabled." : "Disabled: carts stop applying it.";
  });
}
