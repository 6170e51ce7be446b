import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { parseCsv } from "../csv/parse-csv";
import { DomainError, InvalidInputError } from "../errors/domain";
import { describeError, log } from "../log";
import { listMarkets } from "../pricing/resolve-market";
import { createProduct } from "./create-product";
import {
  columnOfField,
  hasVariantCells,
  importRecord,
  indexColumns,
  readImportRow,
  type ImportRecord,
  type ImportRowError,
} from "./product-csv";
import { updateProduct } from "./update-product";

/** How many refused cells an import lists (the rest are still skipped, only not listed). */
const maxListedErrors = 1000;
/** Progress is written after this many rows or this long, whichever comes first (and at the end). */
const flushEveryRows = 25;
const flushEveryMs = 500;

const t = schema.productImports;

/**
 * The rows of a handle that has more than one variant row (Shopify writes one row per variant): each is refused, so
 * no product is written with only some of its variants. A handle's further rows with only Image cells (Shopify's
 * extra images) are not variants; they are passed over.
 */
function severalVariants(records: readonly ImportRecord[]): { refused: Map<number, ImportRowError>; passedOver: Set<number> } {
  const byHandle = new Map<string, number[]>();
  const passedOver = new Set<number>();
  records.forEach((record, i) => {
    const handle = record.get("Handle") ?? "";
    if (handle === "") return;
    const seen = byHandle.get(handle);
    if (!seen) byHandle.set(handle, [i]);
    else if (hasVariantCells(record)) seen.push(i);
    else passedOver.add(i);
  });
  const refused = new Map<number, ImportRowError>();
  for (const [handle, rows] of byHandle) {
    if (rows.length < 2) continue;
    for (const i of rows)
      refused.set(i, {
        line: records[i]!.line,
        column: "Handle",
        message: `The handle ${handle} has ${rows.length} variant rows: products have one variant for now, so none of them is imported.`,
      });
  }
  return { refused, passedOver };
}

/** A refusal of the catalogue's own write (a slug taken, a market missing…) as the row's errors. */
function rowErrors(line: number, error: DomainError): ImportRowError[] {
  if (error instanceof InvalidInputError)
    return Object.entries(error.errors).flatMap(([field, messages]) =>
      messages.map((message) => ({ line, column: columnOfField(field), message })),
    );
  return [{ line, column: "Handle", message: error.message }];
}

/**
 * Works one product CSV import (the `products.import` queue): each row in turn, through the same code as POST
 * /operator/products for a handle no product has and PATCH /operator/products/{slug} for an existing one, each in its
 * own transaction, so a refused row writes nothing and the others go on. Refused cells are kept with their line and
 * column. Progress is recorded every few rows; a job taken again after its worker died resumes after the rows
 * recorded (a row redone is an update of what it created: the import is idempotent by handle). An unexpected error
 * ends the import as `failed` with what was done kept.
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
  const flush = async (finish?: "done" | "failed") => {
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
    const { refused, passedOver } = severalVariants(records);
    const p = schema.products;
    for (let i = done; i < records.length; i++) {
      const record = records[i]!;
      const several = refused.get(i);
      if (several) pending.errors.push(several);
      else if (!primary)
        pending.errors.push({ line: record.line, column: "Variant Price", message: "The store has no market yet: add one first." });
      else if (!passedOver.has(i)) {
        const handle = record.get("Handle") ?? "";
        const [existing] = handle
          ? await db
              .select({ kind: p.kind })
              .from(p)
              .where(and(eq(p.tenantId, tenantId), eq(p.slug, handle)))
              .limit(1)
          : [];
        const action =
          existing && existing.kind !== "product"
            ? ({
                kind: "invalid",
                errors: [
                  {
                    line: record.line,
                    column: "Handle",
                    message: `${handle} is a subscription package: the import changes products only.`,
                  },
                ],
              } as const)
            : readImportRow({ record, exists: existing !== undefined, primaryMarketId: primary.id, currencyCode: primary.currencyCode });
        try {
          if (action.kind === "invalid") pending.errors.push(...action.errors);
          else if (action.kind === "create") {
            await createProduct({ tenantId, input: action.input });
            pending.created++;
          } else {
            if (action.patch) await updateProduct({ tenantId, slug: action.slug, input: action.patch });
            pending.updated++;
          }
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          pending.errors.push(...rowErrors(record.line, error));
        }
      }
      done = i + 1;
      pending.rows++;
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
