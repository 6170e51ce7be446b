// npm run scale-check: two app instances on one Postgres and one Redis behind nginx (Debian's package, run as our own
// process with a config in a temporary directory), and the things that must hold across them: sessions, carts, rate
// limits, cache invalidation (an operator edit through one instance shows through the other and through nginx within a
// second), nginx's proxy_cache serving the cacheable answers and never one tenant's answer to another.
// Prints "N passed, N failed"; exits non-zero on any failure. docs/DEPLOY.md describes the layout.
//
// Settings: SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sf_scale; its public schema is dropped and
// recreated), SCALE_REDIS_URL (default redis://127.0.0.1:6379/5), SCALE_PORTS ("3310,3311,8310": the two instances and
// nginx; free ports by default), NGINX (default: nginx on the PATH, or /usr/sbin/nginx).
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { ensureBuild } from "./ensure-build.mjs";
import { findNginx, nginxConfig } from "./support/nginx.mjs";
import { freePort } from "./support/free-port.mjs";

const databaseUrl = process.env.SCALE_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/sf_scale";
const redisUrl = process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379/5";
const authSecret = `scale-check-secret-${randomUUID()}`;
const channel = `storefront:scale-check:${process.pid}`;
const node = process.execPath;
const tmp = mkdtempSync(path.join(os.tmpdir(), "sf-scale-"));
const children = [];

