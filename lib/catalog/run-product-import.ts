import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { parseCsv } from "../csv/parse-csv";
import { DomainError, InvalidInputError } from "../errors/domain";
import { describeError, log } from "../log";
import { toMajorUnits } from "../money";
import { listMarkets } from "../pricing/resolve-market";
import { saleAsCompareAt } from "../pricing/sale-as-compare-at";
import { catalogChanged, type CatalogBatch } from "./catalog-changed";
import { createProduct } from "./create-product";
import {
  columnOfField,
  hasVariantCells,
  importImageEntries,
  importRecord,
  indexColumns,
  readImportProduct,
  type ImportAction,
  type ImportRecord,
  type ImportRowError,
  type StoredCsvVariant,
} from "./product-csv";
import { importProductImages } from "./import-product-images";
import { updateProduct } from "./update-product";

/** How many refused cells an import lists (the rest are still skipped, only not listed). */
const maxListedErrors = 1000;
/** Progress is written after this many rows or this long, whichever comes first (and at the end). */
const flushEveryRows = 25;
const flushEveryMs = 500;

const t = schema.productImports;

/** A run of rows with one handle (a product), or a row without a handle, or a refusal of the whole run. */
type RowGroup = { start: number; end: number; refused?: string };

/**
 * The file's rows as products: the consecutive rows of one handle are one product (its first row, further variant rows,
 * Shopify's image-only rows). A handle that comes back after another handle's rows is refused there (its product was
 * already written from the earlier rows); rows without a handle stand alone and are refused for it.
 */
function groupRows(records: readonly ImportRecord[]): RowGroup[] {
  const groups: RowGroup[] = [];
  const firstLine = new Map<string, number>();
  for (let i = 0; i < records.length; i++) {
    const handle = records[i]!.get("Handle") ?? "";
    const last = groups.at(-1);
    if (handle !== "" && last && (records[last.start]!.get("Handle") ?? "") === handle) {
      last.end = i + 1;
      continue;
    }
    const seen = handle === "" ? undefined : firstLine.get(handle);
    groups.push({
      start: i,
      end: i + 1,
      refused:
        seen === undefined
          ? undefined
          : `The handle ${handle} comes back after other products' rows (it starts on line ${seen}): a product's rows must be next to each other, as Shopify's export writes them.`,
    });
    if (handle !== "" && seen === undefined) firstLine.set(handle, records[i]!.line);
  }
  return groups;
}

/** How many products an import writes at once: each is a few round trips to the database, mostly waiting. */
const importConcurrency = 4;

/**
 * Consecutive products written at once, in file order. Two products naming the same SKU never share a chunk, so the
 * later one is refused by the earlier one's committed SKU exactly as one at a time would refuse it (never by a race).
 */
function concurrentChunks(groups: readonly RowGroup[], records: readonly ImportRecord[]): RowGroup[][] {
  const chunks: RowGroup[][] = [];
  let skus = new Set<string>();
  for (const group of groups) {
    const own = records
      .slice(group.start, group.end)
      .map((r) => (r.get("Variant SKU") ?? "").toLowerCase())
      .filter(Boolean);
    const current = chunks.at(-1);
    if (!current || current.length >= importConcurrency || own.some((sku) => skus.has(sku))) {
      chunks.push([group]);
      skus = new Set(own);
    } else {
      current.push(group);
      for (const sku of own) skus.add(sku);
    }
  }
  return chunks;
}

/** A refusal of the catalogue's own write (a slug taken, a market missing…) as the rows' errors (`variants.N` is the Nth variant's row). */
function rowErrors(lines: readonly number[], error: DomainError): ImportRowError[] {
  if (error instanceof InvalidInputError)
    return Object.entries(error.errors).flatMap(([field, messages]) => {
      const variant = /^variants\.(\d+)/.exec(field);
      const line = (variant ? lines[Number(variant[1])] : undefined) ?? lines[0]!;
      return messages.map((message) => ({ line, column: columnOfField(field), message }));
    });
  return [{ line: lines[0]!, column: "Handle", message: error.message }];
}

