import "server-only";
import sharp, { type Metadata } from "sharp";
import { InvalidInputError } from "../errors/domain";
import { maxMediaPixels } from "./schemas";

export type ImageFacts = { mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/avif"; width: number; height: number };

const unsupported = () =>
  new InvalidInputError({ file: ["The file must be a JPEG, PNG, WebP or AVIF image."] }).withCode("unsupported_image");

/**
 * What an uploaded file is, judged by its content alone (its name and declared type are never trusted): JPEG, PNG,
 * WebP or AVIF, with its width and height as shown (EXIF rotation applied). Anything else, a file that does not
 * decode to the end, or one over 50 megapixels → 422 naming `file`.
 */
export async function probeImage(data: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw unsupported();
  }
  const mimeType =
    meta.format === "jpeg"
      ? "image/jpeg"
      : meta.format === "png"
        ? "image/png"
        : meta.format === "webp"
          ? "image/webp"
          : meta.format === "heif" && meta.compression === "av1"
            ? "image/avif"
            : undefined;
  const { width, height } = meta.autoOrient ?? meta;
  if (!mimeType || !width || !height) throw unsupported();
  if (width * height > maxMediaPixels)
    throw new InvalidInputError({
      file: [`The image must not have more than ${maxMediaPixels / 1_000_000} megapixels (this one is ${width}×${height}).`],
    }).withCode("image_too_large");
  try {
    // Decoded to the end once (at a small size: cheap), so a truncated or corrupt file is refused now, not when served.
    await sharp(data, { failOn: "error" }).resize(16).raw().toBuffer();
  } catch {
    throw unsupported();
  }
  return { mimeType, width, height };
}
