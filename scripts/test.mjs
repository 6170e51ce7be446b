// npm test: run the unit layer (tests/unit, no server), then build if needed, start the built app on a fresh database
// (embedded PGlite, or TEST_DATABASE_URL), run the API suite (vitest) and the browser flows (Playwright) against it,
// print "N passed, N failed, N skipped". --only=unit|api|e2e runs one layer (unit runs first unless --only names another).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { startTestServices } from "../tests/support/services.mjs";
import { freePort } from "./support/free-port.mjs";

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--only="))?.slice(7); // unit | api | e2e
const passthrough = args.filter((a) => !a.startsWith("--only="));
const databaseUrl = process.env.TEST_DATABASE_URL || "";
const mode = databaseUrl ? "postgres" : "pglite";
const runsDir = path.resolve(".test-runs");
const runDir = path.join(runsDir, `${mode}-${Date.now()}`);
mkdirSync(runDir, { recursive: true });
// Keep the last few runs (logs, reports, screenshots); older ones only take disk.
// Oldest first by time (names sort pglite- before postgres-, soak-, faults-), never the run just made.
const byAge = readdirSync(runsDir)
  .map((name) => path.join(runsDir, name))
  .filter((dir) => dir !== runDir)
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
for (const old of byAge.slice(0, -5)) rmSync(old, { recursive: true, force: true });

const authSecret = "test-only-secret-7c2f4e1a9b8d6c5e3f2a1b0c9d8e7f6a";
const node = process.execPath;

async function resetPostgres(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;",
  );
  await client.end();
}

function runSync(cmd, cmdArgs, env) {
  const result = spawnSync(cmd, cmdArgs, { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error(`${cmdArgs.join(" ")} failed`);
  }
  return result.stdout;
}

async function waitForHealth(baseUrl, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy in time");
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

let server;
let services;
let passed = 0;
let failed = 0;
// Names of the tests that failed (or passed only on a retry), printed above the count line so that a CI log's tail
// (all some viewers keep) still says which test it was.
const failures = [];
/** Tests that did not run here by design (docs/testing.md: e.g. the checks that need a direct Postgres connection). */
let skipped = 0;

/** Adds a vitest JSON report to the totals; a file that failed to load has no failed test of its own: count it once. */
function countVitest(report) {
  const r = readJson(report);
  if (!r) return void (failed += 1);
  passed += r.numPassedTests;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === "failed" && !f.assertionResults?.some((a) => a.status === "failed"),
  ).length;
  failed += r.numFailedTests + brokenFiles;
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? "");
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failedTests) failures.push(`${where} > ${a.fullName ?? a.title}: ${firstLines(a.failureMessages?.[0])}`);
    if (file.status === "failed" && failedTests.length === 0)
      failures.push(`${where} (the file failed to run: ${file.message ?? "no message"})`);
  }
}

function firstLines(message) {
  // eslint-disable-next-line no-control-regex -- the reporters' colour codes
  const text = String(message ?? "no message").replace(/\u001b\[[0-9;]*m/g, "");
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("at "));
  return lines.slice(0, 3).join(" | ").slice(0, 300);
}

/** A Playwright attempt's first error lines; a timed-out attempt's second error names the step it was waiting on. */
function attemptError(result = {}) {
  if (!result.errors?.length) return firstLines(result.error?.message);
  return result.errors
    .slice(0, 2)
    .map((e) => `${firstLines(e.message)}${e.location ? ` (${path.basename(e.location.file)}:${e.location.line})` : ""}`)
    .join(" | ");
}

/** Each attempt's errors: a retry often fails only because the first attempt left its data changed. */
function attemptErrors(results = []) {
  if (results.length <= 1) return attemptError(results[0]);
  return results.map((r, i) => `attempt ${i + 1} (${Math.round((r.duration ?? 0) / 1000)} s): ${attemptError(r)}`).join(" || ");
}

function playwrightOutcomes(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith(".spec.ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? ` [${test.projectName}]` : "";
        const name = `e2e/${spec.file}:${spec.line} > ${[...inner, spec.title].join(" > ")}${project}`;
        if (test.status === "unexpected") failures.push(`${name}: ${attemptErrors(test.results)}`);
      }
    }
    playwrightOutcomes(suite.suites, inner);
  }
}

// The unit layer first: pure logic, a few seconds, no build, database or server. TEST_SKIP_UNIT=1 leaves it out (CI's
// second run, on Postgres: pure logic gives the same answer whichever database the suites use).
if ((only === undefined && !process.env.TEST_SKIP_UNIT) || only === "unit") {
  const report = path.join(runDir, "vitest-unit.json");
  spawnSync(
    node,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.unit.config.ts",
      "--reporter=dot",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...(only === "unit" ? passthrough : []),
    ],
    { stdio: "inherit" },
  );
  countVitest(report);
}

