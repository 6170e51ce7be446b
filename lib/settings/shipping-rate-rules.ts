import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { isUuid } from "../uuid";
import { ConflictError, InvalidInputError } from "../errors/domain";
import { toMinorUnits } from "../money";
import { fitsMinorUnits } from "./currencies";

/** The market a shipping rate is for: one of the store's (else 422 `unknown_market` on `marketId`), with its currency. */
export async function shippingMarket(
  executor: Executor,
  tenantId: string,
  marketId: string,
): Promise<{ id: string; currencyCode: string }> {
  const m = schema.markets;
  const [market] = isUuid(marketId)
    ? await executor
        .select({ id: m.id, currencyCode: m.currencyCode })
        .from(m)
        .where(and(eq(m.tenantId, tenantId), eq(m.id, marketId.toLowerCase())))
    : [];
  if (!market) throw new InvalidInputError({ marketId: [`The store has no market ${marketId}.`] }).withCode("unknown_market");
  return market;
}

/** One delivery rate per market (the calculator charges it): a second is refused (409 `shipping_rate_exists`). */
export async function checkMarketHasNoRate(executor: Executor, tenantId: string, marketId: string, exceptId?: string): Promise<void> {
  const r = schema.shippingRates;
  const [taken] = await executor
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.marketId, marketId), exceptId ? ne(r.id, exceptId) : undefined))
    .limit(1);
  if (taken)
    throw new ConflictError("The market of marketId already has a shipping rate (one per market): change that one.").withCode(
      "shipping_rate_exists",
    );
}

/** An amount in major units as minor units of the currency; more decimals than the currency has → 422 on `field`. */
export function minorAmount(field: string, amount: number, currencyCode: string): number {
  if (!fitsMinorUnits(amount, currencyCode))
    throw new InvalidInputError({ [field]: [`The ${field} field has more decimal places than ${currencyCode} has.`] });
  return toMinorUnits(amount, currencyCode);
}
