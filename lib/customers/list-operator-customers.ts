import "server-only";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { customerSpending } from "./customer-spending";
import type { OperatorCustomerSummary } from "./schemas";

const c = schema.customers;

/** GET /operator/customers: the store's customers, newest first, matching `q` on name or e-mail; paged. */
export async function listOperatorCustomers({
  tenantId,
  q,
  page,
  perPage,
}: {
  tenantId: string;
  q?: string;
  page: number;
  perPage: number;
}) {
  const db = await getDb();
  const conditions: SQL[] = [eq(c.tenantId, tenantId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(c.email, pattern), ilike(sql`coalesce(${c.firstName}, '') || ' ' || coalesce(${c.lastName}, '')`, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        registered: sql<boolean>`${c.passwordHash} is not null`,
        createdAt: isoSeconds(c.createdAt),
      })
      .from(c)
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(c).where(where),
  ]);
  const spending = await customerSpending(
    tenantId,
    rows.map((r) => r.id),
  );
  const data: OperatorCustomerSummary[] = rows.map((r) => ({ ...r, registered: Boolean(r.registered), ...spending.get(r.id)! }));
  const n = total?.n ?? 0;
  return { data, meta: { currentPage: page, perPage, total: n, lastPage: Math.max(1, Math.ceil(n / perPage)) } };
}
