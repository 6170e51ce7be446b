import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { NotFoundError } from "../errors/domain";
import type { MarketingPreference } from "./schemas";

const c = schema.customers;

/** GET /account/marketing (and the operator's customer detail): the customer's opt-in to marketing e-mails. */
export async function getMarketingPreference({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}): Promise<MarketingPreference> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ at: sql<string | null>`${isoSeconds(c.marketingConsentAt)}` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
    .limit(1);
  if (!row) throw new NotFoundError("Customer not found.");
  return { accepted: row.at !== null, at: row.at };
}
