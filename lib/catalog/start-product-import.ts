import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { CsvSyntaxError, parseCsv } from "../csv/parse-csv";
import { InvalidInputError } from "../errors/domain";
import { sendJob } from "../jobs/send-job";
import { indexColumns, requiredImportColumns } from "./product-csv";

/** The text of an uploaded file when it is UTF-8 CSV with a header; else 422 `invalid_csv` or `csv_columns_missing`. */
export function readProductCsv(bytes: Uint8Array): { text: string; rows: number } {
  const notCsv = (why: string) => new InvalidInputError({ file: [`The file is not a CSV file: ${why}`] }).withCode("invalid_csv");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw notCsv("it is not UTF-8 text.");
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw notCsv(error.message);
    throw error;
  }
  const header = records[0];
  if (!header) throw notCsv("it is empty.");
  const index = indexColumns(header.cells);
  const missing = requiredImportColumns.filter((c) => !index.has(c));
  if (missing.length > 0)
    throw new InvalidInputError({
      file: [
        `The file's header (its first line) lacks the ${missing.join(" and ")} column${missing.length > 1 ? "s" : ""} of Shopify's product CSV.`,
      ],
    }).withCode("csv_columns_missing");
  return { text, rows: records.length - 1 };
}

/**
 * POST /operator/products/import (extension): checks the upload is a product CSV (UTF-8, RFC 4180, with the Handle and
 * Title columns), keeps it with its row count and queues its import (the `products.import` queue, worked by any
 * instance's job worker: lib/catalog/run-product-import.ts). Answers the import's id at once; GET
 * /operator/imports/{id} follows it.
 */
export async function startProductImport({ tenantId, file }: { tenantId: string; file: File }): Promise<{ id: string }> {
  const { text, rows } = readProductCsv(new Uint8Array(await file.arrayBuffer()));
  const db = await getDb();
  const t = schema.productImports;
  const [row] = await db.insert(t).values({ tenantId, source: text, rowsTotal: rows }).returning({ id: t.id });
  const id = row!.id;
  try {
    await sendJob({ queue: "products.import", data: { importId: id, tenantId }, singletonKey: id });
  } catch (error) {
    await db
      .update(t)
      .set({ status: "failed", errors: [{ line: 0, column: "", message: "The import could not be queued: upload the file again." }] })
      .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
    throw error;
  }
  return { id };
}
