// GET /media/{id}/{width}.{webp|avif|jpg}: an uploaded image, resized (lib/media/render-media.ts).
import type { NextRequest } from "next/server";
import { DependencyUnavailableError } from "@/lib/errors/domain";
import { isDatabaseUnavailable } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { renderMedia, renditionEtag } from "@/lib/media/render-media";
import { parseRendition } from "@/lib/media/renditions";

const immutable = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

export async function GET(req: NextRequest, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  const rendition = parseRendition(file);
  if (!rendition) return notFound();
  const etag = renditionEtag(id, rendition.width, rendition.format);
  const conditional = req.headers.get("if-none-match");
  if (conditional && conditional.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers: { etag, "cache-control": immutable } });
  try {
    const found = await renderMedia({ id, ...rendition });
    if (!found) return notFound();
    return new Response(new Uint8Array(found.body), {
      headers: {
        "content-type": found.contentType,
        "content-length": String(found.body.length),
        "cache-control": immutable,
        etag: found.etag,
      },
    });
  } catch (error) {
    log.error("media_render_failed", { id, file, error: error instanceof Error ? error.message : String(error) });
    // The database or the media bucket did not answer: a retry later may succeed.
    const unavailable = error instanceof DependencyUnavailableError || isDatabaseUnavailable(error);
    return new Response(unavailable ? "Temporarily unavailable." : "Server error.", {
      status: unavailable ? 503 : 500,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(unavailable ? { "retry-after": "5" } : {}) },
    });
  }
}
