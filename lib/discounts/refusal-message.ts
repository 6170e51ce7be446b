import { formatMoney } from "../money";
import type { DiscountRefusal } from "../pricing/apply-discounts";
import type { DiscountBlock, LoadedDiscount } from "../pricing/load-discounts";

export type CodeRefusal = DiscountBlock | DiscountRefusal | "unknown" | "only_one_code" | "not_better";

const day = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : "");

/** Why a code does not apply, in words a shopper can act on (the 422's `errors.code[0]`, a cart code's `reason`). */
export function refusalMessage(
  reason: CodeRefusal,
  { code, discount, currencyCode }: { code: string; discount?: LoadedDiscount; currencyCode: string },
): string {
  const shown = code.length > 40 || !/^[\w-]+$/.test(code) ? "That code" : code.toUpperCase();
  switch (reason) {
    case "unknown":
    case "inactive":
      return `${shown} is not a discount code of this store.`;
    case "not_started":
      return `${shown} starts on ${day(discount?.startsAt ?? null)}.`;
    case "expired":
      return `${shown} expired on ${day(discount?.endsAt ?? null)}.`;
    case "exhausted":
      return `${shown} has been used as many times as it can be.`;
    case "already_used":
      return `You have already used ${shown}.`;
    case "first_order_only":
      return `${shown} is for a first order only.`;
    case "sign_in_required":
      return `${shown} is for a first order: sign in or create an account to use it.`;
    case "minimum_not_met": {
      const min = discount?.rule.minSubtotal ?? 0;
      return `${shown} needs a subtotal of at least ${formatMoney(min, currencyCode)}.`;
    }
    case "not_for_these_products":
      return `${shown} is not for the products in your cart.`;
    case "not_in_currency":
      return `${shown} cannot be used in ${currencyCode}.`;
    case "only_one_code":
      return `${shown} cannot be combined with the code already applied: remove that one first.`;
    case "not_better":
      return `Another discount saves you more, so ${shown} is not applied.`;
  }
}
