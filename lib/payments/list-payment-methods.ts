import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
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

/** One statement, prepared once (db/prepared.ts). */
const methodsQuery = (db: Executor, name: string) =>
  db
    .select(savedMethodColumns)
    .from(pm)
    .where(
      and(eq(pm.tenantId, sql.placeholder("tenantId")), eq(pm.customerId, sql.placeholder("customerId")), ne(pm.paymentMethod, "wallet")),
    )
    .orderBy(desc(pm.isDefault), asc(pm.createdAt), asc(pm.id))
    .prepare(name);

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
  const query = await prepared("sf_account_payment_methods", methodsQuery, executor);
  return query.execute({ tenantId, customerId });
}
