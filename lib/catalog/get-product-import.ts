import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { NotFoundError } from "../errors/domain";
import { isUuid } from "../uuid";
import type { ProductImport } from "./schemas";

/** GET /operator/imports/{id} (extension): an import of the store with its progress; another store's or unknown → 404. */
export async function getProductImport({ tenantId, id }: { tenantId: string; id: string }): Promise<ProductImport> {
  if (!isUuid(id)) throw new NotFoundError("Import not found.");
  const db = await getDb();
  const t = schema.productImports;
  const [row] = await db
    .select({
      id: t.id,
      status: t.status,
      rowsDone: t.rowsDone,
      rowsTotal: t.rowsTotal,
      created: t.created,
      updated: t.updated,
      errors: t.errors,
      createdAt: isoSeconds(t.createdAt),
      finishedAt: isoSeconds(t.finishedAt),
    })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError("Import not found.");
  return { ...row, status: row.status as ProductImport["status"] };
}
