/**
 * npm run bench — the performance benchmark (docs/PERFORMANCE.md).
 *
 * 1. Creates the bench database if missing (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/sf_bench),
 *    migrates it and generates the large store once (`npm run db:seed -- --size large`; reused afterwards).
 * 2. Builds the app if needed and starts it (scripts/server.mjs: Next.js in production, Postgres).
 * 3. With autocannon, the same duration and connections for each: the framework's floor (GET /api/bench/floor),
 *    a bare Node http server with the same JSON, every GET operation of the spec, POST /messages, and the
 *    account extensions the storefront uses. An operation answering the catch-all 404 is "not implemented".
 * 4. Single-client: the search mix (p50/p95) against the same mix as a naive ILIKE scan run directly in Postgres,
 *    typo recall over one-edit misspellings of product names, points history page 1 and page 1,000.
 *    Then the cache flood: 10,000 distinct catalogue queries from one API token, the server's RSS read every 1,000
 *    (flat once the tenant's cache budget is full; BENCH_ONLY="cache flood" runs it alone).
 * 5. Server resident memory at the end; writes the tables into docs/PERFORMANCE.md (between markers) and prints them.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_DURATION (seconds per endpoint, 8), BENCH_SLICES (8),
 * BENCH_CONNECTIONS (20), BENCH_WARMUP (seconds, 1.5), BENCH_LOG_LEVEL (the server's LOG_LEVEL, info),
 * BENCH_SERVER_NODE_OPTIONS (NODE_OPTIONS for the server only, e.g. a heap cap to try),
 * BENCH_PORT, BENCH_OUTPUT (docs/PERFORMANCE.md), BENCH_ONLY (a regular expression of rows to run; a partial
 * run writes nothing unless BENCH_OUTPUT is set).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { execSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { analyticsStoreName, analyticsStoreSize, generateAnalyticsData, rollUpAnalyticsOnce } from "./bench/analytics";
import { benchCheckouts, type CheckoutRow } from "./bench/checkout";
import { benchFormSlug, ensureBenchForm, formSubmissionBodies } from "./bench/form-submissions";
import {
  cameraJpeg,
  clearProductsAreaStore,
  generatedProductCsv,
  makeVariantProducts,
  manyVariantsSlug,
  oneVariantSlug,
  primaryMarketId,
  productsAreaStoreName,
  startImport,
  uploadJpeg,
} from "./bench/products-area";
import { billingPassProcess, makeSubscriptionsDue } from "./support/due-subscriptions";
import { findNginx, nginxConfig } from "./support/nginx.mjs";
import { productionNodeOptions } from "./support/server-memory.mjs";
import { brands, largeId, largeProductName, largeProductStatus, largeStoreSize, nouns } from "../db/seed/large-catalog";

const startedAt = Date.now();
const databaseUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/sf_bench";
const duration = Number(process.env.BENCH_DURATION ?? 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 1.5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const slices = Number(process.env.BENCH_SLICES ?? 8);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
/**
 * Node options for the server only. The default is the production start command's (scripts/support/server-memory.mjs:
 * old-space cap and semi-space size); set it to "" to measure without them, or to another value to try a heap policy.
 */
const serverNodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS ?? productionNodeOptions.join(" ");
// Flags for the server's node that NODE_OPTIONS refuses, for diagnostics (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
const output = process.env.BENCH_OUTPUT ?? "docs/PERFORMANCE.md";
/** Development aid: a regular expression; only load rows and single-client parts whose label matches run. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;
const wanted = (label: string) => !only || only.test(label);
const authSecret = "bench-only-secret-5d1c8e2f7a9b4c6d0e3f1a2b3c4d5e6f";
const runDir = path.resolve(".bench");
const node = process.execPath;

const say = (line: string) => process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s] ${line}\n`);

// ---------------------------------------------------------------------------------------------- set-up

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a database of letters, digits and _ (got "${name}")`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      say(`creating database ${name}`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}

type Store = { tenantId: string; apiToken: string; customers: { email: string; password: string }[] };

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
}
function seedLargeStore(env: NodeJS.ProcessEnv): Store {
  say("migrating and generating the large store (reused when present)");
  const result = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--size", "large", "--json"], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) throw new Error(`seeding the large store failed:\n${result.stdout}`);
  return JSON.parse(result.stdout.trim().split("\n").pop()!) as Store;
}

/** `npm run cli -- <args> --json` against the bench database: its last line of output, parsed. */
function cli(env: NodeJS.ProcessEnv, args: string[]): Record<string, unknown> {
  const result = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/cli.ts", ...args, "--json"], {
    env: { ...env, STOREFRONT_ENV_FILE: "off" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm run cli -- ${args.join(" ")} failed:\n${result.stdout}`);
  return JSON.parse(result.stdout.trim().split("\n").pop()!) as Record<string, unknown>;
}

/**
 * A store opened with `npm run cli -- tenant create --country <country>`, made once per database and reused (found
 * by its name), with an API token.
 */
function cliStore(env: NodeJS.ProcessEnv, name: string, country: string): { tenantId: string; apiToken: string } {
  const existing = (cli(env, ["tenant", "list"]).tenants as { id: string; name: string }[]).find((t) => t.name === name);
  if (existing) return { tenantId: existing.id, apiToken: cli(env, ["token", "create", "--tenant", existing.id]).apiToken as string };
  const created = cli(env, ["tenant", "create", "--name", name, "--country", country]);
  return { tenantId: created.tenantId as string, apiToken: created.apiToken as string };
}

/** A store with nothing added: its public reads are measured beside the same reads of the large store. */
const emptyStoreName = "Empty Benchmark Store";
const emptyStore = (env: NodeJS.ProcessEnv) => cliStore(env, emptyStoreName, "DE");

function ensureBuild(): void {
  const result = spawnSync(node, ["scripts/ensure-build.mjs"], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error("next build failed");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

const bareServerSource = `
const body = JSON.stringify({ status: "ok", message: "floor" });
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(0, "127.0.0.1", function () { process.stdout.write(this.address().port + "\\n"); });`;

function startBareServer(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, ["-e", bareServerSource], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.once("data", (d: Buffer) => resolve({ child, port: Number(String(d).trim()) }));
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** Resident memory of a process and all its descendants, from /proc (Linux). */
function treeRssMb(rootPid: number): number | undefined {
  if (!existsSync("/proc")) return undefined;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    try {
      const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
      if (m) kb += Number(m[1]);
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s on Linux)
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server is idle (under 15% of a core for 300 ms, at most 30 s), so work left over from the
 * previous row — requests the load generator gave up on at the end of its slice — is not billed to the next one.
 */
async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 300));
    const after = cpuSeconds(pid);
    if (before === undefined || after === undefined || (after - before) / 0.3 < 0.15) return;
  }
}

// ---------------------------------------------------------------------------------------------- HTTP helpers

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request on a kept-alive socket, timed from send to the last byte. */
function timed(
  base: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; ms: number; json: unknown; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${base}${pathname}`,
      { method, headers: body ? { ...headers, "content-type": "application/json" } : headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const raw = Buffer.concat(chunks);
          const text = raw.toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, ms, json, bytes: raw.length });
        });
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

/**
 * POST /account/password for a customer's address and for unknown ones, alternately, one client: whether the answer's
 * time tells an attacker which addresses have accounts. Each request from its own client address (the reset limiter
 * allows ten per address).
 */
async function resetRequestTiming(base: string, headers: Record<string, string>, knownEmail: string) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 8; i++) {
    for (const [times, email, host] of [
      [known, knownEmail, 2 * i + 10],
      [unknown, `nobody-${i}-${Date.now()}@example.net`, 2 * i + 11],
    ] as const) {
      const r = await timed(
        base,
        "POST",
        "/api/v1/account/password",
        { ...headers, "x-forwarded-for": `198.51.100.${host}` },
        JSON.stringify({ email }),
      );
      if (r.status !== 200) return { known, unknown, status: `answered ${r.status}` };
      times.push(r.ms);
    }
  }
  return { known, unknown, status: "ok" };
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

// ---------------------------------------------------------------------------------------------- billing pass

const billingLabel = "billing pass: 10,000 due subscriptions";
const billingReadLabel = "GET /cms/posts/{slug} (cached)";
type BillingBench = { status: string; due: number; renewed: number; seconds: number; idleRatio?: number; duringRatio?: number };

/**
 * The billing row: the store's active subscriptions cloned until 10,000 (BENCH_BILLING_SUBSCRIPTIONS) are due on one
 * day, then one billing pass (`npm run cli -- billing run --now`, its own process, as `npm run worker` would run it)
 * while a cached read is measured against the floor beside it: renewals per second, and the read's "× floor" during the
 * pass against the same row's idle figure from earlier in this run.
 */
