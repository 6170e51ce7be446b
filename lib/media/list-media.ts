import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { buildPageMeta, type PageMeta } from "../pagination/schemas";
import { isUpload, mediaColumns, toMedia } from "./media-record";
import type { Media } from "./schemas";

const t = schema.images;

/** The store's uploaded images (the library): files under public/ that the demo catalogue names are not in it. */
export function inLibrary(tenantId: string, ...more: SQL[]): SQL {
  return and(eq(t.tenantId, tenantId), isUpload(t), ...more)!;
}

/** GET /operator/media: the library, newest first, a page at a time. */
export async function listMedia({ tenantId, page, perPage }: { tenantId: string; page: number; perPage: number }): Promise<{
  data: Media[];
  meta: PageMeta;
}> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(mediaColumns)
      .from(t)
      .where(inLibrary(tenantId))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(t).where(inLibrary(tenantId)),
  ]);
  return { data: rows.map(toMedia), meta: buildPageMeta({ page, perPage, total: total?.n ?? 0 }) };
}

/** One image of the store's library, or undefined (another store's id, a file under public/, no such id). */
export async function findMedia({
  tenantId,
  id,
  executor,
}: {
  tenantId: string;
  id: string;
  executor?: Executor;
}): Promise<Media | undefined> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select(mediaColumns)
    .from(t)
    .where(inLibrary(tenantId, eq(t.id, id)))
    .limit(1);
  return row && toMedia(row);
}
