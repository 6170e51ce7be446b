/** Widths an uploaded image's renditions are asked for in a srcset (the server never enlarges past the original). */
const srcsetWidths = [320, 480, 640, 960, 1280, 1600] as const;

/** An uploaded image's path (`/media/{id}`): its files are renditions under it, `/media/{id}/{width}.{webp|avif|jpg}`. */
const isMedia = (path: string) => /^\/media\/[0-9a-f-]{36}$/i.test(path);

/**
 * An image's `src`, `srcSet` and `sizes` for an <img>: an uploaded image offers its WebP renditions by width so the
 * browser takes the smallest that fills the slot (`src` the one of `width` for browsers without srcset); a file under
 * public/ (an SVG of the demo store) is its own path.
 */
export function imageSources(path: string, width: number, sizes?: string): { src: string; srcSet?: string; sizes?: string } {
  if (!isMedia(path)) return { src: path };
  const src = `${path}/${srcsetWidths.find((w) => w >= width) ?? 1600}.webp`;
  if (!sizes) return { src };
  return { src, srcSet: srcsetWidths.map((w) => `${path}/${w}.webp ${w}w`).join(", "), sizes };
}

/** The full-size file of an image (the zoom's and the no-JavaScript link's). */
export function largestImage(path: string): string {
  return isMedia(path) ? `${path}/1920.webp` : path;
}
