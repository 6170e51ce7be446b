import "server-only";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
import { mediaBucket, renditionKey } from "./media-bucket";
import { isUpload } from "./media-record";
import { renditionFormats, type RenditionFormat } from "./renditions";

export type Rendition = { body: Buffer; contentType: string; etag: string };

/**
 * A rendition's bytes never change (the stored file cannot be replaced, only its alt text), so its ETag follows from
 * its URL alone: a conditional request is answered 304 without reading anything. The suffix changes with the encoder
 * settings below.
 */
export function renditionEtag(id: string, width: number, format: RenditionFormat): string {
  return `"${id.toLowerCase()}-${width}-${format}-1"`;
}

/** Recently served renditions, by URL, within a byte budget (oldest out first): a hot logo is encoded once per process. */
const kept = new Map<string, Rendition>();
const keptBudget = 32 * 1024 * 1024;
let keptBytes = 0;
/** Renditions being encoded: concurrent requests for one share the work. */
const encoding = new Map<string, Promise<Rendition | undefined>>();

function keep(key: string, rendition: Rendition): void {
  if (rendition.body.length > keptBudget / 8) return;
  kept.set(key, rendition);
  keptBytes += rendition.body.length;
  for (const [oldest, value] of kept) {
    if (keptBytes <= keptBudget) break;
    kept.delete(oldest);
    keptBytes -= value.body.length;
  }
}

/**
 * GET /media/{id}/{width}.{format}: an uploaded image resized to `width` (never enlarged past the original), rotated
 * as its EXIF says, metadata stripped, encoded as WebP, AVIF or JPEG (transparency on white). Unknown id → undefined.
 * Not scoped by store: a media URL is public, like a file on a CDN, and its id is a random UUID.
 */
export async function renderMedia({
  id,
  width,
  format,
}: {
  id: string;
  width: number;
  format: RenditionFormat;
}): Promise<Rendition | undefined> {
  if (!isUuid(id)) return undefined;
  const key = `${id.toLowerCase()}/${width}.${format}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key); // most recently used last
    kept.set(key, hit);
    return hit;
  }
  let pending = encoding.get(key);
  if (!pending) {
    pending = encode(id.toLowerCase(), width, format).finally(() => encoding.delete(key));
    encoding.set(key, pending);
  }
  const rendition = await pending;
  if (rendition && !kept.has(key)) keep(key, rendition);
  return rendition;
}

async function encode(id: string, width: number, format: RenditionFormat): Promise<Rendition | undefined> {
  const db = await getDb();
  const t = schema.images;
  const [row] = await db
    .select({ data: t.data, storageKey: t.storageKey })
    .from(t)
    .where(and(eq(t.id, id), isUpload(t)))
    .limit(1);
  if (!row) return undefined;
  const contentType = renditionFormats[format];
  const etag = renditionEtag(id, width, format);
  if (row.data) return { body: await resize(row.data, width, format), contentType, etag };
  // In a bucket, a rendition is made once by whichever instance is asked first and kept beside the original.
  const bucket = mediaBucket();
  if (!bucket || !row.storageKey) return undefined;
  const made = await bucket.get(renditionKey(id, width, format));
  if (made) return { body: made, contentType, etag };
  const original = await bucket.get(row.storageKey);
  if (!original) return undefined;
  const body = await resize(original, width, format);
  await bucket.put(renditionKey(id, width, format), body, contentType);
  return { body, contentType, etag };
}

function resize(original: Buffer, width: number, format: RenditionFormat): Promise<Buffer> {
  const image = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === "webp"
      ? image.webp({ quality: 80 })
      : format === "avif"
        ? image.avif({ quality: 55, effort: 2 })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
  return encoded.toBuffer();
}
