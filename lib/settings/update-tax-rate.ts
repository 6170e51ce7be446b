import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { NotFoundError } from "../errors/domain";
import { listTaxRates } from "./list-tax-rates";
import type { OperatorTaxRate, UpdateTaxRateInput } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";
import { checkTaxRateFree } from "./tax-rate-rules";

/** PATCH /operator/tax-rates/{id}: open carts are re-priced on their next read; orders keep the tax they were placed with. */
export async function updateTaxRate({
  tenantId,
  id,
  input,
}: {
  tenantId: string;
  id: string;
  input: UpdateTaxRateInput;
}): Promise<OperatorTaxRate> {
  if (!isUuid(id)) throw new NotFoundError("Tax rate not found.");
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await listTaxRates({ tenantId, id, executor: tx });
    if (!current) throw new NotFoundError("Tax rate not found.");
    const countryCode = input.countryCode ?? current.countryCode;
    const region = input.region !== undefined ? (input.region ?? "") : (current.region ?? "");
    const taxClass = input.taxClass ?? current.taxClass;
    await checkTaxRateFree(tx, { tenantId, countryCode, region, taxClass, exceptId: id });
    const r = schema.taxRates;
    await tx
      .update(r)
      .set({
        countryCode,
        region,
        taxClass,
        ...(input.rate !== undefined && { rate: String(input.rate) }),
        ...(input.name !== undefined && { name: input.name }),
      })
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
    const [rate] = await listTaxRates({ tenantId, id, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "taxRates", action: "updated", id, record: rate });
    return rate!;
  });
  settingsChanged(tenantId);
  return updated;
}
