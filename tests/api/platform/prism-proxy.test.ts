import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { bathAddress, sandboxVisaToken } from "../../support/guest-checkout";
import { openApiDocument } from "../../support/openapi";
import { newStore, type NewStore } from "../settings/support";

/**
 * Prism's validation proxy (@stoplight/prism-cli) in front of the test server, with the served document: a headless
 * shopper's journey through it (products, a cart made without a body, a line, the guest payment set-up without a
 * body, a guest checkout, the order by its token) and an operator's reads. Prism checks each request and answer
 * against the document and names every disagreement in an `sl-violations` header; the journey must have none.
 */
let dir: string;
let prism: ChildProcess;
let proxy: string;
let store: NewStore;
let prismLog = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "prism-"));
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(await openApiDocument()));
  const port = await freePort();
  proxy = `http://127.0.0.1:${port}`;
  const bin = path.resolve(import.meta.dirname, "../../../node_modules/.bin/prism");
  prism = spawn(bin, ["proxy", file, `${fixtures().baseUrl}/api/v1`, "--port", String(port), "--host", "127.0.0.1", "--errors", "false"], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  prism.stdout!.on("data", (d: Buffer) => (prismLog += d.toString()));
  prism.stderr!.on("data", (d: Buffer) => (prismLog += d.toString()));
  const deadline = Date.now() + 60_000;
  while (!prismLog.includes("Prism is listening")) {
    if (prism.exitCode !== null || Date.now() > deadline) throw new Error(`Prism did not start:\n${prismLog.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  store = await newStore(["--country", "GB"], `Prism ${randomUUID().slice(0, 8)}`);
}, 120_000);

afterAll(() => {
  if (prism?.pid) process.kill(-prism.pid, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON: Prism checks it against the document
type Call = { status: number; body: any; violations: string[] };

/** One call through the proxy: its status, JSON answer and Prism's violations (as "request.body.x: message"). */
async function through(
  method: string,
  pathname: string,
  options: { token: string; body?: unknown; headers?: Record<string, string> },
): Promise<Call> {
  const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${options.token}`, ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${proxy}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const reported = res.headers.get("sl-violations");
  const violations = reported
    ? (JSON.parse(reported) as { location: string[]; message: string }[]).map((v) => `${v.location.join(".")}: ${v.message}`)
    : [];
  return { status: res.status, body: text ? JSON.parse(text) : undefined, violations };
}

describe("Prism's validation proxy finds nothing the server does against the document", { timeout: 180_000 }, () => {
  it("a headless shopper's journey and an operator's reads: every request and answer as documented", async () => {
    const seen: Record<string, string[]> = {};
    const call = async (label: string, method: string, pathname: string, options: Parameters<typeof through>[2]) => {
      const result = await through(method, pathname, options);
      if (result.violations.length > 0) seen[label] = result.violations;
      return result;
    };
    const markets = await call("GET /operator/markets", "GET", "/operator/markets", { token: store.op });
    const marketId = (markets.body.data as { id: string; primary: boolean }[]).find((m) => m.primary)!.id;
    const created = await call("POST /operator/products", "POST", "/operator/products", {
      token: store.op,
      body: {
        title: "Prism Mug",
        status: "active",
        options: [{ name: "Colour", values: ["Blue", "Green"] }],
        variants: [
          { sku: "PRISM-BLUE", options: { Colour: "Blue" }, prices: [{ marketId, amount: 12 }], stock: 5 },
          { sku: "PRISM-GREEN", options: { Colour: "Green" }, prices: [{ marketId, amount: 12.5 }], stock: 5 },
        ],
      },
    });
    expect(created.status).toBe(201);
    await call("GET /operator/products", "GET", "/operator/products", { token: store.op });

    const listed = await call("GET /products", "GET", "/products?perPage=2", { token: store.apiToken });
    expect(listed.status).toBe(200);
    const product = await call("GET /products/{slug}", "GET", "/products/prism-mug", { token: store.apiToken });
    const variantId = (product.body.data.variants as { id: string }[])[1]!.id;
    const cart = await call("POST /carts (no body)", "POST", "/carts", { token: store.apiToken });
    expect(cart.status).toBe(201);
    const cartId = cart.body.data.id as string;
    const line = await call("POST /carts/{cartId}/lines", "POST", `/carts/${cartId}/lines`, {
      token: store.apiToken,
      body: { variantId, quantity: 2 },
    });
    expect(line.status).toBe(200);
    await call("GET /carts/{cartId}", "GET", `/carts/${cartId}`, { token: store.apiToken });
    const setup = await call("POST /carts/{cartId}/payment-setup (no body)", "POST", `/carts/${cartId}/payment-setup`, {
      token: store.apiToken,
    });
    expect(setup.status).toBe(201);
    const identifier = setup.body.identifier as string;
    const paymentToken = sandboxVisaToken(identifier);
    const order = await call("POST /checkout", "POST", "/checkout", {
      token: store.apiToken,
      headers: { "idempotency-key": randomUUID() },
      body: {
        cartId,
        email: "prism@example.com",
        shippingAddress: bathAddress,
        payment: { identifier, token: paymentToken },
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const read = await call("GET /orders/{orderId}", "GET", `/orders/${order.body.data.orderId}`, {
      token: store.apiToken,
      headers: { "x-order-token": order.body.data.accessToken },
    });
    expect(read.status).toBe(200);
    await call("GET /operator/orders", "GET", "/operator/orders", { token: store.op });
    await call("GET /operator/orders/{id}", "GET", `/operator/orders/${order.body.data.orderId}`, { token: store.op });
    // A refusal is documented too: an unknown variant answers 422 in the error shape.
    const another = await call("POST /carts (no body), again", "POST", "/carts", { token: store.apiToken });
    const refused = await call("POST /carts/{cartId}/lines, unknown variant", "POST", `/carts/${another.body.data.id}/lines`, {
      token: store.apiToken,
      body: { variantId: randomUUID(), quantity: 1 },
    });
    expect(refused.status).toBe(422);
    expect(seen).toEqual({});
  });

  it("names a request the document refuses (so the journey's empty report means something)", async () => {
    const wrong = await through("POST", "/carts", { token: store.apiToken, body: { market: 5 } });
    expect(wrong.violations).toEqual(["request.body.market: Request body property market must be string"]);
  });
});
