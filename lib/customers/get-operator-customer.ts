import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { addressColumns } from "../account/address-columns";
import { NotFoundError } from "../errors/domain";
import { formatMoney, toMajorUnits } from "../money";
import type { OrderStatus } from "../orders/order-status";
import { customerSpending } from "./customer-spending";
import type { OperatorCustomerDetail } from "./schemas";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const customerNotFound = () => new NotFoundError("Customer not found.");

type Consent = OperatorCustomerDetail["marketingConsent"]["consents"][number];

/** The consent fields' values of a submission (`{accepted, text, version, at}`). */
function consentsIn(form: string, values: unknown): Consent[] {
  if (!values || typeof values !== "object") return [];
  return Object.values(values as Record<string, unknown>).flatMap((v) => {
    if (!v || typeof v !== "object" || !("accepted" in v) || !("text" in v)) return [];
    const c = v as { accepted: unknown; text: unknown; version?: unknown; at?: unknown };
    return [
      {
        form,
        text: String(c.text),
        version: typeof c.version === "string" || typeof c.version === "number" ? String(c.version) : null,
        accepted: c.accepted === true,
        at: typeof c.at === "string" ? c.at : null,
      },
    ];
  });
}

/** GET /operator/customers/{id}: one customer of the store with their orders, boxes, points, addresses and consents. */
export async function getOperatorCustomer({ tenantId, id }: { tenantId: string; id: string }): Promise<OperatorCustomerDetail> {
  if (!uuidPattern.test(id)) throw customerNotFound();
  const db = await getDb();
  const c = schema.customers;
  const [customer] = await db
    .select({
      id: c.id,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      registered: sql<boolean>`${c.passwordHash} is not null`,
      createdAt: isoSeconds(c.createdAt),
      marketingConsentAt: sql<string | null>`${isoSeconds(c.marketingConsentAt)}`,
    })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
    .limit(1);
  if (!customer) throw customerNotFound();
  const o = schema.orders;
  const s = schema.subscriptions;
  const a = schema.addresses;
  const p = schema.pointsTransactions;
  const fs = schema.formSubmissions;
  const f = schema.forms;
  const t = schema.tenants;
  const [spending, orders, subscriptions, addresses, [points], [store], submissions] = await Promise.all([
    customerSpending(tenantId, [id]),
    db
      .select({
        orderId: o.orderNumber,
        status: o.status,
        total: o.total,
        currencyCode: o.currencyCode,
        createdAt: isoSeconds(o.createdAt),
      })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.customerId, id)))
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(50),
    db
      .select({
        id: s.id,
        name: s.name,
        status: s.status,
        frequencyWeeks: s.frequency,
        price: s.price,
        currencyCode: s.currencyCode,
        nextBillingDate: s.nextBillingDate,
      })
      .from(s)
      .where(and(eq(s.tenantId, tenantId), eq(s.customerId, id)))
      .orderBy(desc(s.createdAt), desc(s.id)),
    db
      .select(addressColumns)
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.customerId, id)))
      .orderBy(desc(a.isDefault), asc(a.createdAt), asc(a.id)),
    db
      .select({ balance: p.balanceAfter })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.customerId, id)))
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(1),
    db.select({ rewardsEnabled: t.rewardsEnabled }).from(t).where(eq(t.id, tenantId)),
    db
      .select({ form: f.title, values: fs.values })
      .from(fs)
      .innerJoin(f, and(eq(f.id, fs.formId), eq(f.tenantId, tenantId)))
      .where(and(eq(fs.tenantId, tenantId), eq(fs.email, customer.email.toLowerCase())))
      .orderBy(desc(fs.createdAt))
      .limit(50),
  ]);
  const consents = submissions.flatMap((row) => consentsIn(row.form, row.values));
  const { marketingConsentAt, ...person } = customer;
  const account = { accepted: marketingConsentAt !== null, at: marketingConsentAt };
  return {
    ...person,
    registered: Boolean(person.registered),
    ...spending.get(id)!,
    orders: orders.map((r) => ({
      orderId: r.orderId,
      status: r.status as OrderStatus,
      total: toMajorUnits(r.total, r.currencyCode),
      displayTotal: formatMoney(r.total, r.currencyCode),
      currencyCode: r.currencyCode,
      createdAt: r.createdAt,
    })),
    subscriptions: subscriptions.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status as OperatorCustomerDetail["subscriptions"][number]["status"],
      frequencyWeeks: r.frequencyWeeks,
      price: toMajorUnits(r.price, r.currencyCode),
      displayPrice: formatMoney(r.price, r.currencyCode),
      nextBillingDate: r.nextBillingDate,
    })),
    pointsBalance: Math.max(0, points?.balance ?? 0),
    rewardsEnabled: store?.rewardsEnabled ?? false,
    addresses,
    marketingConsent: { given: account.accepted || consents.some((x) => x.accepted), account, consents },
  };
}
