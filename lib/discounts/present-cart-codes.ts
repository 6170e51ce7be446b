import { refuseDiscount } from "../pricing/apply-discounts";
import type { CartPricing } from "../pricing/load-cart-pricing";
import { marketMoney } from "../pricing/present-totals";
import type { PricedOrder } from "../pricing/types";
import { refusalMessage } from "./refusal-message";
import type { cartDiscountCode } from "./schemas";
import type { z } from "zod";

/** The cart's codes as its answer shows them: what each takes off, or why it does not apply now. */
export function presentCartCodes({ loaded, priced }: { loaded: CartPricing; priced: PricedOrder }): z.infer<typeof cartDiscountCode>[] {
  const { amount, display } = marketMoney(loaded.market);
  const currencyCode = loaded.market.currencyCode;
  const lines = priced.lines.map((l) => ({ key: l.key, productId: l.productId, lineSubtotal: l.lineSubtotal }));
  const weighed = new Map((priced.discounts ?? []).map((d) => [d.id, d]));
  return loaded.discounts
    .filter((d) => d.onCart && d.rule.code !== null)
    .map((d) => {
      const code = d.rule.code!;
      const result = weighed.get(d.rule.id);
      const why = d.block ?? refuseDiscount(d.rule, lines) ?? (result?.applied ? null : "not_better");
      const minor = why === null ? (result?.amount ?? 0) : 0;
      return {
        code,
        description: d.rule.description,
        amount: amount(minor),
        displayAmount: display(minor),
        applied: why === null,
        reason: why === null ? null : refusalMessage(why, { code, discount: d, currencyCode }),
      };
    });
}
