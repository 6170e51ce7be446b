// npm run lighthouse: Lighthouse (the engine of Lighthouse CI, its Node API, with Debian's Chromium) on the built
// storefront with a freshly seeded demo store: home, a product, a collection, a blog post, the cart (three products
// in it) and the account overview, signed in, with the mobile and desktop presets. Each page and preset is run two to
// five times (scorePage) in one Chrome warmed by a discarded run per preset. Lighthouse CI's `lhci assert` then checks
// each preset's runs against scripts/lighthouserc.json: the best performance score of the runs >= 0.9 (load on the host
// only ever lowers a score, so the best run is the page's own; a slow page misses in every run), and the median of
// accessibility (1), best practices and SEO (>= 0.95). The script writes the scores to docs/STOREFRONT.md (between the lighthouse markers; not under CI) and to the
// run directory, and prints "N passed, N failed" (one check per page and preset) like npm test. The phone preset's
// CPU slowdown is calibrated to the benchmark index Lighthouse measures on each run
// (scripts/support/cpu-calibration.mjs); the same load scored with the preset's fixed 4x is printed beside it. With
// LIGHTHOUSE_PERFORMANCE=report a best performance score under 90 is printed but not counted (the other three thresholds
// still are); CI counts all four.
//
// Database: the embedded PGlite (a fresh data directory) by default; LIGHTHOUSE_DATABASE_URL names an empty Postgres
// database to use instead (.ci/run runs both).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as presetThrottling } from "lighthouse/core/config/constants.js";
import { calibratedCpuSlowdown, slowHostBenchmarkIndex } from "./support/cpu-calibration.mjs";
import { lhciVerdict } from "./support/lhci-verdict.mjs";
import { aggregateRuns as aggregateScores, needsAnotherRun } from "./support/lighthouse-runs.mjs";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuild } from "./ensure-build.mjs";
import { freePort } from "./support/free-port.mjs";

const node = process.execPath;

/**
 * The measured processes run ahead of other work on the host: this script raises its own priority before it starts the
 * server and Chrome, which inherit it. A CPU hog or a parallel build at normal priority otherwise takes CPU from the
 * page's main thread and its server, lengthening total blocking time (a hog beside CI took the phone runs from 93-99 to
 * 84-89); the page's own work is unaffected, so a page made slow on purpose still fails (LIGHTHOUSE_SLOW_PAGE). Needs
 * CAP_SYS_NICE (root, as on CI); without it the runs keep normal priority and say so. LIGHTHOUSE_PRIORITY=normal skips it.
 */
const measuredPriority = -10;
if (process.env.LIGHTHOUSE_PRIORITY !== "normal") {
  try {
    os.setPriority(0, measuredPriority);
    console.log(`Lighthouse, its server and Chrome run at priority ${measuredPriority}, ahead of other work on this host`);
  } catch {
    console.log("Lighthouse runs at normal priority (raising it needs root): other work on this host can lower phone scores");
  }
}
const runDir = path.resolve(".test-runs", `lighthouse-${Date.now()}`);
mkdirSync(runDir, { recursive: true });
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
/** The assertions, in Lighthouse CI's own form: `lhci assert` checks each preset's runs against them. */
const lhciConfigPath = path.resolve("scripts/lighthouserc.json");
const lhciAssertions = JSON.parse(readFileSync(lhciConfigPath, "utf8")).ci.assert.assertions;
/** The same minimum scores by category, for deciding when the runs taken settle a page (scorePage). */
const thresholds = Object.fromEntries(
  Object.entries(lhciAssertions).map(([key, [, options]]) => [key.replace("categories:", ""), options.minScore]),
);
const authSecret = "lighthouse-only-secret-5b7e2c9a1d3f4e6a8b0c2d4e6f8a0b1c";

