import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import type { SavedPaymentMethod } from "./schemas";

const pm = schema.paymentMethods;

/** The columns of a saved payment method in the spec's shape. */
export const savedMethodColumns = {
  id: pm.id,
  provider: pm.provider,
  paymentMethod: pm.paymentMethod,
  providerId: pm.providerId,
  cardType: pm.cardType,
  cardLast4: pm.cardLast4,
  cardExpMonth: pm.cardExpMonth,
  cardExpYear: pm.cardExpYear,
  default: pm.isDefault,
};

/** GET /account/payments/methods: the caller's saved methods, wallets excluded; the default first, then oldest first. */
export async function listPaymentMethods({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}): Promise<SavedPaymentMethod[]> {
  const db = executor ?? (await getDb());
  return db
    .select(savedMethodColumns)
    .from(pm)
    .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), ne(pm.paymentMethod, "wallet")))
    .orderBy(desc(pm.isDefault), asc(pm.createdAt), asc(pm.id));
}
