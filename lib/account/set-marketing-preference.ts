import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { NotFoundError } from "../errors/domain";
import type { MarketingPreference } from "./schemas";

const c = schema.customers;

/**
 * PUT /account/marketing: `accepted: true` records the opt-in with its time (an opt-in already given keeps its first
 * time); `false` takes it back.
 */
export async function setMarketingPreference({
  tenantId,
  customerId,
  accepted,
}: {
  tenantId: string;
  customerId: string;
  accepted: boolean;
}): Promise<MarketingPreference> {
  const db = await getDb();
  const [row] = await db
    .update(c)
    .set({ marketingConsentAt: accepted ? sql`coalesce(${c.marketingConsentAt}, now())` : null, updatedAt: sql`now()` })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
    .returning({ at: sql<string | null>`${isoSeconds(c.marketingConsentAt)}` });
  if (!row) throw new NotFoundError("Customer not found.");
  return { accepted: row.at !== null, at: row.at };
}
