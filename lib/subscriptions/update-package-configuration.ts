import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { scheduleSearchTermsRefresh } from "../search/refresh-search-terms";
import { packageTag } from "./package-cache";
import { primaryMarket } from "../pricing/resolve-market";
import { readPackageConfiguration } from "./get-package-configuration";
import type { OperatorPackagePatch, SubscriptionConfiguration } from "./schemas";
import { InvalidInputError, NotFoundError } from "../errors/domain";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PATCH /operator/subscription-packages/{productId} (extension): changes a package's frequencies, default
 * frequency or minimum items, then invalidates that package's cached configuration in the operator's tenant.
 * The default frequency must be one of the frequencies after the change (422 otherwise).
 */
export async function updatePackageConfiguration({
  tenantId,
  productId,
  input,
}: {
  tenantId: string;
  productId: string;
  input: OperatorPackagePatch;
}): Promise<SubscriptionConfiguration> {
  const notASubscription = new NotFoundError("This product is not a subscription.");
  if (!uuidPattern.test(productId)) throw notASubscription;
  const id = productId.toLowerCase();
  const db = await getDb();
  const cfg = schema.subscriptionPackageConfigs;
  const pr = schema.products;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ frequencies: cfg.frequencies, defaultFrequency: cfg.defaultFrequency })
      .from(cfg)
      .innerJoin(pr, and(eq(pr.id, cfg.productId), eq(pr.tenantId, cfg.tenantId)))
      .where(and(eq(cfg.tenantId, tenantId), eq(cfg.productId, id), eq(pr.kind, "subscription_package")))
      .for("update", { of: cfg })
      .limit(1);
    if (!current) throw notASubscription;
    const frequencies = input.frequencies ?? current.frequencies;
    const defaultFrequency = input.defaultFrequency ?? current.defaultFrequency;
    if (!frequencies.includes(defaultFrequency)) {
      throw new InvalidInputError({ defaultFrequency: ["The default frequency must be one of the frequencies."] });
    }
    await tx
      .update(cfg)
      .set({
        frequencies: [...frequencies].sort((a, b) => a - b),
        defaultFrequency,
        ...(input.minItems !== undefined ? { minItems: input.minItems } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(cfg.tenantId, tenantId), eq(cfg.productId, id)));
  });
  invalidateTags(tenantId, [packageTag(id)]);
  scheduleSearchTermsRefresh({ tenantId });
  // The operator sees the configuration in the primary market (the stored amounts).
  const config = await readPackageConfiguration({ tenantId, productId: id, market: await primaryMarket({ tenantId }) });
  if (!config) throw notASubscription;
  return config;
}
