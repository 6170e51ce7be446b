import { InvalidInputError } from "../errors/domain";
import { toMinorUnits } from "../money";

/** The columns a discount's money and value fields are stored in. */
export type DiscountValues = { percent: number | null; amounts: Record<string, number> | null };

/**
 * The rules between a discount's fields that the schema cannot check alone; a breach → 422 naming the field:
 * a percentage is a number over 0 and at most 100; a fixed discount has an amount per currency above 0; free
 * shipping has no value; the end comes after the start.
 */
export function checkDiscount(d: {
  kind: string;
  value: number | Record<string, number> | null | undefined;
  startsAt: string | null | undefined;
  endsAt: string | null | undefined;
}): DiscountValues {
  if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
    throw new InvalidInputError({ endsAt: ["The endsAt field must be after startsAt."] }).withCode("validation_failed");
  if (d.kind === "percentage") {
    if (typeof d.value !== "number")
      throw new InvalidInputError({ value: ["A percentage discount needs value: a percent from 1 to 100."] }).withCode("validation_failed");
    if (!Number.isInteger(d.value) || d.value <= 0 || d.value > 100)
      throw new InvalidInputError({ value: ["The value field must be a whole percent from 1 to 100."] }).withCode("validation_failed");
    return { percent: d.value, amounts: null };
  }
  if (d.kind === "fixed") {
    if (d.value === null || d.value === undefined || typeof d.value === "number")
      throw new InvalidInputError({ value: ['A fixed discount needs value: an amount per currency, e.g. {"GBP": 10}.'] }).withCode(
        "validation_failed",
      );
    const amounts: Record<string, number> = {};
    for (const [currency, amount] of Object.entries(d.value)) {
      if (amount <= 0) throw new InvalidInputError({ value: ["The value field's amounts must be above 0."] }).withCode("validation_failed");
      amounts[currency] = toMinorUnits(amount, currency);
    }
    return { percent: null, amounts };
  }
  if (d.value !== null && d.value !== undefined)
    throw new InvalidInputError({ value: ["A free shipping discount has no value."] }).withCode("validation_failed");
  return { percent: null, amounts: null };
}

/** Per-currency minimums in major units → minor units. */
export function minorAmounts(m: Record<string, number> | null | undefined): Record<string, number> | null | undefined {
  if (m === undefined || m === null) return m;
  return Object.fromEntries(Object.entries(m).map(([c, v]) => [c, toMinorUnits(v, c)]));
}