/** LIGHTHOUSE_PAGES=/,/cart: only these of the six pages (a quicker run; the committed table is left alone). */
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
/**
 * LIGHTHOUSE_SLOW_PAGE=/blog/…: the gate's own test. That page is served through a proxy in this script that adds a
 * script blocking the main thread for LIGHTHOUSE_SLOW_PAGE_MS (600 ms) to its HTML, a regression the gate must
 * catch however busy the host. Nothing of it exists outside this script's run; the committed table is left alone.
 */
const slowPage = process.env.LIGHTHOUSE_SLOW_PAGE || undefined;
const slowPageMs = Number(process.env.LIGHTHOUSE_SLOW_PAGE_MS || 600);

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

/**
 * Puts `count` products in the customer's cart through the API (POST /account/login, POST /carts, POST
 * /carts/{id}/lines), so the cart page is measured as a shopper sees it: lines, images and the order summary.
 */
async function fillCart(baseUrl, apiToken, { email, password }, count) {
  const api = async (pathname, token, init = {}) => {
    const res = await fetch(`${baseUrl}/api/v1${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`${init.method ?? "GET"} ${pathname} answered ${res.status}`);
    return res.json();
  };
  const { token } = await api("/account/login", apiToken, { method: "POST", body: JSON.stringify({ email, password }) });
  const { data: products } = await api(`/products?perPage=${count}`, apiToken);
  const { data: cart } = await api("/carts", token, { method: "POST" });
  // A product with several variants is added by one of them (its first in stock), as its page adds it.
  for (const product of products) {
    const variant = (product.variants ?? []).find((v) => v.inStock) ?? product.variants?.[0];
    const line = variant ? { variantId: variant.id, quantity: 1 } : { productId: product.id, quantity: 1 };
    await api(`/carts/${cart.id}/lines`, token, { method: "POST", body: JSON.stringify(line) });
  }
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

const lighthouseSettings = { disableFullPageScreenshot: true };
const mobileConfig = { extends: "lighthouse:default", settings: lighthouseSettings };
const desktop = { ...desktopConfig, settings: { ...desktopConfig.settings, ...lighthouseSettings } };

/**
 * A phone run on a host Lighthouse itself calls too slow (benchmark index below 1000: the neighbours of this shared
 * machine are busy) is taken again after a pause rather than scored; at most this many times per script run, so a
 * machine that stays busy costs at most about three minutes before its runs are scored as they are.
 */
const slowHostRetryBudget = 12;
const slowHostPauseMs = 10_000;
let slowHostRetries = 0;

/**
 * LIGHTHOUSE_CPU_SLOWDOWN=7: the phone runs are scored with that multiplier instead of the calibrated one, to see how
 * the pages fare on a slower host than this one (4 × this host's index ÷ the other host's index).
 */
const fixedCpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (fixedCpuSlowdown !== undefined && !(fixedCpuSlowdown >= 1 && fixedCpuSlowdown <= 20))
  throw new Error("LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20");

/**
 * One Lighthouse run of `url` in the shared Chrome; returns its report (LHR) and, for the phone preset, the report
 * with the preset's fixed 4x (`presetLhr`, printed beside it). The phone preset simulates its throttling: the page
 * is loaded once at full speed and the slowdown is applied when the trace is audited, so both reports come from the
 * same load (its artifacts are audited again with the calibrated multiplier). A run Lighthouse itself could not
 * record (a runtime error such as NO_NAVSTART: the trace missed the navigation) has no scores; it is run again, twice
 * at most.
 */
async function runOnce({ chrome, url, preset, headers, artifactsDir }) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", ...(headers ? { extraHeaders: headers } : {}) };
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (preset === "desktop") {
      const lhr = (await lighthouse(url, flags, desktop))?.lhr;
      if (lhr && !lhr.runtimeError) return { lhr, presetLhr: lhr };
      lastError = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "no report";
    } else {
      const presetLhr = (await lighthouse(url, { ...flags, gatherMode: artifactsDir, auditMode: artifactsDir }, mobileConfig))?.lhr;
      const benchmarkIndex = presetLhr?.environment.benchmarkIndex ?? 0;
      if (presetLhr && !presetLhr.runtimeError && benchmarkIndex < slowHostBenchmarkIndex && slowHostRetries < slowHostRetryBudget) {
        slowHostRetries += 1;
        attempt -= 1; // a slow host is not a failed recording
        console.log(
          `    (${preset} ${new URL(url).pathname}: benchmark index ${Math.round(benchmarkIndex)}, below Lighthouse's ${slowHostBenchmarkIndex} for a host fast enough to score on; taken again in ${slowHostPauseMs / 1000} s, ${slowHostRetryBudget - slowHostRetries} such retries left)`,
        );
        await new Promise((resolve) => setTimeout(resolve, slowHostPauseMs));
        continue;
      }
      if (presetLhr && !presetLhr.runtimeError) {
        const cpuSlowdownMultiplier = fixedCpuSlowdown ?? calibratedCpuSlowdown(presetLhr.environment.benchmarkIndex);
        const throttling = { ...presetThrottling.mobileSlow4G, cpuSlowdownMultiplier };
        // Lighthouse refuses to audit artifacts under other settings than they were gathered with; the gathering did
        // not use the CPU multiplier (simulated throttling), so the saved settings are brought in line.
        const artifactsFile = path.join(artifactsDir, "artifacts.json");
        const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
        artifacts.settings.throttling = throttling;
        writeFileSync(artifactsFile, JSON.stringify(artifacts));
        const calibratedConfig = { ...mobileConfig, settings: { ...lighthouseSettings, throttling } };
        const lhr = (await lighthouse(undefined, { ...flags, auditMode: artifactsDir }, calibratedConfig))?.lhr;
        rmSync(artifactsDir, { recursive: true, force: true }); // the trace: ~8 MB a run; both reports are kept
        if (lhr && !lhr.runtimeError) return { lhr, presetLhr };
      }
      rmSync(artifactsDir, { recursive: true, force: true }); // a run that could not be recorded leaves its trace too
      lastError = presetLhr?.runtimeError ? `${presetLhr.runtimeError.code} ${presetLhr.runtimeError.message}` : "no report";
    }
    console.log(`    (${preset} ${new URL(url).pathname}: Lighthouse could not record the run, ${lastError}; running it again)`);
  }
  throw new Error(`${url}: ${lastError}`);
}

