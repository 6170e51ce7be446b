import http from "node:http";

/**
 * The storefront's own HTTP server (scripts/server.mjs runs Next.js in it, with Next's documented custom-server API):
 * the few things only the socket or the Node response can do, done in our request listener and in our own
 * ServerResponse class (node:http's `ServerResponse` option), so nothing of Node or Next is patched.
 *
 * Plain JavaScript: the server loads it before Next.js, without a TypeScript loader. Types: node-server.d.mts.
 */

/**
 * The socket's peer address, stamped on every request in a header of our own, overwriting whatever a client sent.
 * Route handlers do not see the socket, and Next only fills `x-forwarded-for` from the socket when the client did not
 * send one, so that header cannot tell a proxy's word from a client's. lib/http/client-address.ts reads this one.
 */
export const remoteAddressHeader = "x-storefront-remote-address";

/**
 * Next.js drops `Content-Encoding` and `Content-Length` from a route handler's Response (it assumes the body may have
 * been decoded by fetch), so an answer cannot carry bytes compressed ahead of time. Route handlers name them with these
 * private headers instead (lib/http/representation.ts), and the server's response renames them as Next copies the
 * headers over, before Next's own compression looks: it sees the body is already encoded and leaves it alone.
 */
export const encodingHeader = "x-storefront-content-encoding";
export const lengthHeader = "x-storefront-content-length";

/** @type {Record<string, string>} */
const renamed = { [encodingHeader]: "content-encoding", [lengthHeader]: "content-length" };

/**
 * Next.js puts `Vary: rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch` (and `next-url`
 * on paths an interception route could match) on every App Router answer, route handlers included: it sets them on the
 * Node response before the handler runs, and the handler's own Vary is appended after them. They tell the router's
 * RSC payloads from HTML; an API answer is neither, and a client or cache reading our Vary (Authorization, Origin,
 * Accept-Encoding) should not have to key on them. No route handler can remove them (they are not on its Response),
 * so the server's response leaves them out of `setHeader("vary", …)` on an `/api/` path. Pages keep them.
 */
export const nextInternalVary = new Set([
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
]);

/**
 * A Vary value (a string, or the list Next builds) without Next's internal names; undefined when nothing is left.
 * @param {number | string | readonly string[]} value
 * @returns {string[] | undefined}
 */
export function withoutInternalVary(value) {
  const names = (Array.isArray(value) ? value : [String(value)])
    .flatMap((v) => String(v).split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "" && !nextInternalVary.has(s.toLowerCase()));
  return names.length ? [names.join(", ")] : undefined;
}

/** The Node response of every request the server answers: the header renaming and the API's Vary (above). */
export class StorefrontResponse extends http.ServerResponse {
  /**
   * @param {string} name
   * @param {number | string | readonly string[]} value
   * @returns {this}
   */
  setHeader(name, value) {
    const lower = name.toLowerCase();
    const target = renamed[lower];
    if (target) return super.setHeader(target, Array.isArray(value) ? String(value[value.length - 1]) : value);
    if (lower === "vary" && this.req?.url?.startsWith("/api/")) {
      const kept = withoutInternalVary(value);
      if (!kept) {
        this.removeHeader(name);
        return this;
      }
      return super.setHeader(name, kept);
    }
    return super.setHeader(name, value);
  }
}

const malformedBody = JSON.stringify({ message: "The request path is not valid (malformed percent-encoding).", code: "malformed_path" });

/**
 * Next.js answers an API path with broken percent-encoding (`/api/v1/account/orders/%/buy-again`) with a plain-text
 * 500 while decoding the route's parameters, before any handler runs. The server checks the raw request first,
 * whatever the body, and answers the API's JSON 400 without reading it; proxy.ts does not run for the API (a Next.js
 * proxy would halve its throughput, and buffer large bodies whole). Returns true when it answered.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
export function answerMalformedApiPath(req, res) {
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
      "content-length": Buffer.byteLength(malformedBody),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(malformedBody);
    return true;
  }
}

const servedKey = Symbol.for("storefront.http-server");

/**
 * Whether this process serves through createStorefrontServer (npm start, the test harness); elsewhere (a route
 * module loaded in a test, `next dev` run directly) requests carry no stamped address and answers are not pre-encoded.
 * @returns {boolean}
 */
export function servedByStorefrontServer() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[servedKey] === true;
}

/**
 * An HTTP server that stamps the socket's address on each request, answers a malformed API path, and hands the rest
 * to `handle` (Next's request handler) with a StorefrontResponse.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} handle
 * @returns {http.Server}
 */
export function createStorefrontServer(handle) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[servedKey] = true;
  const server = http.createServer({ ServerResponse: StorefrontResponse }, (req, res) => {
    req.headers[remoteAddressHeader] = req.socket.remoteAddress ?? "";
    if (answerMalformedApiPath(req, res)) return;
    handle(req, res).catch((/** @type {unknown} */ error) => {
      console.error(`Failed to handle request for ${req.url}`, error);
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.end("Internal Server Error");
      }
    });
  });
  // Idle keep-alive connections are closed by the client (or the load balancer in front) before the server: with
  // Node's 5 s the server could close one just as a client sent its next request on it, which then failed unanswered
  // (ECONNRESET). 65 s outlasts the usual idle timeouts (60 s for most load balancers, 4 s for Node's fetch).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

const shutdownKey = Symbol.for("storefront.shutdown-work");

/** @returns {Set<() => Promise<unknown>>} */
function shutdownWork() {
  const g = /** @type {Record<symbol, Set<() => Promise<unknown>> | undefined>} */ (globalThis);
  return (g[shutdownKey] ??= new Set());
}

/**
 * Work to finish before a clean stop (scripts/server.mjs runs it once requests under way have ended): writes held in
 * memory, such as the analytics beacon's buffered events. The set is one per process, shared by every route bundle.
 * @param {() => Promise<unknown>} work
 * @returns {void}
 */
export function onShutdown(work) {
  shutdownWork().add(work);
}

/**
 * Runs every registered piece of shutdown work at once and waits for all of them (at most `timeoutMs`); a failure is
 * logged, not thrown.
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export async function runShutdownWork(timeoutMs) {
  const work = [...shutdownWork()].map((w) => w().catch((/** @type {unknown} */ error) => console.error("Shutdown work failed", error)));
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  await Promise.race([Promise.all(work), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
