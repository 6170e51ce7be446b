import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { NextResponse, type NextRequest } from "next/server";
import { encodingHeader, lengthHeader, servedByStorefrontServer } from "./node-server.mjs";
import { mergeVary } from "./vary";

const gzip = promisify(gzipCallback);

/** JSON bodies at least this long are sent gzip-compressed to clients that accept it. */
export const compressAbove = 1024;

/**
 * A serialized JSON answer: its bytes, a strong ETag (the bytes' digest) and, once asked for, the gzip bytes.
 * Built once per cached answer (lib/api/response-cache.ts), so a repeat costs no `JSON.stringify`, no digest and
 * no compression; an `If-None-Match` match costs nothing but the comparison.
 */
export type Representation = {
  value: unknown;
  bytes: Buffer;
  etag: string;
  gzipped?: Promise<Buffer>;
};

/**
 * `scope` (the tenant) is part of the digest, so two stores' equal answers still have different ETags: a validator
 * one store's client holds never gets a 304 from another.
 */
export function represent(value: unknown, scope: string): Representation {
  const bytes = Buffer.from(JSON.stringify(value), "utf8");
  const digest = createHash("sha1").update(scope).update("\n").update(bytes).digest("base64url").slice(0, 22);
  return { value, bytes, etag: `"${digest}"` };
}

/** The gzip encoding's own strong validator (RFC 9110 8.8.3: a representation per content coding). */
const gzipTag = (etag: string) => `${etag.slice(0, -1)}-gz"`;

function acceptsGzip(req: NextRequest): boolean {
  const header = req.headers.get("accept-encoding");
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "x-gzip") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** If-None-Match uses the weak comparison: `W/` is ignored, and either coding's tag validates the content. */
function matches(req: NextRequest, etag: string): boolean {
  const header = req.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const gz = gzipTag(etag);
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === etag || tag === gz;
  });
}

/**
 * The HTTP answer for a representation: 304 when If-None-Match matches (GET/HEAD), gzip bytes when accepted and
 * the body is over 1 KiB (then `Vary: Accept-Encoding`), the identity bytes otherwise; ETag on every one.
 */
export async function answerFrom(
  rep: Representation,
  req: NextRequest,
  init: { status: number; headers: Record<string, string> },
): Promise<NextResponse> {
  const headers = new Headers(init.headers);
  const compressible = rep.bytes.length >= compressAbove;
  if (compressible) mergeVary(headers, "Accept-Encoding");
  // Pre-encoded bytes need the storefront server's header renaming (lib/http/node-server.mjs).
  const encode = compressible && servedByStorefrontServer() && acceptsGzip(req);
  const etag = encode ? gzipTag(rep.etag) : rep.etag;
  headers.set("etag", etag);
  if (init.status === 200 && (req.method === "GET" || req.method === "HEAD") && matches(req, rep.etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  headers.set("content-type", "application/json");
  let body: Buffer = rep.bytes;
  if (encode) {
    rep.gzipped ??= gzip(rep.bytes).catch((error: unknown) => {
      rep.gzipped = undefined;
      throw error;
    });
    body = await rep.gzipped;
    headers.set(encodingHeader, "gzip");
  }
  headers.set(lengthHeader, String(body.length));
  return new NextResponse(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: init.status, headers });
}
