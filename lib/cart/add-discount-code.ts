import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { lockCart, type CartOwner } from "./cart-owner";
import { loadCart } from "./load-cart";
import type { Cart } from "./schemas";
import { InvalidInputError } from "../errors/domain";
import { refuseDiscount } from "../pricing/apply-discounts";
import { calculateOrder } from "../pricing/calculate-order";
import { loadCartPricing } from "../pricing/load-cart-pricing";
import { loadDiscounts } from "../pricing/load-discounts";
import { refusalMessage, type CodeRefusal } from "../discounts/refusal-message";

const refusedCode = "discount_not_applicable";
const refuse = (_reason: CodeRefusal, message: string) => new InvalidInputError({ code: [message] }).withCode(refusedCode);

/** Whether an error is this operation's refusal of a code (what the wrong-code limit counts, lib/http/ratelimit/policies.ts). */
export function isRefusedCode(error: unknown): boolean {
  return error instanceof InvalidInputError && error.code === refusedCode;
}

/**
 * POST /carts/{cartId}/discount-codes: applies a code (case-insensitive) to the cart, with the cart locked. A code
 * that does not apply → 422 `discount_not_applicable` whose `errors.code[0]` says why (unknown, not yet started,
 * expired, used up, already used by you, first order only, minimum not met, not for these products, cannot be
 * combined with the code already applied); the cart is unchanged. Applying a code already on the cart changes nothing.
 */
export async function addDiscountCode({ owner, cartId, code }: { owner: CartOwner; cartId: string; code: string }): Promise<Cart> {
  const db = await getDb();
  const { tenantId, customerId } = owner;
  return db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner, cartId });
    const typed = code.trim();
    const currencyCode = cart.currencyCode;
    const plausible = /^[A-Za-z0-9_-]{2,64}$/.test(typed);
    const found = plausible
      ? (await loadDiscounts({ executor: tx, tenantId, cartId: cart.id, customerId, currencyCode, extraCode: typed })).filter(
          (d) => d.rule.code !== null,
        )
      : [];
    const discount = found.find((d) => d.rule.code!.toLowerCase() === typed.toLowerCase());
    if (!discount) throw refuse("unknown", refusalMessage("unknown", { code: typed, currencyCode }));
    if (discount.onCart) return (await loadCart({ tenantId, customerId, cartId: cart.id, executor: tx }))!;
    if (discount.block) throw refuse(discount.block, refusalMessage(discount.block, { code: typed, discount, currencyCode }));

    const others = found.filter((d) => d.onCart);
    if (others.length > 0 && (!discount.rule.combinable || others.some((d) => !d.rule.combinable)))
      throw refuse("only_one_code", refusalMessage("only_one_code", { code: typed, discount, currencyCode }));

    const pricing = await loadCartPricing({ executor: tx, tenantId, cartId: cart.id, customerId });
    const currency = pricing?.input.market.currencyCode ?? currencyCode;
    const lines = pricing ? calculateOrder({ ...pricing.input, discounts: [] }).lines : [];
    const rule = { ...discount.rule };
    const why = refuseDiscount(
      rule,
      lines.map((l) => ({ key: l.key, productId: l.productId, lineSubtotal: l.lineSubtotal })),
    );
    if (why) throw refuse(why, refusalMessage(why, { code: typed, discount, currencyCode: currency }));

    await tx.insert(schema.cartDiscountCodes).values({ tenantId, cartId: cart.id, discountId: discount.rule.id }).onConflictDoNothing();
    await tx.execute(sql`update carts set updated_at = now() where tenant_id = ${tenantId}::uuid and id = ${cart.id}::uuid`);
    return (await loadCart({ tenantId, customerId, cartId: cart.id, executor: tx }))!;
  });
}
