import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { csvRow } from "../csv/write-csv";
import { describeError, log } from "../log";
import { listMarkets } from "../pricing/resolve-market";
import { productCsvColumns, productCsvRows, type CsvVariant } from "./product-csv";
import { imageFileUrl, loadProductImages } from "./product-images";

/** Products read per query while the file is written. */
const pageSize = 500;

/**
 * GET /operator/products/export.csv (extension): every product of the store (drafts and archived too, not subscription
 * packages) as Shopify's product CSV, a row per variant (the product's cells on its first) and its images (Image Src, Position, Alt Text) in the order of their handles (the column's own collation,
 * so the store's unique slug index serves each page). Written as a stream a page of products at a time (keyset by
 * slug), so a store of any size is never held in memory at once. Prices are the primary market's; a store without a
 * market yet has no products to price, and gets the header alone.
 */
export async function exportProductsCsv({ tenantId }: { tenantId: string }): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const primary = (await listMarkets({ tenantId })).find((m) => m.isPrimary);
  const currencyCode = primary?.currencyCode ?? "USD";
  const p = schema.products;
  const pv = schema.productVariants;
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
            id: p.id,
            slug: p.slug,
            title: p.name,
            description: p.description,
            status: p.status,
            options: p.options,
            seoTitle: p.seoTitle,
            seoDescription: p.seoDescription,
          })
          .from(p)
          .where(and(eq(p.tenantId, tenantId), eq(p.kind, "product"), after === null ? undefined : gt(p.slug, after)))
          .orderBy(asc(p.slug))
          .limit(pageSize);
        const images = await loadProductImages({ executor: db, tenantId, productIds: rows.map((r) => r.id) });
        const variants = new Map<string, CsvVariant[]>();
        if (rows.length > 0)
          for (const v of await db
            .select({
              productId: pv.productId,
              sku: pv.sku,
              options: pv.options,
              price: pv.price,
              salePrice: pv.salePrice,
              stock: pv.stock,
              weightGrams: pv.weightGrams,
            })
            .from(pv)
            .where(
              and(
                eq(pv.tenantId, tenantId),
                inArray(
                  pv.productId,
                  rows.map((r) => r.id),
                ),
              ),
            )
            .orderBy(asc(pv.productId), asc(pv.position))) {
            const list = variants.get(v.productId) ?? [];
            list.push(v);
            variants.set(v.productId, list);
          }
        const text = rows
          .flatMap((r) =>
            productCsvRows(
              {
                ...r,
                variants: variants.get(r.id) ?? [],
                images: (images.get(r.id) ?? []).map((image) => ({ url: imageFileUrl(image.path), alt: image.alt })),
              },
              currencyCode,
            ),
          )
          .map((cells) => csvRow(cells))
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
