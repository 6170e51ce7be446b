import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import type { OperatorTaxRate } from "./schemas";

/** GET /operator/tax-rates: the store's tax rates by country, region and class (or the one rate `id`). */
export async function listTaxRates({
  tenantId,
  id,
  executor,
}: {
  tenantId: string;
  id?: string;
  executor?: Executor;
}): Promise<OperatorTaxRate[]> {
  const db = executor ?? (await getDb());
  const r = schema.taxRates;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), id ? eq(r.id, id) : undefined))
    .orderBy(asc(r.countryCode), asc(r.region), asc(r.taxClass));
  return rows.map((x) => ({
    id: x.id,
    countryCode: x.countryCode,
    region: x.region === "" ? null : x.region,
    taxClass: x.taxClass as OperatorTaxRate["taxClass"],
    rate: Number(x.rate),
    name: x.name,
    createdAt: x.createdAt,
  }));
}
