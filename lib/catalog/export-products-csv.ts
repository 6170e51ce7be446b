import "server-only";
import { leadStock } from "./variant-sql";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { csvRow } from "../csv/write-csv";
import { describeError, log } from "../log";
import { absoluteUrl } from "../media/absolute-url";
import { listMarkets } from "../pricing/resolve-market";
import { productCsvCells, productCsvColumns } from "./product-csv";

/** Products read per query while the file is written. */
const pageSize = 500;

/**
 * GET /operator/products/export.csv (extension): every product of the store (drafts and archived too, not subscription
 * packages) as Shopify's product CSV, one row per product in the order of their handles (the column's own collation,
 * so the store's unique slug index serves each page). Written as a stream a page of products at a time (keyset by
 * slug), so a store of any size is never held in memory at once. Prices are the primary market's; a store without a
 * market yet has no products to price, and gets the header alone.
 */
export async function exportProductsCsv({ tenantId }: { tenantId: string }): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const primary = (await listMarkets({ tenantId })).find((m) => m.isPrimary);
  const currencyCode = primary?.currencyCode ?? "USD";
  const p = schema.products;
  const img = schema.images;
  const encoder = new TextEncoder();
  let after: string | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheets open the file as UTF-8, then the header.
      controller.enqueue(encoder.encode(`\ufeff${csvRow(productCsvColumns)}`));
      if (!primary) {
        done = true;
        controller.close();
      }
    },
    async pull(controller) {
      if (done) return;
      try {
        const rows = await db
          .select({
            slug: p.slug,
            title: p.name,
            description: p.description,
            status: p.status,
            sku: p.sku,
            price: p.price,
            salePrice: p.salePrice,
            stock: leadStock(p.id),
            weightGrams: p.weightGrams,
            imagePath: img.path,
            imageAlt: img.alt,
            seoTitle: p.seoTitle,
            seoDescription: p.seoDescription,
          })
          .from(p)
          .leftJoin(img, and(eq(img.id, p.imageId), eq(img.tenantId, tenantId)))
          .where(and(eq(p.tenantId, tenantId), eq(p.kind, "product"), after === null ? undefined : gt(p.slug, after)))
          .orderBy(asc(p.slug))
          .limit(pageSize);
        const text = rows
          .map((r) => csvRow(productCsvCells({ ...r, imageUrl: r.imagePath ? absoluteUrl(r.imagePath) : null }, currencyCode)))
          .join("");
        if (text) controller.enqueue(encoder.encode(text));
        after = rows.at(-1)?.slug ?? after;
        if (rows.length < pageSize) {
          done = true;
          controller.close();
        }
      } catch (error) {
        // The status line is already sent: the client sees a cut-off file, the log says why.
        log.warn("products_export_failed", { tenantId, ...describeError(error), stack: undefined });
        done = true;
        controller.error(error);
      }
    },
  });
}