/** The stored variants of the store's product with this id, for a re-import's empty cells. */
async function storedVariants(tenantId: string, productId: string): Promise<StoredCsvVariant[]> {
  const db = await getDb();
  const result = await db.execute<{
    sku: string;
    options: Record<string, string>;
    price: number;
    sale_price: number | null;
    stock: number;
    weight_grams: number | null;
    other_prices: { marketId: string; currencyCode: string; price: number; salePrice: number | null }[];
  }>(sql`
    select v.sku, v.options, v.price, v.sale_price, v.stock, v.weight_grams,
           coalesce((select json_agg(json_build_object('marketId', pp.market_id, 'currencyCode', m.currency_code,
                                                       'price', pp.price, 'salePrice', pp.sale_price))
                       from product_prices pp join markets m on m.id = pp.market_id and m.tenant_id = ${tenantId}::uuid
                      where pp.tenant_id = ${tenantId}::uuid and pp.variant_id = v.id and not m.is_primary), '[]'::json) as other_prices
      from product_variants v
     where v.tenant_id = ${tenantId}::uuid and v.product_id = ${productId}::uuid
     order by v.position`);
  return result.rows.map((r) => ({
    sku: r.sku,
    options: r.options,
    price: r.price,
    salePrice: r.sale_price,
    stock: r.stock,
    weightGrams: r.weight_grams,
    otherPrices: r.other_prices.map((o) => {
      const { pays, compareAt } = saleAsCompareAt(o);
      return {
        marketId: o.marketId,
        amount: toMajorUnits(pays, o.currencyCode),
        compareAt: compareAt === null ? null : toMajorUnits(compareAt, o.currencyCode),
      };
    }),
  }));
}

/**
 * Works one product CSV import (the `products.import` queue): each product (a handle's consecutive rows; a few at once,
 * in file order, see `concurrentChunks`) through
 * the same code as POST /operator/products for a handle no product has and PATCH /operator/products/{slug} for an
 * existing one, each in its own transaction, so a refused product writes nothing and the others go on. Image Src
 * addresses other than the store's media are fetched into its library first, outside that transaction
 * (lib/catalog/import-product-images.ts); an image refused is its row's error, not the product's. Refused cells
 * are kept with their line and column. Progress is recorded every few rows, at a product's end; a job taken again after
 * its worker died resumes after the rows recorded (a product redone is an update of what it created: the import is
 * idempotent by handle, and its variants by option values and SKU). An unexpected error ends the import as `failed`
 * with what was done kept.
 */