let lhciRunCount = 0;
const scoresOf = (lhr) => Object.fromEntries(Object.keys(thresholds).map((k) => [k, lhr.categories[k]?.score ?? 0]));
/** How lhci aggregates a category over the runs (scripts/lighthouserc.json): performance the best run, others the median. */
const aggregationOf = Object.fromEntries(
  Object.entries(lhciAssertions).map(([key, [, options]]) => [key.replace("categories:", ""), options.aggregationMethod ?? "median"]),
);
/** A performance score only reported (not asserted) never asks for another run: the other categories settle the page. */
const thresholdsBesidesPerformance = Object.fromEntries(Object.entries(thresholds).filter(([k]) => k !== "performance"));
const performanceReportedOnly = (preset) => reportPerformanceOnly || (preset === "mobile" && phoneGate === "lab-metrics");
const aggregateRuns = (runs) =>
  aggregateScores(
    runs.map((r) => r.scores),
    thresholds,
    aggregationOf,
  );

/**
 * Runs a page until its verdict is clear: after each run, a page whose aggregate (the best performance, the median of
 * the rest) meets every threshold passes. One that does not is run up to three times; after that, more runs (five at most)
 * only while its performance scores still disagree by ten points or more: noise on a loaded host lowers some runs, and
 * another run may be a quiet one. Runs that agree below the threshold settle a slow page; a category other than
 * performance missing in two runs settles it too (load does not move those). Agreeing runs settle a miss only when two of
 * them were taken on a host fit to score on (benchmark index 1000 or more): a host that busy lowers every run alike.
 * Where performance is only reported (the phone, gated on its lab metrics), a run whose other categories pass settles it.
 */
