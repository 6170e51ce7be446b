import "server-only";
import { getDb, schema } from "@/db/client";
import { listTaxRates } from "./list-tax-rates";
import type { CreateTaxRateInput, OperatorTaxRate } from "./schemas";
import { recordSettingsEvent, settingsChanged } from "./settings-event";
import { checkTaxRateFree } from "./tax-rate-rules";

/** POST /operator/tax-rates: a rate for a country (or one of its regions) and tax class; carts re-price on their next read. */
export async function createTaxRate({ tenantId, input }: { tenantId: string; input: CreateTaxRateInput }): Promise<OperatorTaxRate> {
  const db = await getDb();
  const region = input.region ?? "";
  const created = await db.transaction(async (tx) => {
    await checkTaxRateFree(tx, { tenantId, countryCode: input.countryCode, region, taxClass: input.taxClass });
    const [row] = await tx
      .insert(schema.taxRates)
      .values({ tenantId, countryCode: input.countryCode, region, taxClass: input.taxClass, rate: String(input.rate), name: input.name })
      .returning({ id: schema.taxRates.id });
    const [rate] = await listTaxRates({ tenantId, id: row!.id, executor: tx });
    await recordSettingsEvent({ executor: tx, tenantId, section: "taxRates", action: "created", id: row!.id, record: rate });
    return rate!;
  });
  settingsChanged(tenantId);
  return created;
}