export async function runProductImport({ importId, tenantId }: { importId: string; tenantId: string }): Promise<string> {
  const db = await getDb();
  const [job] = await db
    .select({ status: t.status, source: t.source, rowsDone: t.rowsDone, errors: t.errors })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, importId)))
    .limit(1);
  if (!job || job.status === "done" || job.status === "failed") return "gone";
  await db
    .update(t)
    .set({ status: "running", updatedAt: sql`now()` })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, importId)));

  let done = job.rowsDone;
  let listed = job.errors.length;
  let pending = { rows: 0, created: 0, updated: 0, errors: [] as ImportRowError[] };
  let flushedAt = Date.now();
  // The catalogue's refresh once per flush (the cache dropped, new titles' words added); the vocabulary's full rebuild,
  // which also drops unused words and reads every product of the store, once at the end.
  let batch: CatalogBatch = { shownTitles: [], vocabulary: false };
  let rebuildVocabulary = false;
  const refreshCatalogue = async (finish: boolean) => {
    rebuildVocabulary ||= batch.vocabulary;
    const { shownTitles } = batch;
    batch = { shownTitles: [], vocabulary: false };
    if (shownTitles.length > 0 || pending.created + pending.updated > 0 || (finish && rebuildVocabulary))
      await catalogChanged({ tenantId, shownTitles, vocabulary: finish && rebuildVocabulary });
  };
  const flush = async (finish?: "done" | "failed") => {
    await refreshCatalogue(finish !== undefined);
    const extra = pending.errors.slice(0, Math.max(0, maxListedErrors - listed));
    listed += extra.length;
    await db
      .update(t)
      .set({
        rowsDone: done,
        created: sql`${t.created} + ${pending.created}`,
        updated: sql`${t.updated} + ${pending.updated}`,
        errors: sql`${t.errors} || ${JSON.stringify(extra)}::jsonb`,
        updatedAt: sql`now()`,
        ...(finish ? { status: finish, finishedAt: sql`now()` } : {}),
      })
      .where(and(eq(t.tenantId, tenantId), eq(t.id, importId)));
    pending = { rows: 0, created: 0, updated: 0, errors: [] };
    flushedAt = Date.now();
  };

  try {
    const [header, ...rest] = parseCsv(job.source);
    const index = indexColumns(header?.cells ?? []);
    const records = rest.map((r) => importRecord(r.line, r.cells, index));
    const primary = (await listMarkets({ tenantId })).find((m) => m.isPrimary);
    const p = schema.products;
    /** One product's rows through the catalogue's own write: its refused cells, or what it did. */
    const importGroup = async (group: RowGroup): Promise<{ errors: ImportRowError[]; created: number; updated: number }> => {
      const rows = records.slice(group.start, group.end);
      const first = rows[0]!;
      const lines = [first, ...rows.slice(1).filter(hasVariantCells)].map((r) => r.line);
      const refusal = (column: string, message: string) => ({ errors: [{ line: first.line, column, message }], created: 0, updated: 0 });
      if (group.refused) return refusal("Handle", group.refused);
      if (!primary) return refusal("Variant Price", "The store has no market yet: add one first.");
      const handle = first.get("Handle") ?? "";
      const [existing] = handle
        ? await db
            .select({ id: p.id, kind: p.kind, title: p.name })
            .from(p)
            .where(and(eq(p.tenantId, tenantId), eq(p.slug, handle)))
            .limit(1)
        : [];
      if (existing && existing.kind !== "product")
        return refusal("Handle", `${handle} is a subscription package: the import changes products only.`);
      const read = {
        records: rows,
        exists: existing !== undefined,
        stored: existing ? await storedVariants(tenantId, existing.id) : [],
        primaryMarketId: primary.id,
        currencyCode: primary.currencyCode,
      };
      let action: ImportAction = readImportProduct(read);
      if (action.kind === "invalid") return { errors: action.errors, created: 0, updated: 0 };
      // Images at other addresses are fetched only for a product whose cells are good (nothing is fetched for a
      // refused one), before its write's transaction opens; a refused image is its row's error and the product goes on.
      const entries = importImageEntries(rows);
      const imageErrors: ImportRowError[] = [];
      if (entries.some((e) => e.kind !== "media")) {
        const fallbackAlt = first.get("Title") || existing?.title || handle;
        const resolved = await importProductImages({ tenantId, entries, fallbackAlt });
        imageErrors.push(...resolved.errors);
        action = readImportProduct({ ...read, images: resolved.ids });
        if (action.kind === "invalid") return { errors: [...imageErrors, ...action.errors], created: 0, updated: 0 };
      }
      try {
        if (action.kind === "create") {
          await createProduct({ tenantId, input: action.input, batch });
          return { errors: imageErrors, created: 1, updated: 0 };
        }
        if (action.patch) await updateProduct({ tenantId, slug: action.slug, input: action.patch, batch });
        return { errors: imageErrors, created: 0, updated: 1 };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { errors: [...imageErrors, ...rowErrors(lines, error)], created: 0, updated: 0 };
      }
    };
    for (const chunk of concurrentChunks(groupRows(records), records)) {
      const end = chunk.at(-1)!.end;
      if (end <= done) continue;
      const results = await Promise.all(chunk.map(importGroup));
      for (const result of results) {
        pending.errors.push(...result.errors);
        pending.created += result.created;
        pending.updated += result.updated;
      }
      pending.rows += end - chunk[0]!.start;
      done = end;
      if (pending.rows >= flushEveryRows || Date.now() - flushedAt >= flushEveryMs) await flush();
    }
    await flush("done");
    return "done";
  } catch (error) {
    log.warn("product_import_failed", { tenantId, importId, rowsDone: done, ...describeError(error), stack: undefined });
    pending.errors.push({
      line: 0,
      column: "",
      message: "The import stopped on an unexpected error; the rows before it are imported. Upload the file again to finish it.",
    });
    await flush("failed");
    return "failed";
  }
}