try {
  if (only === "unit") throw Object.assign(new Error("unit only"), { skip: true });
  ensureBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  services = await startTestServices({ runDir });
  // The settings the suites rely on: the test server's, and those of every other process a test starts on the same
  // database (a second instance, the CLI). One queue's options are shared by every process (lib/jobs/boss.ts
  // `ensureQueue`): a process on the defaults would put its 30 s webhook retries on the test server's queue.
  const serverSettings = {
    ALLOWED_RETURN_ORIGINS: "http://localhost:3000",
    TRUST_PROXY: "true",
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1", // the suites' own traffic; limit tests send distinct X-Forwarded-For addresses
    STOREFRONT_ENV_FILE: "off", // a developer's .env.storefront (their own database) never reaches the test store
    FAULT_INJECTION: "true", // X-Fault on checkout (tests/api/checkout/reconcile.test.ts): a crash between charge and commit
    RECONCILE_AFTER_SECONDS: "10", // reconciliation's floor (REQUEST_TIMEOUT_MS + 1 s at least): the reconcile tests wait it out
    FAULT_INJECTION_IN_PRODUCTION: "test-harness", // next start is a production server: it honours FAULT_INJECTION only with this
    PAYMENTS_SANDBOX: "true", // the sandbox's test cards pay on Postgres too (by default only the embedded database allows them)
    BILLING_CLOCK_OVERRIDE: "true", // POST /operator/billing/run {now}: the billing tests drive the clock (tests/api/billing)
    BILLING_WORKER: "off", // no pass by the real clock mid-run (reminders for tomorrow's boxes would reach other suites' mailboxes)
    WEBHOOK_ALLOW_PRIVATE: "true", // the webhook tests' receivers listen on 127.0.0.1 (tests/api/webhooks)
    IMAGE_FETCH_ALLOW_PRIVATE: "127.0.0.1", // the CSV import tests' image server listens there; other private addresses stay refused (tests/api/catalog/products-csv.test.ts)
    WEBHOOK_RETRY_BASE_SECONDS: "1", // retries after 1, 2, 4… s, so a receiver's 500 or downtime is retried within a test
    WEBHOOK_POLL_MS: "500", // a poll reads the pending deliveries due and fetches from the queue (lib/webhooks); a nudge runs at once
    CLI_ENDPOINT: "on", // on Postgres too: the suites' CLI commands (a store per test) go to the server, no process each (tests/support/cli.ts)
    QUERY_COUNT_HEADER: "true", // x-query-count on every response, for the N+1 checks (tests/api/platform/query-count.test.ts)
    ...services.env,
  };
  const env = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    APP_URL: baseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || "warn",
    DATA_DIR: path.join(runDir, "data"),
    ...serverSettings,
  };
  delete env.DATABASE_DRIVER;
  if (databaseUrl) {
    await resetPostgres(databaseUrl);
    env.DATABASE_URL = databaseUrl;
  } else {
    delete env.DATABASE_URL;
  }

  const tsx = ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json"];
  const lastLine = (out) => out.trim().split("\n").pop();
  // alice, bob and customer1: the store the server's own address serves, for the API file that signs in through the
  // storefront's pages there (tests/support/fixtures.ts reserves customer1); each API test file and each browser flow
  // (or, for flows that only read, each worker) makes a store of its own (tests/support/own-store.ts,
  // e2e/support/storefront.ts).
  const demo = JSON.parse(lastLine(runSync(node, [...tsx, "--extra-customers", "1"], env)));
  const other = JSON.parse(
    lastLine(runSync(node, [...tsx, "--tenant-slug", "other", "--tenant-name", "Other Store", "--extra-customers", "2"], env)),
  );
  // A third store with the loyalty programme switched off (points history answers {enabled: false}).
  const norewards = JSON.parse(
    lastLine(runSync(node, [...tsx, "--tenant-slug", "norewards", "--tenant-name", "No Rewards Store", "--rewards-disabled"], env)),
  );
  const fixturesFile = path.join(runDir, "fixtures.json");
  writeFileSync(
    fixturesFile,
    JSON.stringify({ baseUrl, authSecret, databaseMode: mode, demo, other, norewards, serverSettings, ...services.fixtures }, null, 2),
  );

  // The server writes straight into its log file: a pipe would be read only between the suites (they run with
  // spawnSync) and a full pipe blocks the server's writes.
  const serverLog = path.join(runDir, "server.log");
  const serverLogFd = openSync(serverLog, "a");
  server = spawn(node, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", serverLogFd, serverLogFd],
  });
  closeSync(serverLogFd);
  // The server's pid and data directory, for the tests that measure it (RSS under load) or inspect its files (modes).
  writeFileSync(
    fixturesFile,
    JSON.stringify(
      {
        baseUrl,
        authSecret,
        databaseMode: mode,
        demo,
        other,
        norewards,
        serverSettings,
        ...services.fixtures,
        serverPid: server.pid,
        dataDir: env.DATA_DIR,
      },
      null,
      2,
    ),
  );
  await waitForHealth(baseUrl, server);
  console.log(`Testing against ${baseUrl} (${mode})`);

  const testEnv = { ...process.env, TEST_FIXTURES: fixturesFile, TEST_BASE_URL: baseUrl };

  if (only !== "e2e") {
    const report = path.join(runDir, "vitest.json");
    // Tests of the API's description and the SDK built from it (the OpenAPI document, its lint and examples, the
    // package installed into a scratch project): the same whichever database answers, so once, on the embedded one.
    const documentOnly = [
      "tests/api/platform/openapi.test.ts",
      "tests/api/platform/openapi-lint.test.ts",
      "tests/api/platform/openapi-examples.test.ts",
      "tests/api/platform/registry.test.ts",
      "tests/api/sdk/install.test.ts",
    ];
    spawnSync(
      node,
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
        ...(mode === "postgres" && passthrough.length === 0 && !process.env.E2E_ALL ? documentOnly.flatMap((f) => ["--exclude", f]) : []),
        ...passthrough,
      ],
      {
        env: testEnv,
        stdio: "inherit",
      },
    );
    countVitest(report);
  }

  const specs = existsSync("e2e") ? readdirSync("e2e").filter((f) => f.endsWith(".spec.ts")) : [];
  if (only !== "api" && specs.length > 0) {
    const report = path.join(runDir, "playwright.json");
    // On Postgres the browser layer runs the flows that write (carts, orders, payments, tickets, subscriptions,
    // accounts); the flows that only read and lay out pages (the same pages through the same API, whichever database
    // answers) run once, on the embedded database. E2E_ALL=1 runs every flow here too.
    const readOnly = ["a11y", "browse", "cached-pages", "configure-subscription", "layout-widths", "market", "search", "shopper-details"];
    // The back office's authoring pages are forms over operator operations whose API tests run on both databases (the
    // pages render the same whichever database answers), and page-guard checks the browser harness itself: once, on
    // the embedded database, like the reading flows. The back office's money flows (admin: ship, refund) run on both.
    const authoring = [
      "admin-back-office",
      "admin-catalogue",
      "admin-products-csv",
      "analytics",
      "content-authoring",
      "forms",
      "page-guard",
      "settings-new-store",
      "store-images",
    ];
    // The account's own pages (profile, addresses, cards, points, sign-in, password, the contact form) are forms over
    // account operations whose API tests run on both databases: once, on the embedded database, too. On Postgres the
    // browser layer keeps the money paths: carts, checkout, discounts, orders and refunds, tickets, subscriptions.
    const accountPages = ["account-settings", "addresses", "auth", "contact", "password-reset", "payment-methods", "points"];
    const embeddedOnly = [...readOnly, ...authoring, ...accountPages];
    const narrowed = mode === "postgres" && passthrough.length === 0 && !process.env.E2E_ALL;
    // E2E_ONCE=1 (CI, which runs both databases): the embedded run leaves the money paths to the Postgres run, so each
    // flow runs once in CI; the API suites still run whole on both. Without it the embedded run takes every flow.
    const onceOnEmbedded = mode === "pglite" && passthrough.length === 0 && process.env.E2E_ONCE === "1" && !process.env.E2E_ALL;
    const isEmbeddedOnly = (f) => embeddedOnly.includes(f.replace(/\.spec\.ts$/, ""));
    const e2eArgs = narrowed
      ? specs.filter((f) => !isEmbeddedOnly(f)).map((f) => `e2e/${f}`)
      : onceOnEmbedded
        ? specs.filter(isEmbeddedOnly).map((f) => `e2e/${f}`)
        : passthrough;
    if (narrowed)
      console.log(
        `Browser flows that only read (${readOnly.join(", ")}), the back office's authoring flows (${authoring.join(", ")}) and the account's pages (${accountPages.join(", ")}) run on the embedded database; E2E_ALL=1 runs them here too.`,
      );
    if (onceOnEmbedded) console.log("E2E_ONCE=1: the money paths' browser flows run in the Postgres run, not here.");
    spawnSync(node, ["node_modules/@playwright/test/cli.js", "test", ...e2eArgs], {
      env: { ...testEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_OUTPUT_DIR: path.join(runDir, "e2e") },
      stdio: "inherit",
    });
    const r = readJson(report);
    if (r?.stats) {
      passed += r.stats.expected;
      failed += r.stats.unexpected;
      skipped += r.stats.skipped ?? 0;
      playwrightOutcomes(r.suites);
    } else failed += 1;
  }
} catch (error) {
  if (!error?.skip) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Test run failed: ${message}`);
    failures.push(`the run itself: ${firstLines(message)}`);
    failed += 1;
  }
} finally {
  server?.kill("SIGTERM");
  await services?.stop();
}
for (const name of failures) console.log(`FAILED TEST (${mode}): ${name}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
