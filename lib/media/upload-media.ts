import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, schema } from "@/db/client";
import { mediaBucket, originalKey } from "./media-bucket";
import { mediaColumns, toMedia } from "./media-record";
import { probeImage } from "./probe-image";
import { mediaPath } from "./renditions";
import type { Media } from "./schemas";

/**
 * POST /operator/media: stores an uploaded image in the store's library: in the database (so every instance serves
 * it, the embedded database too), or in the S3-compatible bucket when one is configured (the file first, then its
 * record, so no record names a missing file). Its type and size come from its content (probeImage); the file name is
 * kept for people only, without any directory part.
 */
export async function uploadMedia({
  tenantId,
  file,
  alt,
  sourceUrl,
}: {
  tenantId: string;
  file: File;
  alt?: string;
  /** Where a product import fetched it from (kept so a second import of the file reuses it). */
  sourceUrl?: string;
}): Promise<Media> {
  const data = Buffer.from(await file.arrayBuffer());
  const facts = await probeImage(data);
  const id = randomUUID();
  const filename = (file.name.split(/[\\/]/).pop() ?? "").slice(0, 255) || "upload";
  const bucket = mediaBucket();
  if (bucket) await bucket.put(originalKey(id), data, facts.mimeType);
  const db = await getDb();
  const [row] = await db
    .insert(schema.images)
    .values({
      id,
      tenantId,
      path: mediaPath(id),
      filename,
      mimeType: facts.mimeType,
      alt: alt ?? "",
      data: bucket ? null : data,
      storageKey: bucket ? originalKey(id) : null,
      sourceUrl: sourceUrl ?? null,
      width: facts.width,
      height: facts.height,
      byteSize: data.length,
    })
    .returning(mediaColumns);
  return toMedia(row!);
}