async function scorePage({ chrome, url, preset, headers, outputDir, name }) {
  const runs = [];
  do {
    // After a run on a host too busy to score on, a pause: the next run may meet a quieter minute.
    if (runs.length && runs[runs.length - 1].benchmarkIndex < slowHostBenchmarkIndex)
      await new Promise((resolve) => setTimeout(resolve, slowHostPauseMs));
    const artifactsDir = path.join(outputDir, `${name}-${runs.length + 1}-artifacts`);
    const { lhr, presetLhr } = await runOnce({ chrome, url, preset, headers, artifactsDir });
    writeFileSync(path.join(outputDir, `${name}-${runs.length + 1}.json`), JSON.stringify(lhr));
    // The counted report also goes where `lhci assert` reads a preset's runs, named as `lhci collect` names them.
    lhciRunCount += 1;
    writeFileSync(path.join(outputDir, ".lighthouseci", `lhr-${lhciRunCount}.json`), JSON.stringify(lhr));
    if (presetLhr !== lhr) writeFileSync(path.join(outputDir, `${name}-${runs.length + 1}-preset.json`), JSON.stringify(presetLhr));
    runs.push({
      lhr,
      scores: scoresOf(lhr),
      presetPerformance: presetLhr.categories.performance?.score ?? 0,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    });
  } while (
    needsAnotherRun(
      runs.map((r) => ({ ...r.scores, benchmarkIndex: r.benchmarkIndex })),
      performanceReportedOnly(preset) ? thresholdsBesidesPerformance : thresholds,
      aggregationOf,
    )
  );
  const scores = aggregateRuns(runs);
  // The best run explains a miss: for performance, every run missed; the other categories hardly vary between runs.
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const explaining = byPerformance[byPerformance.length - 1].lhr;
  return {
    scores,
    runs: runs.map(({ scores: runScores, presetPerformance, benchmarkIndex, cpuSlowdown }) => ({
      ...runScores,
      presetPerformance,
      benchmarkIndex,
      cpuSlowdown,
    })),
    explaining,
  };
}

const pct = (v) => Math.round(v * 100);
const spreadOf = (runs) => pct(Math.max(...runs.map((r) => r.performance)) - Math.min(...runs.map((r) => r.performance)));
/** "93 (4x preset: 88; index 1530 → 3.5x)" for a phone run, "100" for a desktop one. */
const describeRun = (run) =>
  run.cpuSlowdown === 1
    ? String(pct(run.performance))
    : `${pct(run.performance)} (4x preset: ${pct(run.presetPerformance)}; index ${run.benchmarkIndex} → ${run.cpuSlowdown}x)`;

/**
 * `lhci assert` (Lighthouse CI) on one preset's counted runs, with scripts/lighthouserc.json; under
 * LIGHTHOUSE_PERFORMANCE=report the performance assertion is a warning. Returns the paths whose runs fail an
 * error-level assertion, each with what failed, and the paths lhci checked; lhci's own report is kept beside the runs
 * (lhci-assert.txt).
 */
function lhciAssert(outputDir, preset) {
  let configPath = lhciConfigPath;
  const phoneByLabMetrics = preset === "mobile" && phoneGate === "lab-metrics";
  if (performanceReportedOnly(preset)) {
    const [, options] = lhciAssertions["categories:performance"];
    const assertions = {
      ...lhciAssertions,
      "categories:performance": ["warn", options],
      ...(phoneByLabMetrics ? phoneLabAssertions : {}),
    };
    configPath = path.join(outputDir, "lighthouserc.json");
    writeFileSync(configPath, JSON.stringify({ ci: { assert: { assertions } } }));
  }
  const lhci = spawnSync(
    node,
    [path.resolve("node_modules/@lhci/cli/src/cli.js"), "assert", `--config=${configPath}`, "--includePassedAssertions"],
    { cwd: outputDir, encoding: "utf8" }, // lhci reads and writes .lighthouseci/ under its working directory
  );
  writeFileSync(path.join(outputDir, "lhci-assert.txt"), lhci.stderr ?? "");
  const resultsFile = path.join(outputDir, ".lighthouseci", "assertion-results.json");
  if (!existsSync(resultsFile)) throw new Error(`lhci assert gave no results (exit ${lhci.status}): ${lhci.stderr}`);
  const { failures, asserted } = lhciVerdict(JSON.parse(readFileSync(resultsFile, "utf8")));
  if (failures.size === 0 && lhci.status !== 0) throw new Error(`lhci assert failed: ${lhci.stderr}`);
  return { failures, asserted };
}

