import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import type { OperatorShippingRate } from "./schemas";

/** GET /operator/shipping-rates: each market's delivery rate, in major units of that market's currency (or the one rate `id`). */
export async function listOperatorShippingRates({
  tenantId,
  id,
  executor,
}: {
  tenantId: string;
  id?: string;
  executor?: Executor;
}): Promise<OperatorShippingRate[]> {
  const db = executor ?? (await getDb());
  const r = schema.shippingRates;
  const m = schema.markets;
  const rows = await db
    .select({
      id: r.id,
      name: r.name,
      marketId: r.marketId,
      currencyCode: m.currencyCode,
      flatRate: r.flatRate,
      freeOver: r.freeOver,
      deliveryDays: r.deliveryDays,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })
    .from(r)
    .innerJoin(m, and(eq(m.tenantId, r.tenantId), eq(m.id, r.marketId)))
    .where(and(eq(r.tenantId, tenantId), id ? eq(r.id, id) : undefined))
    .orderBy(asc(m.name), asc(r.id));
  return rows.map(({ flatRate, freeOver, ...x }) => ({
    ...x,
    price: toMajorUnits(flatRate, x.currencyCode),
    displayPrice: formatMoney(flatRate, x.currencyCode),
    freeOver: freeOver === null ? null : toMajorUnits(freeOver, x.currencyCode),
    displayFreeOver: freeOver === null ? null : formatMoney(freeOver, x.currencyCode),
  }));
}
