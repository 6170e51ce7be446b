import { and, eq, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { prepared } from "@/db/prepared";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import type { Cart } from "./schemas";

type LineRow = {
  id: string;
  productId: string;
  name: string;
  sku: string;
  slug: string;
  quantity: number;
  unitPrice: number | string;
  imagePath: string | null;
  imageAlt: string | null;
};

const c = schema.carts;

/**
 * The cart and, aggregated in order, its lines at the products' current prices: one statement. `tenant` is the
 * tenant id, or its placeholder in the prepared form.
 */
function cartQuery(db: Executor, tenant: string | Placeholder, where: SQL | undefined) {
  const tenantParam = sql`${tenant}::uuid`;
  const linesSql = sql<LineRow[] | null>`(
    select json_agg(json_build_object(
             'id', cl.id, 'productId', cl.product_id, 'name', pr.name, 'sku', pr.sku, 'slug', pr.slug,
             'quantity', cl.quantity, 'unitPrice', coalesce(pr.sale_price, pr.price),
             'imagePath', im.path, 'imageAlt', im.alt)
           order by cl.created_at asc, pr.name asc, cl.id asc)
      from cart_lines cl
      join products pr on pr.id = cl.product_id and pr.tenant_id = ${tenantParam}
      left join images im on im.id = pr.image_id and im.tenant_id = ${tenantParam}
     where cl.tenant_id = ${tenantParam} and cl.cart_id = "carts"."id")`;
  return db
    .select({
      id: c.id,
      currencyCode: c.currencyCode,
      createdAt: isoSeconds(c.createdAt),
      updatedAt: isoSeconds(c.updatedAt),
      lines: linesSql,
    })
    .from(c)
    .where(where)
    .limit(1);
}

/** The signed-in customer's active cart (GET /account/cart), prepared once (db/prepared.ts). */
const activeCartQuery = (db: Executor, name: string) =>
  cartQuery(
    db,
    sql.placeholder("tenantId"),
    and(eq(c.tenantId, sql.placeholder("tenantId")), eq(c.customerId, sql.placeholder("customerId")), eq(c.status, "active")),
  ).prepare(name);

/**
 * One of the customer's carts with its lines (one statement): the given `cartId`, or the active cart when
 * none is given. Always scoped by tenant and customer; `customerId: null` reads a guest cart (by id only).
 * Line prices are the products' current prices (sale price when on sale), never the price when added.
 */
export async function loadCart({
  tenantId,
  customerId,
  cartId,
  activeOnly = false,
  executor,
}: {
  tenantId: string;
  customerId: string | null;
  cartId?: string;
  /** With a cartId: only when that cart is still active. */
  activeOnly?: boolean;
  executor?: Executor;
}): Promise<Cart | null> {
  const [row] =
    customerId !== null && !cartId && !executor
      ? await (await prepared("sf_account_active_cart", activeCartQuery)).execute({ tenantId, customerId })
      : await cartQuery(
          executor ?? (await getDb()),
          tenantId,
          and(
            eq(c.tenantId, tenantId),
            customerId === null ? isNull(c.customerId) : eq(c.customerId, customerId),
            cartId ? eq(c.id, cartId) : eq(c.status, "active"),
            cartId && activeOnly ? eq(c.status, "active") : undefined,
          ),
        );
  if (!row) return null;
  if (customerId === null && !cartId) return null;
  const lines = (row.lines ?? []).map((line) => ({ ...line, unitPrice: Number(line.unitPrice), quantity: Number(line.quantity) }));
  const money = (minor: number) => toMajorUnits(minor, row.currencyCode);
  let subtotal = 0;
  let itemCount = 0;
  const outLines = lines.map((line) => {
    const lineTotal = line.unitPrice * line.quantity;
    subtotal += lineTotal;
    itemCount += line.quantity;
    return {
      id: line.id,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      slug: line.slug,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      lineTotal: money(lineTotal),
      displayUnitPrice: formatMoney(line.unitPrice, row.currencyCode),
      displayLineTotal: formatMoney(lineTotal, row.currencyCode),
      image: line.imagePath ? { path: line.imagePath, alt: line.imageAlt ?? "" } : null,
    };
  });
  return {
    id: row.id,
    currencyCode: row.currencyCode,
    lines: outLines,
    itemCount,
    subtotal: money(subtotal),
    displaySubtotal: formatMoney(subtotal, row.currencyCode),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
