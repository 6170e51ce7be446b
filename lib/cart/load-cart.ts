import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { formatMoney, toMajorUnits } from "../money";
import type { Cart } from "./schemas";

/**
 * One of the customer's carts with its lines (two queries): the given `cartId`, or the active cart when
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
  const db = executor ?? (await getDb());
  const c = schema.carts;
  const l = schema.cartLines;
  const p = schema.products;
  const img = schema.images;
  const [row] = await db
    .select({ id: c.id, currencyCode: c.currencyCode, createdAt: isoSeconds(c.createdAt), updatedAt: isoSeconds(c.updatedAt) })
    .from(c)
    .where(
      and(
        eq(c.tenantId, tenantId),
        customerId === null ? isNull(c.customerId) : eq(c.customerId, customerId),
        cartId ? eq(c.id, cartId) : eq(c.status, "active"),
        cartId && activeOnly ? eq(c.status, "active") : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (customerId === null && !cartId) return null;
  const lines = await db
    .select({
      id: l.id,
      productId: l.productId,
      name: p.name,
      sku: p.sku,
      slug: p.slug,
      quantity: l.quantity,
      unitPrice: sql<number>`coalesce(${p.salePrice}, ${p.price})`.mapWith(Number),
      imagePath: img.path,
      imageAlt: img.alt,
    })
    .from(l)
    .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
    .leftJoin(img, and(eq(img.id, p.imageId), eq(img.tenantId, tenantId)))
    .where(and(eq(l.tenantId, tenantId), eq(l.cartId, row.id)))
    .orderBy(asc(l.createdAt), asc(p.name), asc(l.id));
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
