import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { DomainError, InvalidInputError } from "../errors/domain";
import { fetchImage } from "../media/fetch-image";
import { uploadMedia } from "../media/upload-media";
import type { ImportImageEntry, ImportRowError } from "./product-csv";

/** A file name for a fetched image's media record: the address's last path segment (people read it, nothing trusts it). */
function fileNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "") || "image";
  } catch {
    return "image";
  }
}

/**
 * A product's Image Src cells as media ids, in Image Position order. A media library address is kept as it is (the
 * catalogue's write checks it is the store's); another http(s) address is the store's image fetched from it before,
 * when one is (`images.source_url`: importing the same file again fetches nothing), or fetched now (lib/media/fetch-image.ts:
 * the webhooks' address rules, a timeout, the upload size limit) and stored through the media upload (type from the
 * bytes, pixel limit), with Image Alt Text (or, when empty, the product's title, as an active product's images need
 * alt text). An address refused or failed is an error on its row's Image Src and left out; the others still count.
 * Runs outside any transaction (fetches can take seconds). `null` when no image can be used (none named, or every one
 * refused), so the product keeps the images it has.
 */
export async function importProductImages({
  tenantId,
  entries,
  fallbackAlt,
}: {
  tenantId: string;
  entries: readonly ImportImageEntry[];
  fallbackAlt: string;
}): Promise<{ ids: string[] | null; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const fail = (line: number, message: string) => errors.push({ line, column: "Image Src", message });
  const urls = entries.flatMap((e) => (e.kind === "fetch" ? [e.url] : []));
  const img = schema.images;
  const known = new Map<string, string>();
  if (urls.length > 0) {
    const db = await getDb();
    const rows = await db
      .select({ id: img.id, sourceUrl: img.sourceUrl })
      .from(img)
      .where(and(eq(img.tenantId, tenantId), inArray(img.sourceUrl, urls)))
      .orderBy(desc(img.createdAt));
    for (const row of rows) if (row.sourceUrl && !known.has(row.sourceUrl)) known.set(row.sourceUrl, row.id);
  }
  const ids: string[] = [];
  for (const entry of entries) {
    if (entry.kind === "media") {
      ids.push(entry.id);
      continue;
    }
    if (entry.kind === "invalid") {
      fail(entry.line, `Image Src must be an http or https address, not "${entry.src.slice(0, 200)}".`);
      continue;
    }
    const stored = known.get(entry.url);
    if (stored) {
      ids.push(stored);
      continue;
    }
    const fetched = await fetchImage(entry.url);
    if (!fetched.ok) {
      fail(entry.line, fetched.message);
      continue;
    }
    try {
      const media = await uploadMedia({
        tenantId,
        file: new File([new Uint8Array(fetched.data)], fileNameOf(entry.url)),
        alt: (entry.alt || fallbackAlt).slice(0, 500),
        sourceUrl: entry.url,
      });
      known.set(entry.url, media.id);
      ids.push(media.id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const messages = error instanceof InvalidInputError ? Object.values(error.errors).flat() : [error.message];
      fail(entry.line, messages.join(" ").replace(/^The file /, "The image "));
    }
  }
  return { ids: ids.length === 0 ? null : ids, errors };
}
