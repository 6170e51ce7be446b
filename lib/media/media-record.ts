import "server-only";
import { isNotNull, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema } from "@/db/client";
import { absoluteUrl } from "./absolute-url";
import { defaultRenditionWidth, renditionPath } from "./renditions";
import type { Media } from "./schemas";

const t = schema.images;

/**
 * An uploaded image (POST /operator/media), whose file is in the database or in the media bucket; the files under
 * public/ that the demo catalogue names have neither. Takes the table or an alias of it.
 */
export function isUpload(image: { data: AnyPgColumn; storageKey: AnyPgColumn }): SQL {
  return or(isNotNull(image.data), isNotNull(image.storageKey))!;
}

/** The columns a media record is read from (never the file itself). */
export const mediaColumns = {
  id: t.id,
  width: t.width,
  height: t.height,
  alt: t.alt,
  filename: t.filename,
  mimeType: t.mimeType,
  byteSize: t.byteSize,
  createdAt: t.createdAt,
};

export type MediaRow = {
  id: string;
  width: number | null;
  height: number | null;
  alt: string;
  filename: string;
  mimeType: string;
  byteSize: number | null;
  createdAt: string;
};

/** The absolute URL of an image's default rendition (WebP, the largest allowed width it reaches up to 1280). */
export function mediaUrl(id: string, width: number | null): string {
  return absoluteUrl(renditionPath(id, defaultRenditionWidth(width)));
}

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    url: mediaUrl(row.id, row.width),
    width: row.width ?? 0,
    height: row.height ?? 0,
    alt: row.alt,
    filename: row.filename,
    mimeType: row.mimeType,
    byteSize: row.byteSize ?? 0,
    createdAt: row.createdAt,
  };
}
