import sharp from "sharp";
import { expect } from "vitest";
import { fixtures } from "../../support/fixtures";
import type { ApiResponse } from "../../support/http";

/** A picture made here, in the format asked: a coloured rectangle with a darker square, so encoders have work to do. */
export async function picture(format: "png" | "jpeg" | "webp" | "avif", width = 400, height = 300): Promise<Buffer> {
  const square = await sharp({ create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: "#2b1d14" } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: "#c8743a" } }).composite([
    { input: square, top: Math.floor(height / 8), left: Math.floor(width / 8) },
  ]);
  return image[format]().toBuffer();
}

/**
 * POST /operator/media as a client uploads: multipart/form-data with `file` (its name and declared type as given,
 * which the API must not trust) and `alt` when given.
 */
export async function upload(
  token: string,
  file: { bytes: Buffer | Uint8Array; name: string; type?: string } | null,
  options: { alt?: string; headers?: Record<string, string>; baseUrl?: string } = {},
): Promise<ApiResponse> {
  const form = new FormData();
  if (file) form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  if (options.alt !== undefined) form.set("alt", options.alt);
  const res = await fetch(`${options.baseUrl ?? fixtures().baseUrl}/api/v1/operator/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json", ...options.headers },
    body: form,
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (res.status >= 400) expect((body as { code?: unknown }).code, text).toMatch(/^[a-z][a-z0-9_]*$/);
  return { status: res.status, headers: res.headers, body, text };
}

/** A served file: /media/{id}/{width}.{format} (not under /api/v1). */
export async function served(path: string, headers: Record<string, string> = {}) {
  const url = path.startsWith("http") ? path : `${fixtures().baseUrl}${path}`;
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