async function billingPass({
  base,
  db,
  env,
  tenantId,
  floor,
  floorTally,
  results,
}: {
  base: string;
  db: pg.Client;
  env: NodeJS.ProcessEnv;
  tenantId: string;
  floor: Endpoint;
  floorTally: Tally;
  results: LoadResult[];
}): Promise<BillingBench> {
  const cycle = "2031-01-06";
  const due = await makeSubscriptionsDue({
    run: async (text, values) => (await db.query(text, values)).rows as Record<string, unknown>[],
    tenantId,
    wanted: Number(process.env.BENCH_BILLING_SUBSCRIPTIONS || 10_000),
    cycle,
  });
  if (due === 0) return { status: "no active subscription to clone", due: 0, renewed: 0, seconds: 0 };

  const idle = results.find((r) => r.endpoint.label === billingReadLabel);
  const read: Endpoint = { ...(idle?.endpoint ?? floor), label: `${billingReadLabel} while the pass runs` };
  const started = Date.now();
  const { done } = billingPassProcess({ env: { ...env, LOG_LEVEL: "error" }, tenantId, now: `${cycle}T09:00:00Z` });
  const exited = done.then((r) => r.code);
  let running = true;
  void exited.then(() => (running = false));
  const ratios: number[] = [];
  while (running && idle) {
    const r = await measure(base, read, floor, floorTally);
    if (running && r.ratio !== undefined) ratios.push(r.ratio);
  }
  const code = await exited;
  const seconds = (Date.now() - started) / 1000;
  const last = (await done).out;
  let renewed = 0;
  try {
    renewed = Number((JSON.parse(last) as { renewed?: number }).renewed ?? 0);
  } catch {
    // not JSON: the status below says so
  }
  return {
    status:
      code !== 0
        ? `the pass exited ${code}: ${last.slice(0, 200)}`
        : renewed < due
          ? `only ${renewed} of ${due} renewed (${last.slice(0, 200)})`
          : "ok",
    due,
    renewed,
    seconds,
    idleRatio: idle?.ratio,
    duringRatio: ratios.length ? percentile(ratios, 50) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------- cache flood

const floodLabel = "cache flood: 10,000 distinct catalogue queries";
const floodQueries = 10_000;
const floodStep = 1_000;
const floodConcurrency = 4;
type Flood = {
  queries: number;
  collections: number;
  non200: number;
  seconds: number;
  rssBeforeMb: number | undefined;
  readings: { sent: number; rssMb: number | undefined }[];
  status: string;
};

/**
 * The cache flood: one API token asks 10,000 distinct catalogue queries (collection × sort × perPage, all page 1 and
 * non-empty, so every answer is one the server may keep), and the server's resident memory is read every 1,000.
 * The cache is bounded per tenant by bytes (lib/cache/tenant-cache.ts): the readings should level off once its
 * budget is full; an unbounded cache would keep all 10,000 answers whatever their size.
 */
async function cacheFlood(base: string, headers: Record<string, string>, collections: string[], pid: number): Promise<Flood> {
  const sorts = ["featured", "newest", "price-asc", "price-desc", "name"];
  const used = collections.slice(0, 50);
  const paths: string[] = [];
  for (let perPage = 100; paths.length < floodQueries && perPage > 0; perPage--)
    for (const sort of sorts) for (const slug of used) paths.push(`/api/v1/products?collection=${slug}&sort=${sort}&perPage=${perPage}`);
  paths.length = Math.min(paths.length, floodQueries);
  const floodAgent = new http.Agent({ keepAlive: true, maxSockets: floodConcurrency });
  const get = (pathname: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}${pathname}`, { headers, agent: floodAgent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end();
    });
  const started = Date.now();
  const rssBeforeMb = treeRssMb(pid);
  const readings: Flood["readings"] = [{ sent: 0, rssMb: rssBeforeMb }];
  let non200 = 0;
  let next = 0;
  let status = "ok";
  try {
    for (let sent = 0; sent < paths.length; sent += floodStep) {
      const batch = paths.slice(sent, sent + floodStep);
      next = 0;
      await Promise.all(
        Array.from({ length: floodConcurrency }, async () => {
          while (next < batch.length) {
            const code = await get(batch[next++]!);
            if (code !== 200) non200++;
          }
        }),
      );
      readings.push({ sent: sent + batch.length, rssMb: treeRssMb(pid) });
    }
  } catch (error) {
    status = `failed: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    floodAgent.destroy();
  }
  if (paths.length < floodQueries) status = `only ${paths.length} distinct queries (too few collections)`;
  return { queries: paths.length, collections: used.length, non200, seconds: (Date.now() - started) / 1000, rssBeforeMb, readings, status };
}

// ---------------------------------------------------------------------------------------------- load runs

const gzipSmallLabel = "GET /market asking for gzip (under 1 KiB: sent as is)";
const gzipLargeLabel = "GET /subscription-packages/{id}/configuration (cached) asking for gzip (gzip bytes)";

type Kind = "floor" | "ceiling" | "diagnostic" | "uncached" | "cached" | "write" | "extension";
const productsGbpLabel = "GET /products?collection={slug}&perPage=24&market=GB (extension, GBP, cached)";
const productsEurLabel = "GET /products?collection={slug}&perPage=24&market=DE (extension, EUR, cached)";
const manyVariantsLabel = "GET /products/{slug}: a product with 15 variants (extension)";
const oneVariantLabel = "GET /products/{slug}: a one-variant product (extension)";
const renditionLabel = "GET /media/{id}/640.webp: a resized image, kept from its first request";
const firstResizeLabel = "first resize of a 4000 px JPEG (GET /media/{id}/1280.webp)";
const importRows = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const importLabel = `product CSV import of ${importRows.toLocaleString("en")} rows`;
const productsAreaWanted = () => [manyVariantsLabel, oneVariantLabel, renditionLabel, firstResizeLabel, importLabel].some(wanted);
const eventHeldLabel = "GET /events/{slug}: an event with a thousand seats and more held in carts (extension)";
const eventPlainLabel = "GET /events/{slug}: another event, no seats held (extension)";
const formSubmitLabel = "POST /forms/{slug}/submissions: a form submission, its proof-of-work challenge verified (extension, write)";
const beaconLabel = "POST /analytics/events: the beacon, a batch of 20 events (extension, write)";
const analyticsYear = `a year of a store with ${analyticsStoreSize.events.toLocaleString("en")} events and ${analyticsStoreSize.orders.toLocaleString("en")} orders`;
const overviewLabel = `analytics overview (GET /operator/analytics/overview), ${analyticsYear}`;
const funnelLabel = `analytics funnel (GET /operator/analytics/funnel), ${analyticsYear}`;

/** Public reads measured on the large store and on an empty one in the same run. */
const emptyStoreReads: [string, string][] = [
  ["GET /products?perPage=24", "/products?perPage=24"],
  ["GET /collections", "/collections"],
  ["GET /cms/posts", "/cms/posts"],
  ["GET /events", "/events"],
  ["GET /search?q=coffee", "/search?q=coffee"],
];

type Endpoint = {
  label: string;
  kind: Kind;
  method: "GET" | "POST";
  paths: string[];
  headers: Record<string, string>;
  body?: string;
  /**
   * One body per request, each used once in turn (an operation that refuses a repeat, as a spent challenge is): the
   * probe takes the first, the load the next ones; a run that uses them all answers the repeats with 4xx.
   */
  bodies?: { list: string[]; next: number };
  base?: string;
  /** The row's target: requests/s as a share of the floor's (10 = ten times the floor). */
  goal?: number;
  /** The status every answer should have (304 for the If-None-Match rows); 2xx otherwise. */
  expectStatus?: number;
};
type LoadResult = {
  endpoint: Endpoint;
  status: "ok" | "not implemented" | "failed";
  note?: string;
  rps?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
  /** requests/s of the floor slices run between this endpoint's slices. */
  pairedFloor?: number;
  /** The server's resident memory right after this row. */
  rssMb?: number;
  /** Size of one response body (the probe's). */
  bytes?: number;
  /** Median over the slices of (this slice's requests/s ÷ the floor slice's before it). */
  ratio?: number;
};

/** What a series of load slices added up to: completed requests, seconds, every latency. */
class Tally {
  completed = 0;
  seconds = 0;
  non2xx = 0;
  errors = 0;
  latencies: number[] = [];
  get rps(): number {
    return this.seconds ? this.completed / this.seconds : 0;
  }
}

/** The body of an endpoint's next request. */
function nextBody(e: Endpoint): string | undefined {
  if (!e.bodies) return e.body;
  return e.bodies.list[e.bodies.next++ % e.bodies.list.length];
}

async function load(base: string, e: Endpoint, seconds: number, tally?: Tally): Promise<void> {
  let next = 0;
  const json = e.body !== undefined || e.bodies !== undefined;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: e.method,
        headers: json ? { ...e.headers, "content-type": "application/json" } : e.headers,
        body: e.body,
        setupRequest: (req) =>
          e.bodies
            ? { ...req, path: e.paths[next++ % e.paths.length], body: nextBody(e) }
            : { ...req, path: e.paths[next++ % e.paths.length] },
      },
    ],
  });
  if (tally) void instance.on("response", (_client, _status, _bytes, responseTime) => tally.latencies.push(responseTime));
  const r: Result = await instance;
  if (!tally) return;
  tally.completed += r.requests.total;
  tally.seconds += r.duration;
  tally.non2xx += r.non2xx;
  tally.errors += r.errors + r.timeouts;
}

/**
 * Measures one endpoint: a warm-up, then `slices` rounds of (floor, endpoint), each slice
 * duration/slices seconds, so the endpoint gets `duration` seconds in all and its ratio is taken
 * against floor slices run right beside it (other load on a shared machine drifts slowly).
 */
