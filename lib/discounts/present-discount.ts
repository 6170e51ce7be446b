import { toMajorUnits } from "../money";
import type { Discount } from "./schemas";

/** A discounts row (with its use count) as the operator API answers it: money in major units per currency. */
export type DiscountRow = {
  id: string;
  code: string | null;
  description: string;
  kind: string;
  percent: number | null;
  amounts: Record<string, number> | null;
  minSubtotal: Record<string, number> | null;
  appliesTo: { productIds?: string[]; collectionSlugs?: string[] } | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  combinable: boolean;
  active: boolean;
  timesUsed: number;
  createdAt: string;
  updatedAt: string;
};

const major = (m: Record<string, number> | null) =>
  m === null ? null : Object.fromEntries(Object.entries(m).map(([c, minor]) => [c, toMajorUnits(minor, c)]));

const iso = (s: string | null) => (s === null ? null : new Date(s).toISOString());

export function presentDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as Discount["kind"],
    value: row.kind === "percentage" ? row.percent : row.kind === "fixed" ? major(row.amounts) : null,
    appliesTo: row.appliesTo,
    minSubtotal: major(row.minSubtotal),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    combinable: row.combinable,
    active: row.active,
    timesUsed: row.timesUsed,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}
