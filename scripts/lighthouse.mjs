// npm run lighthouse: Lighthouse CI (@lhci/cli, Debian's Chromium) on the built storefront with a freshly seeded
// demo store: home, a product, a collection, a blog post, the cart and the account overview (signed in), with
// the mobile and desktop presets. Asserts performance >= 0.9, accessibility 1, best practices >= 0.95 and
// SEO >= 0.95 per page, writes the scores to docs/STOREFRONT.md (between the lighthouse markers) and to the run
// directory, and prints "N passed, N failed" (one check per page and preset) like npm test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

const node = process.execPath;
const runDir = path.resolve(".test-runs", `lighthouse-${Date.now()}`);
mkdirSync(runDir, { recursive: true });
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const thresholds = { performance: 0.9, accessibility: 1, "best-practices": 0.95, seo: 0.95 };
const authSecret = "lighthouse-only-secret-5b7e2c9a1d3f4e6a8b0c2d4e6f8a0b1c";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy in time");
}

/** Signs in through next-auth's credentials endpoint; returns the Cookie header of the session. */
async function sessionCookie(baseUrl, email, password) {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrfRes.json();
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  keep(csrfRes);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/account`, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error(`sign-in failed (${res.status})`);
  return cookie();
}

function collect({ urls, preset, headers, outputDir }) {
  const args = [
    path.resolve("node_modules/@lhci/cli/src/cli.js"),
    "collect",
    "--numberOfRuns=1",
    `--settings.chromeFlags=--no-sandbox --headless=new --disable-gpu`,
  ];
  for (const url of urls) args.push(`--url=${url}`);
  if (preset === "desktop") args.push("--settings.preset=desktop");
  if (headers) args.push(`--settings.extraHeaders=${JSON.stringify(headers)}`);
  const result = spawnSync(node, args, {
    cwd: outputDir,
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) throw new Error(`lhci collect (${preset}) failed:\n${result.stdout}\n${result.stderr}`);
  const dir = path.join(outputDir, ".lighthouseci");
  return readdirSync(dir)
    .filter((f) => f.startsWith("lhr-") && f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")));
}

let server;
let passed = 0;
let failed = 0;
const rows = [];
try {
  ensureBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    APP_URL: baseUrl,
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(runDir, "data"),
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_DRIVER;
  const seed = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json"], { env, encoding: "utf8" });
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
  const demo = JSON.parse(seed.stdout.trim().split("\n").pop());
  server = spawn(node, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore" });
  await waitForHealth(baseUrl, server);
  const customer = demo.customers[0];
  const cookie = await sessionCookie(baseUrl, customer.email, customer.password);
  // Warm each page once so the first Lighthouse run does not measure a cold server.
  const publicPaths = ["/", "/products/ethiopia-yirgacheffe", "/collections/coffee", "/blog/how-we-source-our-coffee"];
  const privatePaths = ["/cart", "/account"];
  for (const p of publicPaths) await fetch(baseUrl + p);
  for (const p of privatePaths) await fetch(baseUrl + p, { headers: { cookie } });

  for (const preset of ["mobile", "desktop"]) {
    for (const [paths, headers, who] of [
      [publicPaths, null, "public"],
      [privatePaths, { Cookie: cookie }, "signed-in"],
    ]) {
      const outputDir = path.join(runDir, `${preset}-${who}`);
      mkdirSync(outputDir, { recursive: true });
      for (const lhr of collect({ urls: paths.map((p) => baseUrl + p), preset, headers, outputDir })) {
        const url = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
        const scores = Object.fromEntries(Object.keys(thresholds).map((k) => [k, lhr.categories[k]?.score ?? 0]));
        const misses = Object.entries(thresholds).filter(([k, min]) => scores[k] < min);
        const failing = misses.flatMap(([k]) =>
          lhr.categories[k].auditRefs
            .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
            .map((r) => `${k}: ${r.id} (${lhr.audits[r.id].score})`),
        );
        rows.push({ page: url.pathname, preset, scores, ok: misses.length === 0, failing });
        if (misses.length) failed += 1;
        else passed += 1;
        console.log(
          `${misses.length ? "✘" : "✓"} ${preset} ${url.pathname} ${Object.entries(scores)
            .map(([k, v]) => `${k} ${Math.round(v * 100)}`)
            .join(", ")}`,
        );
        for (const f of failing) console.log(`    ${f}`);
      }
    }
  }
} catch (error) {
  console.error(`Lighthouse run failed: ${error instanceof Error ? error.message : String(error)}`);
  failed += 1;
} finally {
  server?.kill("SIGTERM");
}

if (rows.length) {
  writeFileSync(path.join(runDir, "scores.json"), JSON.stringify(rows, null, 2));
  const pct = (v) => String(Math.round(v * 100));
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run lighthouse\` (one run per page and preset; thresholds: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO ≥ 95).`,
    "",
    "| Page | Preset | Performance | Accessibility | Best practices | SEO | Meets thresholds |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${pct(r.scores.performance)} | ${pct(r.scores.accessibility)} | ${pct(r.scores["best-practices"])} | ${pct(r.scores.seo)} | ${r.ok ? "yes" : `no (${r.failing.join("; ")})`} |`,
    ),
  ].join("\n");
  const doc = "docs/STOREFRONT.md";
  // CI (.ci/run) counts the scores but leaves the committed table alone; a run by hand rewrites it.
  if (existsSync(doc) && process.env.CI !== "true") {
    const text = readFileSync(doc, "utf8");
    const start = "<!-- lighthouse:start -->";
    const end = "<!-- lighthouse:end -->";
    if (text.includes(start) && text.includes(end))
      writeFileSync(doc, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
