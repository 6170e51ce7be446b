import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { ConflictError } from "../errors/domain";

/** One rate per country, region and tax class: a second is refused (409 `tax_rate_exists`), naming the fields. */
export async function checkTaxRateFree(
  executor: Executor,
  input: { tenantId: string; countryCode: string; region: string; taxClass: string; exceptId?: string },
): Promise<void> {
  const r = schema.taxRates;
  const [taken] = await executor
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.tenantId, input.tenantId),
        eq(r.countryCode, input.countryCode),
        eq(r.region, input.region),
        eq(r.taxClass, input.taxClass),
        input.exceptId ? ne(r.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw new ConflictError(
      `The store already has a ${input.taxClass} rate for countryCode ${input.countryCode}${input.region ? ` and region ${input.region}` : ""}: change that one.`,
    ).withCode("tax_rate_exists");
}
