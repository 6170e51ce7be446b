/**
 * How an uploaded image is served: `/media/{id}/{width}.{webp|avif|jpg}`, resized to one of a fixed set of widths
 * (never wider than the original: a larger width serves the original's) and encoded in the format its extension names.
 * Pure helpers, shared by the API's answers and the route that serves the files (app/media/[id]/[file]/route.ts).
 */
export const renditionWidths = [96, 160, 320, 480, 640, 960, 1280, 1600, 1920] as const;

export const renditionFormats = { webp: "image/webp", avif: "image/avif", jpg: "image/jpeg" } as const;
export type RenditionFormat = keyof typeof renditionFormats;

/** The width a media record's `url` names: the largest allowed width the original reaches, at most 1280. */
export function defaultRenditionWidth(originalWidth: number | null): number {
  const fits = renditionWidths.filter((w) => w <= Math.min(originalWidth ?? 1280, 1280));
  return fits.at(-1) ?? renditionWidths[0];
}

/** The base every rendition of an image hangs under (kept in `images.path`). */
export function mediaPath(id: string): string {
  return `/media/${id}`;
}

export function renditionPath(id: string, width: number, format: RenditionFormat = "webp"): string {
  return `${mediaPath(id)}/${width}.${format}`;
}

/** `640.webp` → {width: 640, format: "webp"}; a width or format outside the fixed sets → null. */
export function parseRendition(file: string): { width: number; format: RenditionFormat } | null {
  const match = /^([1-9]\d{0,3})\.(webp|avif|jpg)$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(renditionWidths as readonly number[]).includes(width)) return null;
  return { width, format: match[2] as RenditionFormat };
}
