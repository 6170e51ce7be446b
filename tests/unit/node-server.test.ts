import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import {
  createStorefrontServer,
  encodingHeader,
  lengthHeader,
  remoteAddressHeader,
  servedByStorefrontServer,
} from "@/lib/http/node-server.mjs";

// The storefront's own HTTP server (scripts/server.mjs runs Next inside it): what it does around the handler, on a
// loopback listener with a stand-in handler that sets headers the way Next.js does.
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  server = createStorefrontServer((req, res) => {
    handle(req, res);
    return Promise.resolve();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the storefront's HTTP server (lib/http/node-server.mjs)", () => {
  it("stamps the socket's address on each request, over whatever the client sent", async () => {
    const base = await serve((req, res) => res.end(String(req.headers[remoteAddressHeader])));
    expect(servedByStorefrontServer()).toBe(true);
    const res = await fetch(`${base}/api/v1/market`, { headers: { [remoteAddressHeader]: "81.2.69.142" } });
    expect(await res.text()).toBe("127.0.0.1");
  });

  it("renames the private encoding headers a route handler sets, as Next.js copies them over", async () => {
    const body = Buffer.from("plain");
    const base = await serve((_req, res) => {
      res.appendHeader(encodingHeader, "identity");
      res.setHeader(lengthHeader, String(body.length));
      res.end(body);
    });
    const res = await fetch(`${base}/api/v1/products`);
    expect(res.headers.get("content-encoding")).toBe("identity");
    expect(res.headers.get("content-length")).toBe("5");
    expect(res.headers.get(encodingHeader)).toBeNull();
    expect(res.headers.get(lengthHeader)).toBeNull();
  });

  it("drops Next's internal Vary names from API answers, keeping the handler's; pages keep them", async () => {
    const handle = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Vary", "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch");
      res.appendHeader("vary", "Authorization, Origin");
      res.end("{}");
    };
    const base = await serve(handle);
    expect((await fetch(`${base}/api/v1/products`)).headers.get("vary")).toBe("Authorization, Origin");
    expect((await fetch(`${base}/products`)).headers.get("vary")).toBe(
      "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Authorization, Origin",
    );
  });

  it("answers an API path with broken percent-encoding with the API's JSON 400, before the handler", async () => {
    let reached = false;
    const base = await serve((_req, res) => {
      reached = true;
      res.end();
    });
    const res = await fetch(`${base}/api/v1/account/orders/%/buy-again`, { method: "POST", body: "x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request path is not valid (malformed percent-encoding).", code: "malformed_path" });
    expect(reached).toBe(false);
  });
});
