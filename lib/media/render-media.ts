import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { getDb, schema } from "@/db/client";
import { isUuid } from "../uuid";
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
    .select({ data: t.data })
    .from(t)
    .where(and(eq(t.id, id), isNotNull(t.data)))
    .limit(1);
  if (!row?.data) return undefined;
  const image = sharp(row.data).rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === "webp"
      ? image.webp({ quality: 80 })
      : format === "avif"
        ? image.avif({ quality: 55, effort: 2 })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
  return { body: await encoded.toBuffer(), contentType: renditionFormats[format], etag: renditionEtag(id, width, format) };
}