async function measure(base: string, e: Endpoint, floor: Endpoint, floorTally: Tally): Promise<LoadResult> {
  const target = e.base ?? base;
  const probe = await timed(target, e.method, e.paths[0]!, e.headers, nextBody(e));
  const message = (probe.json as { message?: string } | undefined)?.message ?? "";
  if ((probe.status === 404 && /could not be found/.test(message)) || probe.status === 405) {
    say(`${e.label}: not implemented (${probe.status})`);
    return { endpoint: e, status: "not implemented", note: `answers ${probe.status}` };
  }
  if (e.expectStatus ? probe.status !== e.expectStatus : probe.status < 200 || probe.status >= 300) {
    say(`${e.label}: probe answered ${probe.status} ${JSON.stringify(probe.json).slice(0, 200)}`);
    return { endpoint: e, status: "failed", note: `probe answered ${probe.status}: ${message.slice(0, 80)}` };
  }
  await load(target, e, warmup);
  const mine = new Tally();
  const paired = new Tally();
  const sliceRatios: number[] = [];
  const slice = duration / slices;
  for (let i = 0; i < slices; i++) {
    const floorSlice = new Tally();
    await load(base, floor, slice, floorSlice);
    paired.completed += floorSlice.completed;
    paired.seconds += floorSlice.seconds;
    floorTally.completed += floorSlice.completed;
    floorTally.seconds += floorSlice.seconds;
    floorTally.latencies.push(...floorSlice.latencies);
    const before = mine.completed;
    const secondsBefore = mine.seconds;
    await load(target, e, slice, mine);
    const rps = (mine.completed - before) / (mine.seconds - secondsBefore || 1);
    if (floorSlice.rps > 0) sliceRatios.push(rps / floorSlice.rps);
  }
  const t = mine;
  if (t.completed === 0) {
    say(`${e.label}: no response completed within a ${fmt(slice, 1)} s slice`);
    return {
      endpoint: e,
      status: "failed",
      rps: 0,
      bytes: probe.bytes,
      note: `no response completed within a ${fmt(slice, 1)} s slice at ${connections} connections (one response: ${fmt(probe.ms)} ms single-client)`,
      pairedFloor: paired.rps,
    };
  }
  const result: LoadResult = {
    endpoint: e,
    status: "ok",
    rps: t.rps,
    p50: percentile(t.latencies, 50),
    p99: percentile(t.latencies, 99),
    non2xx: t.non2xx,
    errors: t.errors,
    pairedFloor: paired.rps,
    ratio: percentile(sliceRatios, 50),
    bytes: probe.bytes,
  };
  say(
    `${e.label}: ${t.rps.toFixed(0)} req/s, p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms${result.pairedFloor ? `, floor beside it ${result.pairedFloor.toFixed(0)} req/s, ratio ${fmt((result.ratio ?? 0) * 100)}%` : ""}${t.non2xx ? `, ${t.non2xx} non-2xx` : ""}${t.errors ? `, ${t.errors} errors` : ""}`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------- search

type Query = { q: string; category: "exact" | "prefix" | "typo" | "multi-word" | "no-hit" };
const lower = (s: string) => s.toLowerCase();

function searchMix(): Query[] {
  const b = (k: number) => lower(brands[k]!);
  return [
    ...["espresso", "ethiopia", b(17), "oolong", "grinder"].map((q) => ({ q, category: "exact" as const })),
    ...["espr", "ethio", b(42).slice(0, 4), "kett", "darj"].map((q) => ({ q, category: "prefix" as const })),
    ...["espreso", "ethopia", `${b(99).slice(0, 2)}x${b(99).slice(3)}`, "grinedr", "oolang"].map((q) => ({ q, category: "typo" as const })),
    ...["smoky ethiopia espresso", "kenya grinder", `${b(7)} ${lower(nouns[3])}`, "velvet colombia", "jasmine tea"].map((q) => ({
      q,
      category: "multi-word" as const,
    })),
    ...["zzqxv", "blockchain", "quantum laptop", "xylophone", "qwertyuiop"].map((q) => ({ q, category: "no-hit" as const })),
  ];
}

/** The same mix answered the naive way: substring ILIKE over names and texts of every searchable table. */
const ilikeSql = `
  (select 'product' as type, id::text as id, name from products where tenant_id = $1 and kind = 'product' and status = 'active' and (name ilike $2 or description ilike $2) limit $3)
  union all (select 'package', id::text, name from products where tenant_id = $1 and kind = 'subscription_package' and status = 'active' and (name ilike $2 or description ilike $2) limit $3)
  union all (select 'page', slug, name from cms_pages where tenant_id = $1 and status = 'published' and (name ilike $2 or meta_description ilike $2 or content ilike $2) limit $3)
  union all (select 'collection', id::text, name from collections where tenant_id = $1 and status = 'active' and (name ilike $2 or description ilike $2) limit $3)
  union all (select 'event', id::text, name from events where tenant_id = $1 and status = 'published' and (name ilike $2 or description ilike $2) limit $3)`;

type Misspelling = { productId: string; name: string; query: string; edit: string };

/** 200 one-edit misspellings of active product names: one word of five letters or more, one edit, spread over the catalogue. */
function misspellings(count = 200): Misspelling[] {
  const out: Misspelling[] = [];
  const edits = ["substitution", "deletion", "insertion", "transposition"] as const;
  for (let k = 0, i = 13; out.length < count; k++, i = (i + 487) % largeStoreSize.products) {
    if (largeProductStatus(i) !== "active") continue;
    const name = largeProductName(i);
    const words = name.split(" ");
    let w = k % words.length;
    while (words[w]!.length < 5) w = (w + 1) % words.length;
    const word = words[w]!;
    const edit = edits[out.length % edits.length]!;
    const pos = 1 + (k % (word.length - 2));
    let typo: string;
    if (edit === "substitution") {
      const c = word[pos]!.toLowerCase();
      const replacement = c === "e" ? "a" : c === "a" ? "e" : String.fromCharCode(((c.charCodeAt(0) - 97 + 1) % 26) + 97);
      typo = word.slice(0, pos) + replacement + word.slice(pos + 1);
    } else if (edit === "deletion") {
      typo = word.slice(0, pos) + word.slice(pos + 1);
    } else if (edit === "insertion") {
      typo = word.slice(0, pos) + (word[pos] === "r" ? "t" : "r") + word.slice(pos);
    } else {
      let p = pos;
      while (word[p] === word[p + 1] && p < word.length - 2) p++;
      typo = word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
    }
    const query = words.map((x, j) => (j === w ? typo : x)).join(" ");
    out.push({ productId: largeId(`product:${i}`), name, query, edit });
  }
  return out;
}

type SearchItem = { id?: string };
type SearchBody = { results?: { products?: SearchItem[] } };

// ---------------------------------------------------------------------------------------------- report

type Target = { name: string; goal: string; measured: string; met: boolean | undefined; note: string };

function fmt(n: number | undefined, digits = 0): string {
  return n === undefined || Number.isNaN(n) ? "–" : n.toFixed(digits);
}

function machine(): string[] {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  let commit = "unknown";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
    if (execSync("git status --porcelain", { encoding: "utf8" }).trim()) commit += " (with uncommitted changes)";
  } catch {
    // not a git checkout
  }
  return [
    `- Machine: ${os.availableParallelism()} CPUs (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}`,
    `- Node ${process.version}, Next.js ${packageVersion("next")}, autocannon ${packageVersion("autocannon")}`,
    `- Commit ${commit}`,
  ];
}

function writeReport(markdown: string): void {
  const begin = "<!-- bench:begin (written by npm run bench; edit outside these markers) -->";
  const end = "<!-- bench:end -->";
  mkdirSync(path.dirname(output), { recursive: true });
  const existing = existsSync(output) ? readFileSync(output, "utf8") : "";
  const block = `${begin}\n${markdown}\n${end}`;
  let next: string;
  if (existing.includes(begin) && existing.includes(end)) {
    next = existing.slice(0, existing.indexOf(begin)) + block + existing.slice(existing.indexOf(end) + end.length);
  } else {
    next = `# Performance\n\n${block}\n${existing ? `\n${existing}` : ""}`;
  }
  writeFileSync(output, next);
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  mkdirSync(runDir, { recursive: true });
  const loadBefore = os.loadavg()[0];
  await ensureDatabase(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    DATA_DIR: path.join(runDir, "data"),
    PAYMENTS_SANDBOX: "true", // checkout rows pay with the sandbox's test cards: on a database server only when told
  };
  delete env.DATABASE_DRIVER;
  delete env.QUERY_COUNT_HEADER;
  const seedStarted = Date.now();
  const store = seedLargeStore(env);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const customer = store.customers[0]!;
  const empty = emptyStore(env);
  // The analytics reports' store: a year of generated events and orders, rolled up by the rollup pass (once per database).
  const analyticsWanted = wanted(overviewLabel) || wanted(funnelLabel);
  const analyticsStore = analyticsWanted ? cliStore(env, analyticsStoreName, "GB") : undefined;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: pgVersion } = await db.query<{ v: string }>("select current_setting('server_version') as v");
  const pick = async (q: string) => (await db.query<{ v: string }>(q, [store.tenantId])).rows.map((r) => r.v);
  const pageSlugs = await pick("select slug as v from cms_pages where tenant_id = $1 and status = 'published' order by slug limit 50");
  const postSlugs = await pick("select slug as v from blog_posts where tenant_id = $1 and status = 'published' order by slug limit 50");
  const packageIds = await pick(
    "select id::text as v from products where tenant_id = $1 and kind = 'subscription_package' order by sku limit 20",
  );
  // Catalogue rows: collections holding at least a page of 24 active products, and active product slugs.
  const collectionSlugs = await pick(
    `select c.slug as v from collections c where c.tenant_id = $1 and c.status = 'active'
       and (select count(*) from product_collections pc join products p on p.id = pc.product_id and p.tenant_id = $1
            where pc.collection_id = c.id and pc.tenant_id = $1 and p.status = 'active') >= 24
     order by c.slug limit 50`,
  );
  const productSlugs = await pick(
    "select slug as v from products where tenant_id = $1 and status = 'active' and kind = 'product' order by sku limit 200",
  );
  // Five stocked single-variant products for the priced-cart row (a productId names its only variant).
  const cartProductIds = await pick(
    `select p.id::text as v from products p where p.tenant_id = $1 and p.status = 'active' and p.kind = 'product'
       and (select count(*) from product_variants v where v.tenant_id = $1 and v.product_id = p.id) = 1
       and exists (select 1 from product_variants v where v.tenant_id = $1 and v.product_id = p.id and v.stock >= 10)
     order by p.sku limit 5`,
  );

  let analyticsSetup: { generated: boolean; seconds: number; rollupDays: number; rollupSeconds: number } | undefined;
  if (analyticsStore) {
    say(`the analytics store: ${analyticsYear} (generated once, reused afterwards)`);
    const generated = await generateAnalyticsData(db, analyticsStore.tenantId);
    const rollup = rollUpAnalyticsOnce(env);
    // Fresh statistics for the rolled-up tables, as autovacuum would give them after a pass of this size.
    await db.query("vacuum analyze analytics_daily");
    await db.query("vacuum analyze analytics_monthly");
    analyticsSetup = { ...generated, rollupDays: rollup.days, rollupSeconds: rollup.seconds };
    say(
      `analytics store ${generated.generated ? `generated in ${fmt(generated.seconds, 1)} s` : "already present"}; rollup: ${rollup.days} days in ${fmt(rollup.seconds, 1)} s`,
    );
  }
  if (wanted(formSubmitLabel)) await ensureBenchForm(db, store.tenantId);

  const buildStarted = Date.now();
  say("building the app if sources changed");
  ensureBuild();
  const buildSeconds = (Date.now() - buildStarted) / 1000;

  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const serverLog = openSync(path.join(runDir, "server.log"), "w");
  const server = spawn(node, [...serverNodeArgs, "scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...env,
      APP_URL: base,
      LOG_LEVEL: logLevel,
      // The load comes from one address: rate limits would answer 429 instead of measuring the operation.
      RATE_LIMITS: "off",
      // The market operation reads the client address from x-forwarded-for, as behind a proxy.
      TRUST_PROXY: "true",
      // The floor and diagnostic routes (app/api/bench/*) answer only when asked for.
      BENCH_ROUTES: "true",
      ...(serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : {}),
    },
    stdio: ["ignore", serverLog, serverLog],
  });
  const bare = await startBareServer();
  let nginx: ChildProcess | undefined;
  let nginxBase: string | undefined;
  const results: LoadResult[] = [];
  const floorTally = new Tally();
  /** Single-client rows; `target`: the p95 goal and how the row is named among the targets. */
  const extra: { label: string; samples: number[]; status: string; target: { ms: number; name: string } }[] = [];
  let productImport:
    { status: string; seconds: number; rowsDone: number; created: number; errors: number; rssBefore: number; rssPeak: number } | undefined;
  let checkouts: CheckoutRow[] | undefined;
  const targets: Target[] = [];
  let rssMb: number | undefined;
  let rssAfterStartMb: number | undefined;
  let flood: Flood | undefined;
  let billing: BillingBench | undefined;
  let resetTiming: Awaited<ReturnType<typeof resetRequestTiming>> | undefined;
  let loadAfter: number | undefined;
  let search:
    | {
        api: number[];
        ilike: number[];
        perCategory: Map<string, { api: number[]; ilike: number[] }>;
        hits: number;
        recall?: number;
        recallByEdit: Map<string, [number, number]>;
        status: string;
      }
    | undefined;
  try {
    await waitFor(`${base}/api/health`, server);
    rssAfterStartMb = treeRssMb(server.pid!);
    say(`server up on ${base} (${fmt(rssAfterStartMb)} MB resident)`);
    const nginxBinary = findNginx();
    if (nginxBinary) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "sf-bench-nginx-"));
      const nginxPort = await freePort();
      writeFileSync(path.join(dir, "nginx.conf"), nginxConfig({ dir, listen: `127.0.0.1:${nginxPort}`, upstreams: [`127.0.0.1:${port}`] }));
      nginx = spawn(nginxBinary, ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-e", path.join(dir, "nginx-error.log")], {
        stdio: "ignore",
      });
      nginxBase = `http://127.0.0.1:${nginxPort}`;
      await waitFor(`${nginxBase}/api/health`, nginx);
      say(`nginx (shared cache) on ${nginxBase}`);
    } else say("nginx is not installed: no shared-cache rows (Debian: apt-get install -y nginx)");

    const api = { authorization: `Bearer ${store.apiToken}` };
    const login = await timed(base, "POST", "/api/v1/account/login", api, JSON.stringify(customer));
    const accountToken = (login.json as { token?: string } | undefined)?.token;
    if (login.status !== 200 || !accountToken) say(`login answered ${login.status}: account operations will show as failed`);
    const account = { authorization: `Bearer ${accountToken ?? "login-failed"}` };
    const v1 = (p: string) => `/api/v1${p}`;
    if (wanted("reset request timing")) resetTiming = await resetRequestTiming(base, api, customer.email);
    const mix = searchMix();
    const ips = ["81.2.69.142", "89.160.20.112", "216.160.83.56", "2.125.160.216", "175.16.199.1"];

    // If-None-Match with the current ETag: 304 from the serialized answer, no SQL (one path each: one ETag).
    const conditionalRows: Endpoint[] = [];
    for (const [label, p] of [
      ["GET /cms/posts/{slug} with If-None-Match (304)", v1(`/cms/posts/${postSlugs[0]}`)],
      [
        "GET /subscription-packages/{id}/configuration with If-None-Match (304)",
        v1(`/subscription-packages/${packageIds[0]}/configuration`),
      ],
      ["GET /cms/pages with If-None-Match (304)", v1("/cms/pages")],
    ] as const) {
      const etag = (await fetch(`${base}${p}`, { headers: api })).headers.get("etag");
      if (etag)
        conditionalRows.push({
          label,
          kind: "cached",
          goal: 0.95,
          expectStatus: 304,
          method: "GET",
          paths: [p],
          headers: { ...api, "if-none-match": etag },
        });
    }
    // The same cacheable reads through nginx's shared cache (docs/DEPLOY.md's configuration), when nginx is installed.
    const nginxRows: Endpoint[] = nginxBase
      ? [
          {
            label: "GET /cms/posts/{slug} through nginx's cache",
            kind: "cached",
            goal: 10,
            method: "GET",
            paths: postSlugs.map((s) => v1(`/cms/posts/${s}`)),
            headers: api,
            base: nginxBase,
          },
          {
            label: "GET /subscription-packages/{id}/configuration through nginx's cache",
            kind: "cached",
            goal: 10,
            method: "GET",
            paths: packageIds.map((id) => v1(`/subscription-packages/${id}/configuration`)),
            headers: api,
            base: nginxBase,
          },
        ]
      : [];
    // A guest cart in the euro market with five lines going to Germany: every read prices it with VAT.
    const pricedCart = await (async () => {
      const post = (p: string, body: unknown, method = "POST") =>
        fetch(`${base}${v1(p)}`, { method, headers: { ...api, "content-type": "application/json" }, body: JSON.stringify(body) });
      const created = (await (await post("/carts", { market: "DE" })).json()) as { data?: { id: string } };
      const id = created.data?.id;
      if (!id) return null;
      for (const productId of cartProductIds) await post(`/carts/${id}/lines`, { productId, quantity: 1 });
      await post(`/carts/${id}`, { shippingCountry: "DE" }, "PATCH");
      return id;
    })();
    if (!pricedCart) say("the priced cart could not be created: its row will show as failed");
    // The customer's cart with three lines, a code and points: every step of the calculator.
    const savingsCart = await (async () => {
      const call = (p: string, body: unknown, method = "POST") =>
        fetch(`${base}${v1(p)}`, { method, headers: { ...account, "content-type": "application/json" }, body: JSON.stringify(body) });
      const created = (await (await call("/carts", { market: "GB" })).json()) as { data?: { id: string } };
      const id = created.data?.id;
      if (!id) return null;
      for (const productId of cartProductIds.slice(0, 3)) await call(`/carts/${id}/lines`, { productId, quantity: 2 });
      const code = await call(`/carts/${id}/discount-codes`, { code: "FREESHIP" });
      const points = await call(`/carts/${id}`, { pointsToRedeem: 200 }, "PATCH");
      if (code.status !== 200 || points.status !== 200)
        say(`the savings cart: code ${code.status} ${await code.text()}, points ${points.status} ${await points.text()}`);
      return id;
    })();
    // Tickets: a date of the store's first published event with a seat for every request, and guest carts
    // to hold them in (each cart holds at most 10, the per-order limit, so the load goes round 1000 carts).
    const [heldEvent, plainEvent] = await pick(
      `select e.slug as v from events e where e.tenant_id = $1 and e.status = 'published'
          and exists (select 1 from event_ticket_prices tp where tp.event_id = e.id and tp.tenant_id = $1)
        order by e.slug limit 2`,
    );
    const ticketBench = await (async () => {
      const [occurrenceId] = await pick(
        `insert into event_occurrences (tenant_id, event_id, starts_at, ends_at, capacity)
         select tenant_id, id, now() + interval '900 days', now() + interval '900 days 2 hours', 1000000
           from events where tenant_id = $1 and slug = '${heldEvent ?? ""}' returning id::text as v`,
      );
      const [ticketTypeId] = await pick(
        `select tp.id::text as v from event_ticket_prices tp join events e on e.id = tp.event_id and e.tenant_id = $1
          where tp.tenant_id = $1 and e.slug = '${heldEvent ?? ""}' order by tp.price limit 1`,
      );
      if (!occurrenceId || !ticketTypeId) return null;
      const carts: string[] = [];
      for (let batch = 0; batch < 20; batch++) {
        const made = await Promise.all(
          Array.from({ length: 50 }, async () => {
            const res = await fetch(`${base}${v1("/carts")}`, {
              method: "POST",
              headers: { ...api, "content-type": "application/json" },
              body: JSON.stringify({ market: "GB" }),
            });
            return ((await res.json()) as { data?: { id: string } }).data?.id;
          }),
        );
        carts.push(...made.filter((id): id is string => Boolean(id)));
      }
      return { occurrenceId, ticketTypeId, carts };
    })();
    if (!ticketBench) say("the ticket bench's date could not be made: its rows will show as failed");
    // The Products area: a store of its own, emptied, with a 15-variant and a one-variant product and one image.
    const productsArea = await (async () => {
      if (!productsAreaWanted()) return undefined;
      const areaStore = cliStore(env, productsAreaStoreName, "GB");
      await clearProductsAreaStore(db, areaStore.tenantId);
      const operatorToken = cli(env, ["operator-token", "create", "--tenant", areaStore.tenantId]).operatorToken as string;
      const call = async (method: string, pathname: string, token: string, body?: unknown) => {
        const r = await timed(base, method, v1(pathname), { authorization: `Bearer ${token}` }, body ? JSON.stringify(body) : undefined);
        return { status: r.status, json: r.json };
      };
      await makeVariantProducts(call, operatorToken, await primaryMarketId(db, areaStore.tenantId));
      const imageId = await uploadJpeg(base, operatorToken, await cameraJpeg(0), "bench-0.jpg");
      const rendition = `/media/${imageId}/640.webp`;
      const first = await timed(base, "GET", rendition, {});
      if (first.status !== 200) say(`the rendition row's image answered ${first.status}`);
      return { ...areaStore, operatorToken, rendition };
    })();
    const areaApi = { authorization: `Bearer ${productsArea?.apiToken ?? ""}` };
    // Form submissions: a solved challenge for every request the row can make at its best (solved here, beforehand).
    const formBodies = await (async () => {
      if (!wanted(formSubmitLabel)) return undefined;
      const issued = await timed(base, "GET", v1(`/forms/${benchFormSlug}`), api);
      const challenge = (issued.json as { challenge?: Parameters<typeof formSubmissionBodies>[0]["issued"] } | undefined)?.challenge;
      if (issued.status !== 200 || !challenge) {
        say(`GET /forms/${benchFormSlug} answered ${issued.status}: the form row will show as failed`);
        return undefined;
      }
      const count = Number(process.env.BENCH_FORM_SUBMISSIONS) || Math.ceil((duration + warmup + 2) * 700);
      const started = Date.now();
      const list = await formSubmissionBodies({ issued: challenge, authSecret, tenantId: store.tenantId, count });
      say(`${list.length} form challenges made and solved in ${fmt((Date.now() - started) / 1000, 1)} s`);
      return { list, next: 0 };
    })();
    // The beacon's batch: what a storefront sends after a few pages (views of the store's own products).
    const beaconBatch = JSON.stringify({
      events: Array.from({ length: 20 }, (_, i) => {
        const productId = cartProductIds[i % Math.max(1, cartProductIds.length)];
        const kinds = ["page_view", "product_view", "page_view", "add_to_cart", "search"] as const;
        const type = kinds[i % kinds.length]!;
        return {
          type,
          path:
            type === "page_view"
              ? `/pages/${pageSlugs[i % Math.max(1, pageSlugs.length)] ?? "home"}`
              : `/products/${productSlugs[i] ?? "x"}`,
          ...(type === "product_view" || type === "add_to_cart" ? { productId } : {}),
          ...(type === "search" ? { query: "espresso" } : {}),
          ...(i === 0 ? { referrer: "https://www.google.com/" } : {}),
        };
      }),
    });
    const floorEndpoint: Endpoint = {
      label: "floor: GET /api/bench/floor",
      kind: "floor",
      method: "GET",
      paths: ["/api/bench/floor"],
      headers: {},
    };
    const endpoints: Endpoint[] = [
      {
        label: "ceiling: bare Node http server",
        kind: "ceiling",
        method: "GET",
        paths: ["/"],
        headers: {},
        base: `http://127.0.0.1:${bare.port}`,
      },
      {
        label: "diagnostic: the API wrapper around the floor's JSON",
        kind: "diagnostic",
        method: "GET",
        paths: ["/api/bench/wrapped"],
        headers: {},
      },
      {
        label: "diagnostic: the same wrapper behind a pass-through proxy.ts",
        kind: "diagnostic",
        method: "GET",
        paths: ["/api/bench/proxied"],
        headers: {},
      },
      {
        label: "diagnostic: the same wrapper with an API token (verified, no proxy.ts)",
        kind: "diagnostic",
        method: "GET",
        paths: ["/api/bench/tenant"],
        headers: api,
      },
      {
        label: "diagnostic: the same with an API token, routed to a dynamic segment",
        kind: "diagnostic",
        method: "GET",
        paths: postSlugs.map((s) => `/api/bench/tenant/${s}`),
        headers: api,
      },
      { label: "GET /cms/pages", kind: "cached", goal: 0.9, method: "GET", paths: [v1("/cms/pages")], headers: api },
      {
        label: "GET /cms/pages/{pageSlug}",
        kind: "cached",
        goal: 0.9,
        method: "GET",
        paths: pageSlugs.map((s) => v1(`/cms/pages/${s}`)),
        headers: api,
      },
      {
        label: "GET /cms/posts/{slug} (cached)",
        kind: "cached",
        goal: 0.9,
        method: "GET",
        paths: postSlugs.map((s) => v1(`/cms/posts/${s}`)),
        headers: api,
      },
      {
        label: "GET /search (query mix)",
        kind: "uncached",
        goal: 0.5,
        method: "GET",
        paths: mix.map((m) => v1(`/search?q=${encodeURIComponent(m.q)}`)),
        headers: api,
      },
      {
        label: "GET /subscription-packages/{id}/configuration (cached)",
        kind: "cached",
        goal: 0.9,
        method: "GET",
        paths: packageIds.map((id) => v1(`/subscription-packages/${id}/configuration`)),
        headers: api,
      },
      {
        label: "GET /account/payments/methods",
        kind: "uncached",
        goal: 0.7,
        method: "GET",
        paths: [v1("/account/payments/methods")],
        headers: account,
      },
      {
        label: "GET /account/rewards/points-history",
        kind: "uncached",
        goal: 0.7,
        method: "GET",
        paths: [v1("/account/rewards/points-history")],
        headers: account,
      },
      {
        label: "GET /market",
        kind: "cached",
        goal: 0.9,
        method: "GET",
        paths: [v1("/market")],
        headers: { ...api, "x-forwarded-for": ips[0]! },
      },
      {
        label: "POST /messages",
        kind: "write",
        goal: 0.5,
        method: "POST",
        paths: [v1("/messages")],
        headers: api,
        body: JSON.stringify({
          name: "Bench Visitor",
          email: "visitor@bench.example.com",
          subject: "Wholesale enquiry",
          message: "Do you supply offices in Bath?",
          source: "contact-form",
          company: "Bench Ltd",
        }),
      },
      {
        label: formSubmitLabel,
        kind: "write",
        goal: 0.4,
        method: "POST",
        paths: [v1(`/forms/${benchFormSlug}/submissions`)],
        headers: api,
        bodies: formBodies ?? { list: ["{}"], next: 0 },
      },
      {
        label: beaconLabel,
        kind: "write",
        goal: 0.5,
        method: "POST",
        paths: [v1("/analytics/events")],
        headers: {
          ...api,
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
          "x-forwarded-for": ips[1]!,
        },
        body: beaconBatch,
      },
      { label: "GET /account (extension)", kind: "extension", goal: 0.7, method: "GET", paths: [v1("/account")], headers: account },
      {
        label: "GET /account/addresses (extension)",
        kind: "extension",
        goal: 0.7,
        method: "GET",
        paths: [v1("/account/addresses")],
        headers: account,
      },
      {
        label: "GET /account/subscriptions (extension)",
        kind: "extension",
        goal: 0.7,
        method: "GET",
        paths: [v1("/account/subscriptions")],
        headers: account,
      },
      {
        label: "GET /account/orders (extension)",
        kind: "extension",
        goal: 0.7,
        method: "GET",
        paths: [v1("/account/orders")],
        headers: account,
      },
      {
        label: "GET /carts/{cartId}: a customer's cart, three lines, a code and 200 points (extension)",
        kind: "extension",
        goal: 0.6,
        method: "GET",
        paths: [v1(`/carts/${savingsCart ?? "00000000-0000-4000-8000-000000000000"}`)],
        headers: account,
      },
      { label: "GET /cms/posts (extension)", kind: "extension", goal: 0.9, method: "GET", paths: [v1("/cms/posts")], headers: api },
      {
        label: "GET /products?collection={slug}&perPage=24 (extension, a collection page, cached)",
        kind: "extension",
        method: "GET",
        paths: collectionSlugs.map((s) => v1(`/products?collection=${s}&perPage=24`)),
        headers: api,
      },
      {
        label: productsGbpLabel,
        kind: "extension",
        method: "GET",
        paths: collectionSlugs.map((s) => v1(`/products?collection=${s}&perPage=24&market=GB`)),
        headers: api,
      },
      {
        label: productsEurLabel,
        kind: "extension",
        method: "GET",
        paths: collectionSlugs.map((s) => v1(`/products?collection=${s}&perPage=24&market=DE`)),
        headers: api,
      },
      {
        label: "GET /carts/{cartId}: five lines priced in EUR with VAT (extension)",
        kind: "extension",
        goal: 0.6,
        method: "GET",
        paths: [v1(`/carts/${pricedCart ?? "00000000-0000-4000-8000-000000000000"}`)],
        headers: api,
      },
      {
        label: "GET /products/{slug} (extension, cached)",
        kind: "extension",
        method: "GET",
        paths: productSlugs.map((s) => v1(`/products/${s}`)),
        headers: api,
      },
      // The Products area: a product's read with 15 variants against one with one, in one run; a kept rendition.
      { label: manyVariantsLabel, kind: "extension", method: "GET", paths: [v1(`/products/${manyVariantsSlug}`)], headers: areaApi },
      { label: oneVariantLabel, kind: "extension", method: "GET", paths: [v1(`/products/${oneVariantSlug}`)], headers: areaApi },
      {
        label: renditionLabel,
        kind: "extension",
        goal: 0.5,
        method: "GET",
        paths: [productsArea?.rendition ?? "/media/00000000-0000-4000-8000-000000000000/640.webp"],
        headers: {},
      },
      // Asking for gzip: a small answer (under 1 KiB) is sent as is, a larger one as gzip bytes kept with the answer.
      {
        label: gzipSmallLabel,
        kind: "cached",
        method: "GET",
        paths: [v1("/market")],
        headers: { ...api, "x-forwarded-for": ips[0]!, "accept-encoding": "gzip, deflate, br" },
      },
      {
        label: gzipLargeLabel,
        kind: "cached",
        method: "GET",
        paths: packageIds.map((id) => v1(`/subscription-packages/${id}/configuration`)),
        headers: { ...api, "accept-encoding": "gzip, deflate, br" },
      },
      {
        label: "POST /carts/{cartId}/tickets: hold a seat (extension, write)",
        kind: "write",
        method: "POST",
        paths: (ticketBench?.carts ?? ["00000000-0000-4000-8000-000000000000"]).map((id) => v1(`/carts/${id}/tickets`)),
        headers: api,
        body: JSON.stringify({ occurrenceId: ticketBench?.occurrenceId, ticketTypeId: ticketBench?.ticketTypeId, quantity: 1 }),
      },
      // After the holds above: the same read with and without seats held, in one run (availability is counted once
      // per change and kept with the event; it must not slow the page).
      { label: eventHeldLabel, kind: "extension", method: "GET", paths: [v1(`/events/${heldEvent}?market=GB`)], headers: api },
      { label: eventPlainLabel, kind: "extension", method: "GET", paths: [v1(`/events/${plainEvent}?market=GB`)], headers: api },
      // The same public reads of the large store and of a store with nothing in it, one after the other.
      ...emptyStoreReads.flatMap(([what, p]): Endpoint[] => [
        { label: `${what}: the large store (extension)`, kind: "extension", method: "GET", paths: [v1(p)], headers: api },
        {
          label: `${what}: an empty store (extension)`,
          kind: "extension",
          method: "GET",
          paths: [v1(p)],
          headers: { authorization: `Bearer ${empty.apiToken}` },
        },
      ]),
      ...conditionalRows,
      ...nginxRows,
    ];

    say(
      `load: ${duration} s per endpoint after ${warmup} s warm-up, ${connections} connections, in ${slices} slices each beside a floor slice`,
    );
    const floorProbe = await timed(base, "GET", floorEndpoint.paths[0]!, {});
    if (floorProbe.status !== 200) throw new Error(`the floor route answered ${floorProbe.status}`);
    await load(base, floorEndpoint, warmup);
    for (const e of endpoints) {
      if (!wanted(e.label)) continue;
      await settle(server.pid!);
      const r = await measure(base, e, floorEndpoint, floorTally);
      r.rssMb = treeRssMb(server.pid!);
      results.push(r);
    }
    results.unshift({
      endpoint: floorEndpoint,
      status: "ok",
      rps: floorTally.rps,
      p50: percentile(floorTally.latencies, 50),
      p99: percentile(floorTally.latencies, 99),
      non2xx: floorTally.non2xx,
      errors: floorTally.errors,
    });
    say(`floor over the whole run: ${floorTally.rps.toFixed(0)} req/s`);

    // Single-client latencies.
    await settle(server.pid!);
    const pointsTarget = (label: string) => ({ ms: 10, name: `${label[0]!.toUpperCase()}${label.slice(1)} p95 (100,000 transactions)` });
    const single = async (
      label: string,
      pathname: string,
      headers: Record<string, string>,
      rounds: number,
      target = pointsTarget(label),
      warm = 5,
    ) => {
      if (!wanted(label)) return;
      const samples: number[] = [];
      let status = "ok";
      for (let i = 0; i < rounds + warm; i++) {
        const r = await timed(base, "GET", pathname, headers);
        if (r.status !== 200) {
          status = r.status === 404 ? "not implemented" : `answered ${r.status}`;
          break;
        }
        if (i >= warm) samples.push(r.ms);
      }
      extra.push({ label, samples, status, target });
      say(`${label}: ${status === "ok" ? `p50 ${fmt(percentile(samples, 50), 1)} ms, p95 ${fmt(percentile(samples, 95), 1)} ms` : status}`);
    };
    await single("points history, page 1", v1("/account/rewards/points-history?page=1"), account, 200);
    await single("points history, page 1,000", v1("/account/rewards/points-history?page=1000"), account, 200);
    // The analytics reports over a year of the generated store.
    if (analyticsStore) {
      const operator = {
        authorization: `Bearer ${cli(env, ["operator-token", "create", "--tenant", analyticsStore.tenantId]).operatorToken as string}`,
      };
      const today = new Date();
      const day = (d: Date) => d.toISOString().slice(0, 10);
      const range = `from=${day(new Date(today.getTime() - 364 * 86_400_000))}&to=${day(today)}`;
      const reportTarget = (what: string) => ({ ms: 300, name: `${what} p95 for ${analyticsYear}` });
      await single(overviewLabel, v1(`/operator/analytics/overview?${range}`), operator, 40, reportTarget("Analytics overview"), 2);
      await single(funnelLabel, v1(`/operator/analytics/funnel?${range}`), operator, 40, reportTarget("Analytics funnel"), 2);
    }

    // The first resize of camera-sized JPEGs, each uploaded fresh; then the CSV import, timed with the server's memory.
    if (productsArea && wanted(firstResizeLabel)) {
      const samples: number[] = [];
      let status = "ok";
      for (let i = 1; i <= 10 && status === "ok"; i++) {
        const id = await uploadJpeg(base, productsArea.operatorToken, await cameraJpeg(i), `bench-${i}.jpg`);
        const r = await timed(base, "GET", `/media/${id}/1280.webp`, {});
        if (r.status !== 200) status = `answered ${r.status}`;
        else samples.push(r.ms);
      }
      extra.push({ label: firstResizeLabel, samples, status, target: { ms: 2000, name: "First resize of a 4000 px JPEG p95" } });
      say(
        `${firstResizeLabel}: ${status === "ok" ? `p50 ${fmt(percentile(samples, 50))} ms, p95 ${fmt(percentile(samples, 95))} ms` : status}`,
      );
    }
    if (productsArea && wanted(importLabel)) {
      await settle(server.pid!);
      const rssBefore = treeRssMb(server.pid!) ?? 0;
      let rssPeak = rssBefore;
      const started = Date.now();
      const id = await startImport(base, productsArea.operatorToken, generatedProductCsv(importRows));
      let state: { status?: string; rowsDone?: number; created?: number; errors?: unknown[] } = {};
      while (Date.now() - started < 600_000) {
        await new Promise((r) => setTimeout(r, 500));
        rssPeak = Math.max(rssPeak, treeRssMb(server.pid!) ?? 0);
        const r = await timed(base, "GET", v1(`/operator/imports/${id}`), { authorization: `Bearer ${productsArea.operatorToken}` });
        state = (r.json as { data?: typeof state }).data ?? {};
        if (state.status === "done" || state.status === "failed") break;
      }
      productImport = {
        status: state.status ?? "unknown",
        seconds: (Date.now() - started) / 1000,
        rowsDone: state.rowsDone ?? 0,
        created: state.created ?? 0,
        errors: state.errors?.length ?? 0,
        rssBefore,
        rssPeak,
      };
      say(
        `${importLabel}: ${productImport.status}, ${productImport.rowsDone} rows, ${productImport.created} products in ${fmt(productImport.seconds, 1)} s; RSS ${fmt(rssBefore)} → peak ${fmt(rssPeak)} MB`,
      );
    }

    // Whole purchases: signed in against guest, on a product given stock enough for every order.
    if (wanted("checkout") && cartProductIds[0]) {
      await db.query("update products set max_quantity = 10 where tenant_id = $1 and id = $2", [store.tenantId, cartProductIds[0]]);
      await db.query("update product_variants set stock = 1000000 where tenant_id = $1 and product_id = $2", [
        store.tenantId,
        cartProductIds[0],
      ]);
      checkouts = await benchCheckouts({
        timed: (method, pathname, headers, body) => timed(base, method, pathname, headers, body),
        api,
        account,
        productId: cartProductIds[0],
        count: Number(process.env.BENCH_CHECKOUTS || 60),
      });
      for (const c of checkouts)
        say(
          `${c.label}: ${c.orders} orders in ${c.seconds.toFixed(1)} s, p50 ${fmt(percentile(c.samples, 50), 1)} ms, p95 ${fmt(percentile(c.samples, 95), 1)} ms${c.failures.length ? `, ${c.failures.length} failed (${c.failures[0]})` : ""}`,
        );
    }

    // Search mix: API (single client) against the ILIKE scan run directly in Postgres.
    const probe = await timed(base, "GET", v1("/search?q=espresso"), api);
    if (!wanted("search mix")) {
      search = undefined;
    } else if (probe.status === 200) {
      const perCategory = new Map<string, { api: number[]; ilike: number[] }>();
      const apiSamples: number[] = [];
      const ilikeSamples: number[] = [];
      for (const m of mix) await timed(base, "GET", v1(`/search?q=${encodeURIComponent(m.q)}`), api); // warm
      for (let round = 0; round < 8; round++) {
        for (const m of mix) {
          const r = await timed(base, "GET", v1(`/search?q=${encodeURIComponent(m.q)}`), api);
          apiSamples.push(r.ms);
          const c = perCategory.get(m.category) ?? { api: [], ilike: [] };
          c.api.push(r.ms);
          perCategory.set(m.category, c);
        }
      }
      for (let round = 0; round < 3; round++) {
        for (const m of mix) {
          const t = process.hrtime.bigint();
          await db.query(ilikeSql, [store.tenantId, `%${m.q}%`, 10]);
          const ms = Number(process.hrtime.bigint() - t) / 1e6;
          if (round === 0) continue; // the first round warms the buffer cache
          ilikeSamples.push(ms);
          perCategory.get(m.category)!.ilike.push(ms);
        }
      }
      // Typo recall: the misspelled product in the top 5 of products.
      const recallByEdit = new Map<string, [number, number]>();
      let hits = 0;
      const list = misspellings(200);
      for (const m of list) {
        const r = await timed(base, "GET", v1(`/search?type=products&limit=5&q=${encodeURIComponent(m.query)}`), api);
        const found = ((r.json as SearchBody)?.results?.products ?? []).some((p) => p.id === m.productId);
        if (found) hits++;
        const [h, n] = recallByEdit.get(m.edit) ?? [0, 0];
        recallByEdit.set(m.edit, [h + (found ? 1 : 0), n + 1]);
      }
      search = { api: apiSamples, ilike: ilikeSamples, perCategory, hits, recall: hits / list.length, recallByEdit, status: "ok" };
      say(
        `search: API p50 ${fmt(percentile(apiSamples, 50), 1)} ms p95 ${fmt(percentile(apiSamples, 95), 1)} ms; ILIKE p50 ${fmt(percentile(ilikeSamples, 50), 1)} ms p95 ${fmt(percentile(ilikeSamples, 95), 1)} ms; typo recall ${((100 * hits) / list.length).toFixed(1)}%`,
      );
    } else {
      search = {
        api: [],
        ilike: [],
        perCategory: new Map(),
        hits: 0,
        recallByEdit: new Map(),
        status: probe.status === 404 ? "not implemented" : `answered ${probe.status}`,
      };
      say(`search: ${search.status}`);
    }

    if (wanted(billingLabel)) {
      billing = await billingPass({ base, db, env, tenantId: store.tenantId, floor: floorEndpoint, floorTally, results });
      say(`${billingLabel}: ${billing.status}`);
    }

    if (wanted(floodLabel)) {
      await settle(server.pid!);
      flood = await cacheFlood(base, api, collectionSlugs, server.pid!);
      say(
        `${floodLabel}: ${flood.status}; RSS ${fmt(flood.rssBeforeMb)} MB before, ${fmt(flood.readings.at(-1)?.rssMb)} MB after, highest ${fmt(Math.max(...flood.readings.map((r) => r.rssMb ?? 0)))} MB; ${fmt(flood.seconds, 1)} s`,
      );
    }

    rssMb = treeRssMb(server.pid!);
    loadAfter = os.loadavg()[0];
    say(`server resident memory after the benchmark: ${fmt(rssMb)} MB`);
  } finally {
    nginx?.kill("SIGTERM");
    server.kill("SIGTERM");
    bare.child.kill("SIGTERM");
    closeSync(serverLog);
    await db.end();
  }

  // ------------------------------------------------------------------ tables and targets
  const ratio = (r: LoadResult) => r.ratio;
  const pct = (x: number | undefined) => (x === undefined ? "–" : `${(x * 100).toFixed(0)}%`);
  const lines: string[] = [];
  const settings = `BENCH_DURATION=${duration} BENCH_SLICES=${slices} BENCH_CONNECTIONS=${connections} BENCH_WARMUP=${warmup} BENCH_LOG_LEVEL=${logLevel}${serverNodeOptions ? ` BENCH_SERVER_NODE_OPTIONS="${serverNodeOptions}"` : ""}`;
  lines.push(
    `Latest run: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}. Command: \`npm run bench\` (settings ${settings}); Postgres ${pgVersion[0]?.v ?? "?"} at \`${databaseUrl.replace(/\/\/[^@]*@/, "//…@")}\`.`,
  );
  lines.push("");
  lines.push(...machine());
  lines.push(
    `- Large store: ${largeStoreSize.products.toLocaleString("en")} products, ${largeStoreSize.pages.toLocaleString("en")} pages, ${largeStoreSize.posts.toLocaleString("en")} posts, ${largeStoreSize.collections.toLocaleString("en")} collections, ${largeStoreSize.events.toLocaleString("en")} events, ${largeStoreSize.packages} subscription packages, one customer with ${largeStoreSize.points.toLocaleString("en")} points transactions (seed step ${seedSeconds.toFixed(0)} s, build step ${buildSeconds.toFixed(0)} s)`,
  );
  if (analyticsSetup)
    lines.push(
      `- Analytics store: ${analyticsYear} (${analyticsStoreSize.products} products, ~${analyticsStoreSize.visitorsPerDay.toLocaleString("en")} visitors a day; ${analyticsSetup.generated ? `generated in ${fmt(analyticsSetup.seconds, 0)} s` : "generated by an earlier run"}; rollup pass ${analyticsSetup.rollupDays} days in ${fmt(analyticsSetup.rollupSeconds, 0)} s)`,
    );
  lines.push(
    `- Server: \`scripts/server.mjs\` (Next.js custom server), NODE_ENV=production, LOG_LEVEL=${logLevel}, RATE_LIMITS=off, TRUST_PROXY=true${serverNodeOptions ? `, NODE_OPTIONS="${serverNodeOptions}"` : ""}; load generator and server share the machine`,
  );
  lines.push("");
  lines.push(`### Throughput (${duration} s per row after ${warmup} s warm-up, ${connections} connections, keep-alive)`);
  lines.push("");
  lines.push("| endpoint | requests/s | p50 ms | p99 ms | × floor | non-2xx / errors | response bytes | server RSS after, MB | note |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    const note =
      r.status === "ok"
        ? r.endpoint.kind === "cached"
          ? "server-cached"
          : r.endpoint.paths.length > 1
            ? `${r.endpoint.paths.length} paths in rotation`
            : ""
        : r.status === "not implemented"
          ? `not implemented (${r.note})`
          : `failed: ${r.note}`;
    lines.push(
      `| ${r.endpoint.label} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.endpoint.kind === "floor" ? "1" : r.endpoint.kind === "ceiling" || (r.endpoint.goal ?? 0) >= 2 ? (ratio(r) ? `${ratio(r)!.toFixed(1)}×` : "–") : pct(ratio(r))} | ${r.status === "ok" ? `${r.non2xx ?? 0} / ${r.errors ?? 0}` : "–"} | ${r.bytes === undefined ? "–" : r.bytes.toLocaleString("en")} | ${fmt(r.rssMb)} | ${note} |`,
    );
  }
  lines.push("");
  lines.push(
    `Each row ran ${slices} slices of ${fmt(duration / slices, 1)} s, each right after a floor slice of the same length; "× floor" is the median over the slices of the slice's requests/s divided by that of the floor slice just before it, so background load on a shared machine moves both sides alike. The floor row adds up all floor slices of the run. Machine load average (1 min) ${fmt(loadBefore, 2)} before the run, ${fmt(loadAfter, 2)} after it.`,
  );

  lines.push("");
  if (checkouts) {
    const [signed, guestOne] = checkouts;
    lines.push("### Checkout");
    lines.push("");
    lines.push(
      "Each order is a fresh cart with one unit; the time is the checkout request alone (stock reserved, the order written, the sandbox gateway's authorisation and capture outside any transaction, the order marked paid).",
    );
    lines.push("");
    lines.push("| checkout | orders | failed | p50 ms | p95 ms | orders/s (whole flow, cart included) |");
    lines.push("|---|---:|---:|---:|---:|---:|");
    for (const c of checkouts)
      lines.push(
        `| ${c.label} | ${c.orders} | ${c.failures.length} | ${fmt(percentile(c.samples, 50), 1)} | ${fmt(percentile(c.samples, 95), 1)} | ${c.seconds ? (c.orders / c.seconds).toFixed(1) : "–"} |`,
      );
    if (signed?.samples.length && guestOne?.samples.length)
      lines.push(
        "",
        `Guest p95 ÷ signed-in p95, same run: ${(percentile(guestOne.samples, 95) / percentile(signed.samples, 95)).toFixed(2)}.`,
      );
    lines.push("");
  }
  lines.push("### Single client");
  lines.push("");
  lines.push("| measurement | samples | p50 ms | p95 ms | mean ms |");
  lines.push("|---|---:|---:|---:|---:|");
  for (const x of extra)
    lines.push(
      `| ${x.label}${x.status === "ok" ? "" : ` (${x.status})`} | ${x.samples.length} | ${fmt(percentile(x.samples, 50), 1)} | ${fmt(percentile(x.samples, 95), 1)} | ${x.samples.length ? fmt(mean(x.samples), 1) : "–"} |`,
    );
  if (search?.status === "ok") {
    lines.push(
      `| search mix via GET /search (HTTP, all types, limit 10) | ${search.api.length} | ${fmt(percentile(search.api, 50), 1)} | ${fmt(percentile(search.api, 95), 1)} | ${fmt(mean(search.api), 1)} |`,
    );
    lines.push(
      `| same mix as a naive ILIKE scan (SQL only, no HTTP) | ${search.ilike.length} | ${fmt(percentile(search.ilike, 50), 1)} | ${fmt(percentile(search.ilike, 95), 1)} | ${fmt(mean(search.ilike), 1)} |`,
    );
    for (const [category, s] of search.perCategory) {
      lines.push(
        `| — ${category}: API / ILIKE | ${s.api.length} / ${s.ilike.length} | ${fmt(percentile(s.api, 50), 1)} / ${fmt(percentile(s.ilike, 50), 1)} | ${fmt(percentile(s.api, 95), 1)} / ${fmt(percentile(s.ilike, 95), 1)} | ${fmt(mean(s.api), 1)} / ${fmt(mean(s.ilike), 1)} |`,
      );
    }
    lines.push("");
    lines.push(
      `Search mix (${searchMix().length} queries): ${searchMix()
        .map((m) => `\`${m.q}\``)
        .join(", ")}.`,
    );
    lines.push(
      `Typo recall: ${search.hits} of 200 one-edit misspellings of active product names (one word of 5+ letters, the rest of the name intact) had their product in the top 5 of \`GET /search?type=products&limit=5\` — ${[...search.recallByEdit].map(([k, [h, n]]) => `${k} ${h}/${n}`).join(", ")}.`,
    );
  } else {
    lines.push(`| search | – | – | – | – |`);
    lines.push("");
    lines.push(`Search: ${search?.status ?? "not run"}.`);
  }
  lines.push("");
  const peakRss = Math.max(...results.map((r) => r.rssMb ?? 0), rssMb ?? 0);
  lines.push(
    `Server resident memory (next-server process tree, VmRSS): ${fmt(rssAfterStartMb)} MB after start, ${fmt(peakRss)} MB at the highest reading (after a row), ${fmt(rssMb)} MB after the whole benchmark (readings depend on when V8 last collected garbage).`,
  );

  // Targets.
  for (const r of results.filter((x) => x.endpoint.goal !== undefined)) {
    const goal = r.endpoint.goal!;
    const x = ratio(r);
    const bad = r.status === "ok" && ((!r.endpoint.expectStatus && (r.non2xx ?? 0) > 0) || (r.errors ?? 0) > 0);
    targets.push({
      name: r.endpoint.label,
      goal: goal >= 2 ? `≥ ${goal}× floor` : `≥ ${Math.round(goal * 100)}% of floor`,
      measured: r.status === "ok" ? (goal >= 2 && x !== undefined ? `${x.toFixed(1)}×` : pct(x)) : r.rps === 0 ? "0%" : r.status,
      met: r.status === "ok" ? x !== undefined && x >= goal && !bad : r.rps === 0 ? false : undefined,
      note:
        r.status !== "ok"
          ? r.status === "not implemented"
            ? "operation not on this branch yet"
            : (r.note ?? "")
          : bad
            ? "non-2xx answers or errors under load"
            : "",
    });
  }
  // Prices in another market cost nothing measurable: the same collection pages in EUR and GBP, in one run. Each
  // row's × floor is compared (the floor slices beside each row absorb the machine's drift between the two rows).
  const eurRow = results.find((r) => r.endpoint.label === productsEurLabel);
  const gbpRow = results.find((r) => r.endpoint.label === productsGbpLabel);
  if (eurRow && gbpRow) {
    const relative = eurRow.ratio !== undefined && gbpRow.ratio ? eurRow.ratio / gbpRow.ratio : undefined;
    targets.push({
      name: `${productsEurLabel} vs GBP`,
      goal: "within 10% of GBP (≥ 90%)",
      measured: pct(relative),
      met: relative !== undefined ? relative >= 0.9 : undefined,
      note: `× floor ${pct(eurRow.ratio)} vs ${pct(gbpRow.ratio)}; ${fmt(eurRow.rps)} vs ${fmt(gbpRow.rps)} req/s`,
    });
  }
  // The API while a billing pass runs: the same cached read's × floor during the pass against idle.
  if (billing) {
    const b = billing;
    const relative = b.duringRatio !== undefined && b.idleRatio ? b.duringRatio / b.idleRatio : undefined;
    targets.push({
      name: `${billingLabel}: ${billingReadLabel} during the pass vs idle`,
      goal: "≥ 70% of its idle × floor",
      measured: pct(relative),
      met: relative !== undefined ? relative >= 0.7 : undefined,
      note: `${b.status}; ${b.renewed} of ${b.due} renewed in ${fmt(b.seconds, 1)} s (${fmt(b.seconds ? b.renewed / b.seconds : 0, 1)} renewals/s); × floor ${pct(b.duringRatio)} during, ${pct(b.idleRatio)} idle`,
    });
  }
  // Availability must not slow the event page: an event with thousands of seats held against one with none, one run.
  const heldRow = results.find((r) => r.endpoint.label === eventHeldLabel);
  const plainRow = results.find((r) => r.endpoint.label === eventPlainLabel);
  if (heldRow && plainRow) {
    const relative = heldRow.ratio !== undefined && plainRow.ratio ? heldRow.ratio / plainRow.ratio : undefined;
    targets.push({
      name: `${eventHeldLabel} vs none held`,
      goal: "unchanged by availability (≥ 90%)",
      measured: pct(relative),
      met: relative !== undefined ? relative >= 0.9 : undefined,
      note: `× floor ${pct(heldRow.ratio)} with, ${pct(plainRow.ratio)} without`,
    });
  }
  // Variants must not slow a product's read: 15 variants against one, one run.
  const manyRow = results.find((r) => r.endpoint.label === manyVariantsLabel);
  const oneRow = results.find((r) => r.endpoint.label === oneVariantLabel);
  if (manyRow && oneRow) {
    const relative = manyRow.ratio !== undefined && oneRow.ratio ? manyRow.ratio / oneRow.ratio : undefined;
    targets.push({
      name: `${manyVariantsLabel} vs one variant`,
      goal: "within 10% (≥ 90%)",
      measured: pct(relative),
      met: relative !== undefined ? relative >= 0.9 : undefined,
      note: `× floor ${pct(manyRow.ratio)} with 15, ${pct(oneRow.ratio)} with one`,
    });
  }
  if (productImport) {
    const added = productImport.rssPeak - productImport.rssBefore;
    targets.push({
      name: `${importLabel[0]!.toUpperCase()}${importLabel.slice(1)} (Grind × Size, 4 rows a product)`,
      goal: "< 60 s, < 300 MB added to the server",
      measured: `${fmt(productImport.seconds, 1)} s, +${fmt(added)} MB`,
      met: productImport.status === "done" && productImport.errors === 0 && productImport.seconds < 60 && added < 300,
      note: `${productImport.status}: ${productImport.rowsDone.toLocaleString("en")} rows, ${productImport.created.toLocaleString("en")} products, ${productImport.errors} refused; RSS ${fmt(productImport.rssBefore)} → peak ${fmt(productImport.rssPeak)} MB`,
    });
  }
  // Compression must not cost small answers anything: the same row with and without Accept-Encoding, in one run.
  const askedGzip = results.find((r) => r.endpoint.label === gzipSmallLabel);
  const plainSmall = results.find((r) => r.endpoint.label === "GET /market");
  if (askedGzip && plainSmall) {
    const relative = askedGzip.ratio !== undefined && plainSmall.ratio ? askedGzip.ratio / plainSmall.ratio : undefined;
    targets.push({
      name: `${gzipSmallLabel} vs without`,
      goal: "no fewer requests/s (≥ 95%: the run's noise)",
      measured: pct(relative),
      met: relative !== undefined ? relative >= 0.95 : undefined,
      note: `× floor ${pct(askedGzip.ratio)} with, ${pct(plainSmall.ratio)} without`,
    });
  }
  if (resetTiming) {
    const { known, unknown, status } = resetTiming;
    const gap = status === "ok" ? Math.abs(percentile(known, 50) - percentile(unknown, 50)) : undefined;
    targets.push({
      name: "POST /account/password (reset request timing): known vs unknown e-mail, medians",
      goal: "≤ 150 ms apart, each ≥ 290 ms",
      measured: gap === undefined ? status : `${fmt(gap)} ms apart`,
      met: gap === undefined ? undefined : gap <= 150 && Math.min(...known, ...unknown) >= 290,
      note: `${known.length} + ${unknown.length} requests, medians ${fmt(percentile(known, 50))} and ${fmt(percentile(unknown, 50))} ms, fastest ${fmt(Math.min(...known, ...unknown))} ms`,
    });
  }
  const s = search;
  const ok = s?.status === "ok";
  const apiP95 = ok ? percentile(s.api, 95) : undefined;
  const speedup = ok ? mean(s.ilike) / mean(s.api) : undefined;
  targets.push({
    name: "Search p95, single client, large store",
    goal: "≤ 20 ms",
    measured: ok ? `${fmt(apiP95, 1)} ms` : (s?.status ?? "not run"),
    met: ok ? apiP95! <= 20 : undefined,
    note: ok ? "" : "search not on this branch yet",
  });
  targets.push({
    name: "Search vs naive ILIKE scan (mean over the mix)",
    goal: "≥ 20× faster",
    measured: ok ? `${fmt(speedup, 1)}×` : "–",
    met: ok ? speedup! >= 20 : undefined,
    note: ok
      ? `p50 ${fmt(percentile(s.ilike, 50) / percentile(s.api, 50), 1)}×, p95 ${fmt(percentile(s.ilike, 95) / percentile(s.api, 95), 1)}×; the API time includes HTTP, the scan's does not`
      : "",
  });
  targets.push({
    name: "Typo recall (top 5)",
    goal: "≥ 90%",
    measured: ok ? `${(s.recall! * 100).toFixed(1)}%` : "–",
    met: ok ? s.recall! >= 0.9 : undefined,
    note: "",
  });
  for (const x of extra) {
    const p95 = percentile(x.samples, 95);
    targets.push({
      name: x.target.name,
      goal: `≤ ${x.target.ms} ms`,
      measured: x.status === "ok" ? `${fmt(p95, 1)} ms` : x.status,
      met: x.status === "ok" ? p95 <= x.target.ms : x.status === "not implemented" ? undefined : false,
      note: x.status === "not implemented" ? "operation not on this branch yet" : "",
    });
  }
  if (flood) {
    const at = (sent: number) => flood.readings.find((r) => r.sent === sent)?.rssMb;
    const settled = at(2 * floodStep);
    const last = flood.readings.at(-1)?.rssMb;
    const growth = settled !== undefined && last !== undefined ? last - settled : undefined;
    targets.push({
      name: `RSS under ${floodLabel}`,
      goal: "flat: ≤ 16 MB more after 10,000 than after 2,000 (one tenant's cache budget), and ≤ 250 MB",
      measured:
        flood.status === "ok"
          ? `${growth !== undefined && growth >= 0 ? "+" : ""}${fmt(growth)} MB (${fmt(settled)} → ${fmt(last)} MB)`
          : flood.status,
      met: flood.status === "ok" && growth !== undefined && last !== undefined ? growth <= 16 && last <= 250 : undefined,
      note: `${fmt(flood.rssBeforeMb)} MB before the first query`,
    });
  }
  targets.push({
    name: "Server resident memory after the benchmark",
    goal: "≤ 250 MB",
    measured: `${fmt(rssMb)} MB`,
    met: rssMb !== undefined ? rssMb <= 250 : undefined,
    note: "",
  });
  const totalMinutes = (Date.now() - startedAt) / 60_000;
  targets.push({
    name: "Whole `npm run bench`",
    goal: "< 15 min",
    measured: `${totalMinutes.toFixed(1)} min`,
    met: totalMinutes < 15,
    note: "including generation and build when needed",
  });

  if (flood) {
    lines.push("");
    lines.push(`### ${floodLabel[0]!.toUpperCase()}${floodLabel.slice(1)}`);
    lines.push("");
    lines.push(
      `${flood.queries.toLocaleString("en")} distinct \`GET /products\` queries from one API token (each a new key of the server's cache: ${flood.collections} collections × 5 sorts × perPage 61–100, page 1, every answer non-empty), ${floodConcurrency} at a time, after the throughput rows; ${flood.non200} answers other than 200; ${fmt(flood.seconds, 1)} s. Server RSS (VmRSS, process tree) every ${floodStep.toLocaleString("en")} queries:`,
    );
    lines.push("");
    lines.push(`| queries sent | ${flood.readings.map((r) => r.sent.toLocaleString("en")).join(" | ")} |`);
    lines.push(`|---|${flood.readings.map(() => "---:").join("|")}|`);
    lines.push(`| RSS, MB | ${flood.readings.map((r) => fmt(r.rssMb)).join(" | ")} |`);
  }

  lines.push("");
  lines.push("### Targets");
  lines.push("");
  lines.push("| target | goal | measured | met | note |");
  lines.push("|---|---|---|---|---|");
  for (const t of targets)
    lines.push(
      `| ${t.name} | ${t.goal} | ${t.measured} | ${t.met === undefined ? "not measured" : t.met ? "yes" : "**no**"} | ${t.note} |`,
    );

  const markdown = lines.join("\n");
  // A partial run (BENCH_ONLY) never replaces the full table unless told where to write.
  const write = !only || Boolean(process.env.BENCH_OUTPUT);
  if (write) writeReport(markdown);
  process.stdout.write(
    `\n${markdown}\n\n${write ? `Written to ${output}.` : "Partial run (BENCH_ONLY): not written."} Server log: ${path.join(runDir, "server.log")}\n`,
  );
}

main().catch((error: unknown) => {
  say(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
