import type { IncomingMessage, ServerResponse } from "node:http";

const body = JSON.stringify({ message: "The request path is not valid (malformed percent-encoding).", code: "malformed_path" });

/**
 * Next.js answers an API path with broken percent-encoding (`/api/v1/account/orders/%/buy-again`) with a plain-text
 * 500 while decoding the route's parameters, before any handler runs. This check runs on the raw request at the
 * server (lib/http/remote-address.ts), whatever the body, and answers the API's JSON 400 without reading it; proxy.ts
 * does not run for the API (a Next.js proxy would halve its throughput, and buffer large bodies whole).
 * Returns true when it answered.
 */
export function answerMalformedApiPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!url.startsWith("/api/")) return false;
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    res.writeHead(400, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(body);
    return true;
  }
}