/**
 * LIGHTHOUSE_SLOW_PAGE: a proxy in front of the app, on the port of APP_URL (so the pages, their images and their API
 * calls keep one origin; the app listens on another port). It passes every request through untouched, except the
 * HTML of `slowPath`, into whose <head> it puts an inline script (with the page's CSP nonce, so it runs) that keeps the
 * main thread busy for `blockMs` once the page has loaded: the page paints, then stays unresponsive that long, as after
 * a real regression (a heavy script run on load, like a third-party widget); Lighthouse counts it as blocking time.
 */
async function startSlowPageProxy(listenPort, targetPort, slowPath, blockMs) {
  const block = `addEventListener("load",()=>setTimeout(()=>{const end=performance.now()+${blockMs};while(performance.now()<end){}},0))`;
  let injected = 0;
  const proxy = http.createServer((req, res) => {
    const document = req.method === "GET" && new URL(req.url, "http://proxy").pathname === slowPath;
    const headers = { ...req.headers };
    if (document) delete headers["accept-encoding"]; // plain HTML to edit
    const upstream = http.request({ host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers }, (up) => {
      if (!document || !/text\/html/.test(up.headers["content-type"] ?? "")) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks = [];
      up.on("data", (c) => chunks.push(c));
      up.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8");
        const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
        const slowed = html.replace("<head>", `<head><script nonce="${nonce}">${block}</script>`);
        if (slowed !== html) injected += 1;
        const answer = { ...up.headers };
        delete answer["content-length"];
        delete answer["transfer-encoding"];
        res.writeHead(up.statusCode ?? 502, answer);
        res.end(slowed);
      });
    });
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(listenPort, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${listenPort}`, injected: () => injected, close: () => proxy.close() };
}

let server;
let chrome;
let slowProxy;
let passed = 0;
let failed = 0;
/**
 * LIGHTHOUSE_PERFORMANCE=report: a best performance score under 90 is printed but not counted as a failure (accessibility,
 * best practices and SEO still are), for a host much slower than the preset assumes (docs/STOREFRONT.md).
 */
const reportPerformanceOnly = process.env.LIGHTHOUSE_PERFORMANCE === "report";
/**
 * How the phone preset is gated. `lab-metrics` (the default): on the lab metrics the host's load does not move (layout
 * shift, bytes sent, script bytes), with its performance score printed beside them; the desktop preset's performance
 * score (>= 90, no CPU slowdown) is the gate on the pages' speed, and a page made slow on purpose fails it. `score`: the
 * phone's calibrated performance score >= 90 as well. Why: the phone score is the page's blocking time multiplied by
 * the CPU slowdown, and on a degraded host it fell for pages that had not changed: on 2026-11-25 a commit that
 * scored 91-100 in CI that morning scored 75-84 in the afternoon at the same benchmark index (about 2600), the host
 * spending 70% of its CPU in the kernel, which Lighthouse's benchmark does not see (docs/STOREFRONT.md).
 */
const phoneGate = process.env.LIGHTHOUSE_PHONE_GATE === "score" ? "score" : "lab-metrics";
/** The phone's load-independent budgets: no layout shift to speak of, and the bytes a phone downloads. */
const phoneLabAssertions = {
  "cumulative-layout-shift": ["error", { maxNumericValue: 0.1, aggregationMethod: "median" }],
  "total-byte-weight": ["error", { maxNumericValue: 400_000, aggregationMethod: "median" }],
  "resource-summary:script:size": ["error", { maxNumericValue: 225_000, aggregationMethod: "median" }],
};
const rows = [];
const databaseUrl = process.env.LIGHTHOUSE_DATABASE_URL || "";
try {
  ensureBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // With LIGHTHOUSE_SLOW_PAGE the app listens behind the proxy, which takes APP_URL's port.
  let serverPort = port;
  while (slowPage && serverPort === port) serverPort = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    APP_URL: baseUrl,
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(runDir, "data"),
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
    STOREFRONT_ENV_FILE: "off", // a developer's .env.storefront (their own database) plays no part
    PAYMENTS_SANDBOX: "true", // with LIGHTHOUSE_DATABASE_URL too, the checkout pages take the sandbox's test cards
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_DRIVER;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  console.log(`Lighthouse on ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, "//…@") : "the embedded PGlite"}; reports in ${runDir}`);
  const seed = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json"], { env, encoding: "utf8" });
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
  const demo = JSON.parse(seed.stdout.trim().split("\n").pop());
  server = spawn(node, ["scripts/server.mjs", "-p", String(serverPort), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  if (slowPage) {
    await waitForHealth(`http://127.0.0.1:${serverPort}`, server);
    slowProxy = await startSlowPageProxy(port, serverPort, slowPage, slowPageMs);
    console.log(`LIGHTHOUSE_SLOW_PAGE: ${slowPage} gets ${slowPageMs} ms of main-thread work added by a proxy at ${baseUrl}`);
  }
  await waitForHealth(baseUrl, server);
  const customer = demo.customers[0];
  await fillCart(baseUrl, demo.apiToken, customer, 3);
  const cookie = await sessionCookie(baseUrl, customer.email, customer.password);
  // Warm each page once so the first Lighthouse run does not measure a cold server.
  const chosen = (paths) => paths.filter((p) => !onlyPages || onlyPages.includes(p));
  const publicPaths = chosen(["/", "/products/ethiopia-yirgacheffe", "/collections/coffee", "/blog/how-we-source-our-coffee"]);
  const privatePaths = chosen(["/cart", "/account"]);
  if (onlyPages && publicPaths.length + privatePaths.length !== onlyPages.length)
    throw new Error(`LIGHTHOUSE_PAGES names a page this script does not measure: ${onlyPages.join(", ")}`);

  for (const p of publicPaths) await fetch(baseUrl + p);
  for (const p of privatePaths) await fetch(baseUrl + p, { headers: { cookie } });

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--no-sandbox", "--headless=new", "--disable-gpu"] });
  for (const preset of ["mobile", "desktop"]) {
    const outputDir = path.join(runDir, preset);
    mkdirSync(path.join(outputDir, ".lighthouseci"), { recursive: true });
    // A browser's first page load pays for its own start (renderer process, V8 warm-up): measured, then discarded.
    await runOnce({ chrome, url: `${baseUrl}/`, preset, headers: null, artifactsDir: path.join(outputDir, "warm-up-artifacts") });
    for (const [paths, headers] of [
      [publicPaths, null],
      [privatePaths, { Cookie: cookie }],
    ]) {
      for (const p of paths) {
        const name = p === "/" ? "home" : p.slice(1).replaceAll("/", "-");
        const { scores, runs, explaining } = await scorePage({ chrome, url: baseUrl + p, preset, headers, outputDir, name });
        const misses = Object.entries(thresholds).filter(([k, min]) => scores[k] < min);
        const failing = misses.flatMap(([k]) =>
          explaining.categories[k].auditRefs
            .filter((r) => r.weight > 0 && (explaining.audits[r.id]?.score ?? 1) < 1)
            .map((r) => `${k}: ${r.id} (${explaining.audits[r.id].score})`),
        );
        rows.push({ page: p, preset, scores, runs, ok: misses.length === 0, failing });
        console.log(
          `  ${preset} ${p} ${Object.entries(scores)
            .map(([k, v]) => `${k} ${pct(v)}`)
            .join(
              ", ",
            )} (performance: the best of ${runs.length} runs, spread ${spreadOf(runs)} points: ${runs.map(describeRun).join(", ")})`,
        );
        for (const f of failing) console.log(`    ${f}`);
      }
    }
    // The verdict: Lighthouse CI's assertions on the runs just taken, one passed or failed per page.
    const { failures, asserted } = lhciAssert(outputDir, preset);
    for (const row of rows.filter((r) => r.preset === preset)) {
      if (!asserted.has(row.page)) throw new Error(`lhci assert did not check ${preset} ${row.page}`);
      const lhciFailures = failures.get(row.page) ?? [];
      if (lhciFailures.length) failed += 1;
      else passed += 1;
      const reportedOnly = !lhciFailures.length && !row.ok;
      const why =
        preset === "mobile" && phoneGate === "lab-metrics"
          ? "phone performance below 90 reported; the phone is gated on layout shift and bytes, the speed on the desktop score"
          : "performance below 90: a warning under LIGHTHOUSE_PERFORMANCE=report";
      console.log(
        `${lhciFailures.length ? "✘" : "✓"} ${preset} ${row.page}: lhci assert ${lhciFailures.length ? `failed: ${lhciFailures.join("; ")}` : reportedOnly ? `passed (${why})` : "passed"}`,
      );
    }
  }
} catch (error) {
  console.error(`Lighthouse run failed: ${error instanceof Error ? error.message : String(error)}`);
  failed += 1;
} finally {
  if (slowProxy) {
    console.log(`LIGHTHOUSE_SLOW_PAGE: the slowing script went into ${slowProxy.injected()} loads of ${slowPage}`);
    slowProxy.close();
  }
  await chrome?.kill();
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

if (rows.length) {
  writeFileSync(path.join(runDir, "scores.json"), JSON.stringify(rows, null, 2));
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run lighthouse\` on ${databaseUrl ? "Postgres" : "the embedded PGlite"} (one to five runs per page and preset; performance is the best run, the other categories the median; thresholds: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO ≥ 95). Phone runs list the calibrated score, then the same load scored with the preset's fixed 4x slowdown, the benchmark index Lighthouse measured and the multiplier it gave.`,
    "",
    "| Page | Preset | Performance: best (runs) | Accessibility | Best practices | SEO | Meets thresholds |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${pct(r.scores.performance)} (${r.runs.map(describeRun).join("; ")}) | ${pct(r.scores.accessibility)} | ${pct(r.scores["best-practices"])} | ${pct(r.scores.seo)} | ${r.ok ? "yes" : `no (${r.failing.join("; ")})`} |`,
    ),
  ].join("\n");
  const doc = "docs/STOREFRONT.md";
  // CI (.ci/run) counts the scores but leaves the committed table alone, as does a run with LIGHTHOUSE_CPU_SLOWDOWN,
  // LIGHTHOUSE_PAGES or LIGHTHOUSE_SLOW_PAGE; a full run by hand rewrites it.
  if (existsSync(doc) && process.env.CI !== "true" && fixedCpuSlowdown === undefined && !onlyPages && !slowPage) {
    const text = readFileSync(doc, "utf8");
    const start = "<!-- lighthouse:start -->";
    const end = "<!-- lighthouse:end -->";
    if (text.includes(start) && text.includes(end))
      writeFileSync(doc, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
  }
}
if (rows.length) {
  const phone = rows.filter((r) => r.preset === "mobile");
  const presetBest = phone.map((r) => Math.max(...r.runs.map((x) => x.presetPerformance)));
  console.log(
    `Phone performance, best run, calibrated: ${phone.map((r) => pct(r.scores.performance)).join(", ")}; with the preset's fixed 4x: ${presetBest.map(pct).join(", ")} (${presetBest.filter((v) => v >= thresholds.performance).length} of ${phone.length} at 90 or more); runs per page: ${rows.map((r) => r.runs.length).join(", ")}; spread per page: ${rows.map((r) => spreadOf(r.runs)).join(", ")} points; phone runs taken again on a slow host: ${slowHostRetries}${reportPerformanceOnly ? " (performance reported, not counted: LIGHTHOUSE_PERFORMANCE=report)" : ""}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
