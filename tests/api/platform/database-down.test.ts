import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { operations, pathOf, type Auth } from "../../support/operations";

// Every operation with the database unreachable answers 503 {message} with Retry-After: a second
// instance of the built app, with the suite's AUTH_SECRET (so the suite's tokens verify), is pointed at
// (1) a port where nothing listens (refused at once) and (2) a server that accepts and never answers (a hung
// database: the pool's 3 s connection timeout). Stopping and restarting a real Postgres under load, and the
// recovery, are measured by `npm run faults` (docs/RELIABILITY.md).
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const blackhole = net.createServer(() => {}); // accepts, never speaks
const sockets: net.Socket[] = [];
blackhole.on("connection", (s) => sockets.push(s));
const instances: { child: ChildProcess; baseUrl: string; dir: string }[] = [];

async function startInstance(databaseUrl: string) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-db-down-"));
  const child = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: fixtures().authSecret,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      APP_URL: `http://127.0.0.1:${port}`,
      OUTBOX_WORKER: "off",
      RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
      LOG_LEVEL: "silent",
      SMTP_URL: "",
      PAYMENTS_SANDBOX: "true", // as the test server: checkout reaches the database, which is down
    },
    stdio: "ignore",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  instances.push({ child, baseUrl, dir });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(6_000) }).then(
      () => true,
      () => false,
    );
    if (up) return baseUrl;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the second instance did not start");
}

const tokens: Record<Auth, string> = { api: "", account: "", operator: "", shopper: "" };
const refusedUrl = { value: "" };
const hungUrl = { value: "" };

beforeAll(async () => {
  tokens.api = fixtures().demo.apiToken;
  tokens.shopper = fixtures().demo.apiToken;
  tokens.account = await loginAs(customerFor("fuzz"));
  tokens.operator = await operatorToken(fixtures().demo.tenantId);
  const closed = await freePort();
  await new Promise<void>((r) => blackhole.listen(0, "127.0.0.1", () => r()));
  const hole = (blackhole.address() as net.AddressInfo).port;
  [refusedUrl.value, hungUrl.value] = await Promise.all([
    startInstance(`postgres://postgres@127.0.0.1:${closed}/storefront`),
    startInstance(`postgres://postgres@127.0.0.1:${hole}/storefront`),
  ]);
}, 90_000);

afterAll(async () => {
  for (const { child, dir } of instances) {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  for (const s of sockets) s.destroy();
  await new Promise((r) => blackhole.close(r));
});

/** Loads every route's code once (a fresh `next start` compiles nothing, but loads each route module on first use). */
async function warmUp(baseUrl: string) {
  await Promise.all(
    operations.map((op) =>
      api(op.method, `${baseUrl}/api/v1${pathOf(op, customerFor("fuzz"))}`, { token: tokens[op.auth], body: op.body }),
    ),
  );
}

/**
 * Every operation at once against an instance whose database is refused or hung: each answers the 503 in full. How fast
 * is the fault runs' to check (`npm run faults`: every 503 within 5 s, under load); here an operation that hangs
 * outlasts the test's time limit and fails it.
 */
async function expectUnavailable(baseUrl: string, label: string) {
  await warmUp(baseUrl);
  const started = performance.now();
  const results = await Promise.all(
    operations.map(async (op) => {
      const res = await api(op.method, `${baseUrl}/api/v1${pathOf(op, customerFor("fuzz"))}`, { token: tokens[op.auth], body: op.body });
      return {
        op: `${op.method} ${op.template}`,
        status: res.status,
        body: res.body,
        retryAfter: Number(res.headers.get("retry-after")) >= 1,
      };
    }),
  );
  const expected = {
    status: 503,
    body: { message: "The service is temporarily unavailable. Please try again shortly.", code: "service_unavailable" },
    retryAfter: true,
  };
  expect(results).toEqual(results.map((r) => ({ op: r.op, ...expected })));
  const health = await api("GET", `${baseUrl}/api/health`);
  expect(health.status).toBe(503);
  console.log(
    `database down (${label}): ${operations.length} operations at once, all 503 in ${Math.round(performance.now() - started)} ms`,
  );
}

describe("every operation with the database unreachable", () => {
  it("connection refused: 503 {message} with Retry-After", { timeout: 120_000 }, async () => {
    await expectUnavailable(refusedUrl.value, "refused");
  });

  it("database hangs (accepts, never answers): 503 {message} with Retry-After", { timeout: 120_000 }, async () => {
    await expectUnavailable(hungUrl.value, "hung");
  });
});