function stopAll() {
  for (const child of children.reverse()) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  children.length = 0;
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

async function prepareDatabase(env) {
  const { default: pg } = await import("pg");
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await client.end();
  const seed = (extra) => {
    const result = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json", ...extra], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (result.status !== 0) throw new Error(`seeding failed: ${result.stdout}`);
    return JSON.parse(result.stdout.trim().split("\n").pop());
  };
  return { demo: seed([]), other: seed(["--tenant-slug", "other", "--tenant-name", "Other Store"]) };
}

async function clearRateLimits() {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", "sf-rl:*", "COUNT", 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
  await redis.quit();
}

function startInstance(port, env, name) {
  const child = spawn(node, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log = path.join(tmp, `${name}.log`);
  child.stdout.on("data", (d) => writeFileSync(log, d, { flag: "a" }));
  child.stderr.on("data", (d) => writeFileSync(log, d, { flag: "a" }));
  children.push(child);
  return child;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

// ---- checks ----
let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    const note = await fn();
    passed += 1;
    console.log(`  ✓ ${name}${note ? ` (${note})` : ""}`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function call(base, method, p, { token, body, headers = {} } = {}) {
  const h = { accept: "application/json", ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h["content-type"] = "application/json";
  const res = await fetch(`${base}/api/v1${p}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, body: json, text };
}

function operatorToken(tenantId) {
  const key = new Uint8Array(createHmac("sha256", authSecret).update("storefront:operator-token:v1").digest());
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "sf-operator+jwt" })
    .setSubject(tenantId)
    .setJti(randomUUID())
    .setIssuer("storefront")
    .setAudience("storefront-operator")
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);
}

/**
 * The app marks each public answer `X-Accel-Expires: @<this second>` (lib/http/shared-cache-expiry.ts), so nginx keeps
 * it until the end of the second it was stored in: an edit shows through nginx within a second, as on the instances.
 */
const nginxLimitMs = 1100; // the second, plus the Redis hop to the other instance and a loaded machine's request time

/** Polls until `seen` holds; returns the milliseconds it took, or throws after `limitMs`. */
async function until(limitMs, probe) {
  const started = performance.now();
  for (;;) {
    if (await probe()) return Math.round(performance.now() - started);
    if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function main() {
  const started = Date.now();
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install -y nginx)");
  const [portA, portB, portN] = process.env.SCALE_PORTS
    ? process.env.SCALE_PORTS.split(",").map(Number)
    : [await freePort(), await freePort(), await freePort()];
  ensureBuild();
  const baseEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    PAYMENTS_SANDBOX: "true", // the sandbox's test cards pay on a database server only when told
    REDIS_URL: redisUrl,
    CACHE_BUS_CHANNEL: channel,
    TRUST_PROXY: "true",
    APP_URL: `http://127.0.0.1:${portN}`,
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL || "warn",
    DATA_DIR: path.join(tmp, "data"),
    // Small enough to reach in a few requests: the count must be shared across the instances to trip.
    RATE_LIMIT_RULES: "search.address=6/60",
  };
  delete baseEnv.DATABASE_DRIVER;
  const stores = await prepareDatabase(baseEnv);
  await clearRateLimits();
  const a = startInstance(portA, baseEnv, "instance-a");
  const b = startInstance(portB, { ...baseEnv, OUTBOX_WORKER: "off" }, "instance-b");
  const conf = path.join(tmp, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir: tmp, listen: `127.0.0.1:${portN}`, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] }));
  const ngx = spawn(nginx, ["-c", conf, "-p", tmp, "-e", path.join(tmp, "nginx-error.log")], { stdio: "inherit", detached: true });
  children.push(ngx);
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  const N = `http://127.0.0.1:${portN}`;
  await Promise.all([waitFor(`${A}/api/health`, a), waitFor(`${B}/api/health`, b)]);
  await waitFor(`${N}/api/health`, ngx);
  console.log(`Two instances (${A}, ${B}) on ${databaseUrl.replace(/\/\/[^@]*@/, "//…@")} and ${redisUrl}, nginx ${N} (${tmp})`);

  const demo = stores.demo.apiToken;
  const other = stores.other.apiToken;
  const alice = { email: "alice@example.com", password: "Storefront-demo-1" };

  await check("a session started on one instance works on the other", async () => {
    const login = await call(A, "POST", "/account/login", { token: demo, body: alice });
    assert(login.status === 200, `login ${login.status}`);
    const me = await call(B, "GET", "/account", { token: login.body.token });
    assert(me.status === 200 && me.body?.data?.email === alice.email, `GET /account on B: ${me.status} ${me.text.slice(0, 120)}`);
    const out = await call(B, "POST", "/account/logout", { token: login.body.token });
    assert(out.status < 300, `logout on B ${out.status}`);
    const after = await call(A, "GET", "/account", { token: login.body.token });
    assert(after.status === 401, `a token logged out on B still works on A (${after.status})`);
  });

  await check("a cart filled through one instance is the same cart on the other", async () => {
    const products = await call(A, "GET", "/products?perPage=50", { token: demo });
    const product = products.body?.data?.find((p) => p.type !== "subscription_package" && p.inStock !== false);
    assert(product, "no product to add");
    const cart = await call(A, "POST", "/carts", { token: demo });
    assert(cart.status === 201, `create cart ${cart.status}`);
    const id = cart.body.data.id;
    const add = await call(B, "POST", `/carts/${id}/lines`, { token: demo, body: { productId: product.id, quantity: 2 } });
    assert(add.status === 200, `add on B ${add.status} ${add.text.slice(0, 160)}`);
    const read = await call(A, "GET", `/carts/${id}`, { token: demo });
    const line = read.body?.data?.lines?.find((l) => l.productId === product.id);
    assert(line?.quantity === 2, `cart on A: ${read.text.slice(0, 160)}`);
  });

  await check("rate limits count across instances (shared in Redis)", async () => {
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    // Each instance opens its limiter's Redis connection on first use (that first request is counted in memory only).
    for (const base of [A, B]) await call(base, "GET", "/search?q=warm", { token: demo, headers: { "x-real-ip": "198.51.100.1" } });
    await new Promise((r) => setTimeout(r, 300));
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(i % 2 ? B : A, "GET", `/search?q=coffee${i}`, { token: demo, headers: { "x-real-ip": address } });
      statuses.push(res.status);
    }
    assert(
      statuses.slice(0, 6).every((s) => s === 200) && statuses[6] === 429,
      `statuses ${statuses.join(",")} (expected six 200 then 429)`,
    );
    return statuses.join(",");
  });

  const slug = "how-we-source-our-coffee";
  const postPath = `/cms/posts/${slug}`;

  await check("an operator edit through one instance shows through the other within a second", async () => {
    for (const base of [A, B]) for (let i = 0; i < 2; i++) await call(base, "GET", postPath, { token: demo });
    const cached = await call(B, "GET", postPath, { token: demo });
    assert(cached.headers.get("x-cache") === "hit", `B did not serve from its cache (${cached.headers.get("x-cache")})`);
    const title = `Edited through A ${randomUUID().slice(0, 8)}`;
    const edit = await call(A, "PATCH", `/operator/posts/${slug}`, { token: await operatorToken(stores.demo.tenantId), body: { title } });
    assert(edit.status === 200, `edit ${edit.status}`);
    const ms = await until(1000, async () => (await call(B, "GET", postPath, { token: demo })).body?.title === title);
    return `seen on B after ${ms} ms`;
  });

  await check("nginx serves the cacheable answers from its cache (posts, package configuration)", async () => {
    const pkg = (await call(A, "GET", "/products?type=subscription_package", { token: demo })).body?.data?.[0];
    assert(pkg, "no subscription package listed");
    const notes = [];
    // With `market` in the URL: without it the answer is priced in the caller's market, located by nginx's
    // X-Real-IP, and so private (a shared cache must not hand it to a buyer elsewhere).
    for (const p of [postPath, "/cms/posts", `/subscription-packages/${pkg.id}/configuration?market=GB`]) {
      let status = "";
      for (let i = 0; i < 5 && status !== "HIT"; i++)
        status = (await call(N, "GET", p, { token: demo })).headers.get("x-proxy-cache") ?? "";
      assert(status === "HIT", `${p}: ${status}`);
      notes.push(`${p.replace(/[0-9a-f-]{36}/, "{id}")}: HIT`);
    }
    return notes.join(", ");
  });

  await check("nginx never gives one tenant's answer to another (Vary: Authorization), and keeps private answers out", async () => {
    // A stored answer lives until the end of its second, so a request may land just after; a few tries find a HIT.
    let ours;
    for (let i = 0; i < 5 && ours?.headers.get("x-proxy-cache") !== "HIT"; i++) ours = await call(N, "GET", postPath, { token: demo });
    const theirs = await call(N, "GET", postPath, { token: other });
    assert(ours.headers.get("x-proxy-cache") === "HIT", `demo not cached: ${ours.headers.get("x-proxy-cache")}`);
    assert(theirs.body?.seo?.title === "How We Source Our Coffee | Other Store", `other got: ${theirs.body?.seo?.title}`);
    const crossed = await call(N, "GET", postPath, { token: other, headers: { "if-none-match": ours.headers.get("etag") ?? "" } });
    assert(crossed.status === 200 && crossed.body?.seo?.title?.endsWith("Other Store"), `other with demo's ETag: ${crossed.status}`);
    const bob = { email: "bob@example.com", password: "Storefront-demo-1" };
    const tokens = await Promise.all(
      [alice, bob].map(async (c) => (await call(N, "POST", "/account/login", { token: demo, body: c })).body?.token),
    );
    for (let i = 0; i < 2; i++) await call(N, "GET", "/account", { token: tokens[0] });
    const aliceMe = await call(N, "GET", "/account", { token: tokens[0] });
    const bobMe = await call(N, "GET", "/account", { token: tokens[1] });
    assert(aliceMe.headers.get("x-proxy-cache") !== "HIT", "an account answer was served from nginx's cache");
    assert(bobMe.body?.data?.email === bob.email, `bob got ${bobMe.body?.data?.email}`);
    const gz = await fetch(`${N}/api/v1/cms/posts`, { headers: { authorization: `Bearer ${other}`, "accept-encoding": "gzip" } });
    const gzBody = await gz.json();
    assert(
      gzBody?.data?.every?.((p) => typeof p.slug === "string"),
      "gzip variant through nginx unreadable",
    );
  });

  await check("an operator edit through one instance shows through nginx within a second", async () => {
    for (let i = 0; i < 3; i++) await call(N, "GET", postPath, { token: demo });
    const title = `Edited through B ${randomUUID().slice(0, 8)}`;
    const edit = await call(B, "PATCH", `/operator/posts/${slug}`, { token: await operatorToken(stores.demo.tenantId), body: { title } });
    assert(edit.status === 200, `edit ${edit.status}`);
    const ms = await until(nginxLimitMs, async () => (await call(N, "GET", postPath, { token: demo })).body?.title === title);
    return `seen through nginx after ${ms} ms`;
  });

  await check("a package edit through one instance shows through the other and through nginx within a second", async () => {
    const pkg = (await call(A, "GET", "/products?type=subscription_package", { token: demo })).body?.data?.[0];
    const p = `/subscription-packages/${pkg.id}/configuration?market=GB`;
    for (const base of [A, B, N]) for (let i = 0; i < 2; i++) await call(base, "GET", p, { token: demo });
    const before = (await call(N, "GET", p, { token: demo })).body?.data?.minItems;
    const edit = await call(A, "PATCH", `/operator/subscription-packages/${pkg.id}`, {
      token: await operatorToken(stores.demo.tenantId),
      body: { minItems: before + 1 },
    });
    assert(edit.status === 200, `edit ${edit.status} ${edit.text.slice(0, 120)}`);
    const onB = await until(1000, async () => (await call(B, "GET", p, { token: demo })).body?.data?.minItems === before + 1);
    let last;
    const seen = [];
    const viaN = await until(nginxLimitMs, async () => {
      last = await call(N, "GET", p, { token: demo });
      seen.push(`${Date.now() % 100000}:${last.headers.get("x-proxy-cache")}:${last.body?.data?.minItems}`);
      return last.body?.data?.minItems === before + 1;
    }).catch((error) => {
      throw new Error(
        `${error.message}; nginx: ${last?.status} ${last?.headers.get("x-proxy-cache")} minItems ${last?.body?.data?.minItems} (expected ${before + 1}) etag ${last?.headers.get("etag")} ${[...new Set(seen)].join(" ")}`,
      );
    });
    return `B ${onB} ms, nginx ${viaN} ms`;
  });

  await check("a post's page edited through one instance shows on the other's page within two seconds", async () => {
    const pagePath = `/blog/${slug}`;
    const heading = async (base) => (await (await fetch(`${base}${pagePath}`)).text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
    for (const base of [A, B]) for (let i = 0; i < 2; i++) await heading(base);
    const title = `Page edited through A ${randomUUID().slice(0, 8)}`;
    const edit = await call(A, "PATCH", `/operator/posts/${slug}`, { token: await operatorToken(stores.demo.tenantId), body: { title } });
    assert(edit.status === 200, `edit ${edit.status}`);
    const ms = await until(2000, async () => (await heading(B)) === title);
    return `seen on B's page after ${ms} ms`;
  });

  if (process.env.SCALE_KEEP) {
    console.log(`SCALE_KEEP: running for ${process.env.SCALE_KEEP} s; demo token ${demo}`);
    await new Promise((r) => setTimeout(r, Number(process.env.SCALE_KEEP) * 1000));
  }
  console.log(`scale-check took ${Math.round((Date.now() - started) / 1000)} s; logs in ${tmp}`);
}

try {
  await main();
} catch (error) {
  failed += 1;
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  for (const name of ["instance-a.log", "instance-b.log", "nginx-error.log"]) {
    const file = path.join(tmp, name);
    if (existsSync(file)) console.error(`--- ${name}\n${readFileSync(file, "utf8").slice(-2000)}`);
  }
} finally {
  stopAll();
}
console.log(`${passed} passed, ${failed} failed`);
if (failed === 0) rmSync(tmp, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
