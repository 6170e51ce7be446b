// Plays a newcomer with the quick start (npm start on the embedded database) and the usual mistakes. Every step
// must keep the data, and every mistake must end with one clear "Error: …" line and a non-zero exit.
// Run by CI after the test suites (it reuses the build in .next): node scripts/newcomer-check.mjs
// Prints "N passed, N failed" last.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./support/free-port.mjs";

const node = process.execPath;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-newcomer-"));
const started = Date.now();
let passed = 0;
let failed = 0;

function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${!ok && detail ? `\n     ${detail.split("\n").join("\n     ")}` : ""}`);
}

/** A clean environment: the quick start's defaults, nothing from the caller's database or mail settings. */
function quickStartEnv(extra = {}) {
  // STOREFRONT_ENV_FILE=off: a .env.storefront in the checkout (the developer's own settings) plays no part.
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1", STOREFRONT_ENV_FILE: "off", ...extra };
  for (const name of [
    "DATABASE_URL",
    "DATABASE_DRIVER",
    "AUTH_SECRET",
    "SMTP_URL",
    "APP_URL",
    "HOSTNAME",
    "PORT",
    "NODE_ENV",
    "TEST_DATABASE_URL",
    "RATE_LIMIT_EXEMPT",
    "FAULT_INJECTION",
    "FAULT_INJECTION_IN_PRODUCTION",
    "PAYMENTS_SANDBOX",
  ]) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

/** Runs a command to its end: exit code and output. */
function run(args, env, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 0), out });
    });
  });
}

const npmScript = {
  start: ["scripts/start.mjs"],
  cli: ["node_modules/tsx/dist/cli.mjs", "scripts/cli.ts"],
  seed: ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"],
  migrate: ["node_modules/tsx/dist/cli.mjs", "scripts/migrate.ts"],
};

/** A mistake: exits non-zero, and its output has exactly one "Error…" line, which matches `pattern`. */
async function expectRefusal(name, args, env, pattern) {
  const t = Date.now();
  const { code, out } = await run(args, env);
  const errors = out.split("\n").filter((l) => /^(Error|Migration failed|Seeding failed)\b/.test(l));
  const ok = code !== 0 && errors.length === 1 && pattern.test(errors[0]);
  check(
    `${name} → exit ${code}, ${((Date.now() - t) / 1000).toFixed(1)} s: ${errors[0] ?? "(no error line)"}`,
    ok,
    ok ? "" : out.trim().split("\n").slice(-8).join("\n"),
  );
  return { code, out };
}

/** Starts the quick start in its own process group; resolves once /api/health answers. */
async function startServer(port, extra = {}) {
  const child = spawn(node, npmScript.start, {
    env: quickStartEnv({ PORT: String(port), ...extra }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, output: () => out };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopGroup(child, "SIGKILL");
  throw new Error(`the quick start did not come up on port ${port}:\n${out}`);
}

function stopGroup(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve)));
}

function lockPid() {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, "owner.lock"), "utf8")).pid;
  } catch {
    return undefined;
  }
}

function tokenIn(output) {
  return output.match(/^API token \([^)]*\): (\S+)$/m)?.[1];
}

function tenantIn(output) {
  return output.match(/^Tenant id \([^)]*\): ([0-9a-f-]{36})$/m)?.[1];
}

/** The last line of a command's output as JSON (npm run cli -- … --json), or undefined. */
function lastJson(out) {
  try {
    return JSON.parse(out.trim().split("\n").pop());
  } catch {
    return undefined;
  }
}

// The examples it replays live in the docs: the walkthrough (Idempotency-Key, card removal) and running.md (operator).
const docs = ["README.md", "docs/running.md", "docs/api-walkthrough.md"].map((f) => readFileSync(f, "utf8")).join("\n");

async function api(port, method, p, { token, body, host = "127.0.0.1" } = {}) {
  const res = await fetch(`http://${host}:${port}/api/v1${p}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the status tells
  }
  return { status: res.status, body: json };
}

function externalAddress() {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  return undefined;
}

let server;
const shopper = { email: `newcomer-${Date.now()}@example.com`, password: "a-newcomer-password", firstName: "New", lastName: "Comer" };
try {
  const port = await freePort();

  // 1. First start: demo store loaded, API token printed, served on this machine only.
  server = await startServer(port);
  const token = tokenIn(server.output());
  check("first start prints the API token", Boolean(token), server.output());
  const tenantId = tenantIn(server.output());
  check("first start prints the store's tenant id (what the CLI's --tenant takes)", Boolean(tenantId), server.output());
  check(
    "npm start prints nothing alarming (no deprecation, Edge Runtime or error line)",
    !/deprecated|Edge Runtime|had an error|^Error|⚠/im.test(server.output()),
    server.output(),
  );
  const registered = await api(port, "POST", "/account/register", { token, body: shopper });
  check(
    "a newcomer registers a customer (data to keep)",
    registered.status === 201 || registered.status === 200,
    JSON.stringify(registered),
  );
  // The docs' UUID source for Idempotency-Key is always there (uuidgen is not), and an empty key is refused.
  const uuidCommands = [...docs.matchAll(/\$\((node -e '[^']*randomUUID[^']*')\)/g)].map((m) => m[1]);
  const uuids = await Promise.all(
    uuidCommands.map((c) => run(["-e", c.match(/^node -e '(.*)'$/)[1]], quickStartEnv()).then((r) => r.out.trim())),
  );
  check(
    `the docs' Idempotency-Key examples use a UUID source that is always there (${uuidCommands.length} of them, no uuidgen)`,
    uuidCommands.length >= 2 &&
      !/uuidgen/.test(docs) &&
      uuids.every((u) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(u)),
    uuids.join(" "),
  );
  const emptyKey = await fetch(`http://127.0.0.1:${port}/api/v1/account/register`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": "" },
    body: JSON.stringify({ ...shopper, email: `empty-key-${Date.now()}@example.com` }),
  });
  check("an empty Idempotency-Key header is refused with 422 (not taken as absent)", emptyKey.status === 422, String(emptyKey.status));
  const ext = externalAddress();
  if (ext) {
    const reached = await fetch(`http://${ext}:${port}/api/health`).then(
      () => true,
      () => false,
    );
    check(`the quick start listens on 127.0.0.1 only (not reachable at ${ext})`, !reached);
  }
  const mailbox = await fetch(`http://127.0.0.1:${port}/dev/mailbox?format=json`);
  check("the dev mailbox answers this machine", mailbox.status === 200, String(mailbox.status));
  const modes = [];
  const walk = (d) => {
    modes.push(statSync(d).mode & 0o777);
    for (const e of readdirSync(d, { withFileTypes: true }))
      (e.isDirectory() ? walk : (p) => modes.push(statSync(p).mode & 0o777))(path.join(d, e.name));
  };
  walk(dataDir);
  check(
    "the data directory is private (700 folders, 600 files)",
    modes.every((m) => (m & 0o077) === 0),
    modes.map((m) => m.toString(8)).join(" "),
  );

  // 2. Start twice: refused before anything is touched, by port and by the database's lock.
  const ownerBefore = lockPid();
  await expectRefusal("second npm start, same port", npmScript.start, quickStartEnv({ PORT: String(port) }), /Port \d+ .*already in use/);
  await expectRefusal(
    "second npm start, another port, same data",
    npmScript.start,
    // Picked now, not at the start: the kernel hands ports out again, and this one must be free when it is tried.
    quickStartEnv({ PORT: String(await freePort()) }),
    /embedded database .* in use by process/,
  );
  check(
    "the running server still owns the database",
    lockPid() === ownerBefore && (await api(port, "GET", "/account", { token })).status === 401,
  );

  // 3. The CLI and migrations while the server runs: served through it (docs/running.md, "Operator commands"); the seed is
  // refused in one line that says how.
  const cliJson = async (args) => {
    const r = await run(npmScript.cli.concat(args, ["--json"]), quickStartEnv());
    return { ...r, json: r.code === 0 ? lastJson(r.out) : undefined };
  };
  const shown = await cliJson(["token", "show"]);
  check(
    "npm run cli -- token show while the server runs: the tenant id and token npm start printed",
    shown.json?.tenantId === tenantId && shown.json?.apiToken === token,
    shown.out,
  );
  const operator = await cliJson(["operator-token", "create", "--tenant", tenantId ?? ""]);
  const example = docs.match(
    /operator\/pages\/([a-z0-9-]+) -H "Authorization: Bearer \$OPERATOR" \\\n\s*-H 'Content-Type: application\/json' -d '([^']+)'/,
  );
  const edited = example
    ? await api(port, "PATCH", `/operator/pages/${example[1]}`, { token: operator.json?.operatorToken, body: JSON.parse(example[2]) })
    : { status: 0 };
  check(
    `the docs' operator example while the server runs: operator-token create, then PATCH /operator/pages/${example?.[1]} → ${edited.status}`,
    Boolean(operator.json?.operatorToken) && edited.status === 200,
    `${operator.out}\n${JSON.stringify(edited.body)}`,
  );
  // The README's "Sell a product" block, run as printed (curl and jq) against this server: a product with two
  // variants and an uploaded image, then read back through the API token.
  const sellBlock = readFileSync("README.md", "utf8").match(/## Sell a product\n[\s\S]*?```bash\n([\s\S]*?)```/)?.[1];
  const sold = sellBlock
    ? await new Promise((resolve) => {
        const child = spawn("bash", ["-euo", "pipefail", "-c", sellBlock.replaceAll("localhost:3000", `127.0.0.1:${port}`)], {
          env: quickStartEnv(),
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (out += d));
        child.on("exit", (code) => resolve({ code, out }));
      })
    : { code: -1, out: 'README.md has no "## Sell a product" bash block' };
  const mug = await api(port, "GET", "/products/enamel-camp-mug", { token });
  const variants = mug.body?.data?.variants ?? [];
  check(
    "the README's product walk-through: a product with two variants and an uploaded image, read back",
    sold.code === 0 && variants.length === 2 && variants.every((v) => v.inStock) && Boolean(mug.body?.data?.image?.url),
    `${sold.out}\n${JSON.stringify(mug.body)}`,
  );
  const created = await cliJson(["tenant", "create", "--name", "Newcomer Store", "--country", "GB"]);
  const rewards = await cliJson(["tenant", "set-rewards", "--tenant", created.json?.tenantId ?? "", "--enabled", "false"]);
  const createdToken = created.json?.apiToken ? (await api(port, "GET", "/cms/pages", { token: created.json.apiToken })).status : 0;
  check(
    "tenant create and set-rewards while the server runs (the new store's token works at once)",
    createdToken === 200 && rewards.json?.rewardsEnabled === false,
    `${created.out}\n${rewards.out}`,
  );
  const migrated = await run(npmScript.migrate, quickStartEnv());
  check(
    "npm run db:migrate while the server runs goes through it",
    migrated.code === 0 && /^Migrations applied \(by the running server, process \d+\)\.$/m.test(migrated.out),
    migrated.out,
  );
  await expectRefusal(
    "npm run db:seed while the server runs",
    npmScript.seed,
    quickStartEnv(),
    /held by the running server \(process \d+.*npm run cli -- token show.*Ctrl\+C/,
  );
  // The walkthrough's card example: both of Alice's cards pay a subscription, so removing one answers 409 as printed.
  const alice = await api(port, "POST", "/account/login", { token, body: { email: "alice@example.com", password: "Storefront-demo-1" } });
  const cards = await api(port, "GET", "/account/payments/methods", { token: alice.body?.token });
  const visa = Array.isArray(cards.body) ? cards.body.find((c) => c.cardType === "visa") : undefined;
  const removal = await api(port, "DELETE", `/account/payments/methods/${visa?.id}`, { token: alice.body?.token });
  const printed = docs.match(/DELETE "\$BASE\/account\/payments\/methods\/\$CARD"[^\n]*\n# → 409 (\{.*\})/)?.[1];
  check(
    "the walkthrough's card removal example answers what it prints (409, the subscription named)",
    removal.status === 409 && printed !== undefined && JSON.stringify(removal.body) === printed,
    `${removal.status} ${JSON.stringify(removal.body)}\ndocs: ${printed}`,
  );
  const login = await api(port, "POST", "/account/login", { token, body: { email: shopper.email, password: shopper.password } });
  check("the server keeps working after those attempts (sign-in)", login.status === 200, JSON.stringify(login));

  // 4. kill -9 the server, then start again (stale lock detected): the data is still there.
  process.kill(ownerBefore, "SIGKILL");
  await stopGroup(server.child, "SIGKILL");
  for (
    let i = 0;
    i < 50 &&
    (await new Promise((r) => {
      const s = net.connect({ host: "127.0.0.1", port }, () => (s.destroy(), r(true)));
      s.on("error", () => r(false));
    }));
    i++
  )
    await new Promise((r) => setTimeout(r, 100)); // the killed process's socket is gone
  check("the lock of the killed server is still on disk (a stale lock to detect)", lockPid() === ownerBefore);
  server = await startServer(port, { HOSTNAME: "0.0.0.0" });
  const again = tokenIn(server.output());
  check("after kill -9, npm start comes back and prints the same API token", again === token, server.output().slice(-500));
  const afterCrash = await api(port, "POST", "/account/login", { token, body: { email: shopper.email, password: shopper.password } });
  check("after kill -9, the customer registered before still signs in", afterCrash.status === 200, JSON.stringify(afterCrash));
  if (ext) {
    const control = JSON.parse(readFileSync(path.join(dataDir, "cli-control.json"), "utf8"));
    const remoteCli = await fetch(`http://${ext}:${port}/api/cli`, {
      method: "POST",
      headers: { authorization: `Bearer ${control.secret}`, "content-type": "application/json", "x-forwarded-for": "127.0.0.1" },
      body: JSON.stringify({ command: "token show" }),
    });
    check(
      `HOSTNAME=0.0.0.0: the CLI endpoint refuses a request from ${ext}, even with the secret (404)`,
      remoteCli.status === 404,
      String(remoteCli.status),
    );
    const localCli = await run(npmScript.cli.concat(["token", "show", "--json"]), quickStartEnv());
    check("HOSTNAME=0.0.0.0: npm run cli still works on this machine", lastJson(localCli.out)?.apiToken === token, localCli.out);
    const remote = await fetch(`http://${ext}:${port}/dev/mailbox?format=json`, { headers: { "x-forwarded-for": "127.0.0.1" } });
    check(
      `HOSTNAME=0.0.0.0: the dev mailbox refuses a request from ${ext} (even claiming 127.0.0.1)`,
      remote.status === 404,
      String(remote.status),
    );
  }
  await stopGroup(server.child);
  server = undefined;

  // 5. Settings that cannot work: one line, non-zero, before anything starts.
  const secret = "newcomer-check-secret-0123456789abcdef";
  await expectRefusal(
    "a Postgres DATABASE_URL without AUTH_SECRET",
    npmScript.start,
    quickStartEnv({ PORT: String(port), DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }),
    /AUTH_SECRET/,
  );
  await expectRefusal(
    "the CLI with a Postgres DATABASE_URL without AUTH_SECRET",
    npmScript.cli.concat(["token", "show"]),
    quickStartEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }),
    /AUTH_SECRET/,
  );
  // .env.storefront (here via STOREFRONT_ENV_FILE): every npm command reads it, under the environment.
  const envFile = path.join(dataDir, "settings.env");
  const refusedPort = await freePort();
  writeFileSync(envFile, `DATABASE_URL=postgres://postgres@127.0.0.1:${refusedPort}/storefront\nAUTH_SECRET=${secret}\n`);
  await expectRefusal(
    "db:migrate reads DATABASE_URL and AUTH_SECRET from the settings file (STOREFRONT_ENV_FILE)",
    npmScript.migrate,
    quickStartEnv({ STOREFRONT_ENV_FILE: envFile }),
    new RegExp(`127\\.0\\.0\\.1:${refusedPort} \\(connection refused\\)`),
  );
  writeFileSync(envFile, "DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres\n");
  await expectRefusal(
    "npm run cli with the settings file's DATABASE_URL and no AUTH_SECRET",
    npmScript.cli.concat(["token", "show"]),
    quickStartEnv({ STOREFRONT_ENV_FILE: envFile }),
    /AUTH_SECRET/,
  );
  rmSync(envFile);
  await expectRefusal(
    "FAULT_INJECTION=true (a test hook) on npm start's production server",
    npmScript.start,
    quickStartEnv({ PORT: String(port), FAULT_INJECTION: "true" }),
    /^Error: FAULT_INJECTION is set/,
  );
  for (const bad of ["99999", "abc", "0", "-1"])
    await expectRefusal(`PORT=${bad}`, npmScript.start, quickStartEnv({ PORT: bad }), /^Error: PORT must be/);
  await expectRefusal(
    "a database host that does not exist",
    npmScript.start,
    quickStartEnv({ PORT: String(port), AUTH_SECRET: secret, DATABASE_URL: "postgres://postgres@db.invalid:5432/storefront" }),
    /host "db\.invalid" was not found/,
  );
  await expectRefusal(
    "a database port nothing listens on",
    npmScript.start,
    quickStartEnv({
      PORT: String(port),
      AUTH_SECRET: secret,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/storefront`,
    }),
    /connection refused/,
  );
  const pgUp = await new Promise((resolve) => {
    const s = net.connect({ host: "127.0.0.1", port: 5432 }, () => (s.destroy(), resolve(true)));
    s.on("error", () => resolve(false));
  });
  if (pgUp)
    await expectRefusal(
      "a database name that does not exist",
      npmScript.start,
      quickStartEnv({ PORT: String(port), AUTH_SECRET: secret, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/no_such_database_here" }),
      /database "no_such_database_here" does not exist.*createdb -h 127\.0\.0\.1 -p 5432 -U postgres no_such_database_here/,
    );
  const help = await run(npmScript.cli.concat(["--help"]), quickStartEnv());
  check("npm run cli -- --help prints the usage", help.code === 0 && /^Usage:/m.test(help.out), help.out);
  await expectRefusal(
    "an unknown CLI option",
    npmScript.cli.concat(["token", "show", "--tenat", "x"]),
    quickStartEnv(),
    /Unknown option --tenat/,
  );

  // 6. A last start: everything is still there.
  server = await startServer(port);
  const final = await api(port, "POST", "/account/login", {
    token: tokenIn(server.output()),
    body: { email: shopper.email, password: shopper.password },
  });
  check("after every mistake, the data survives (the customer still signs in)", final.status === 200, JSON.stringify(final));
  const show = server.output();
  check("npm start prints the API token on every start", Boolean(tokenIn(show)));
  await stopGroup(server.child);
  server = undefined;

  // 7. A damaged database directory: a message naming it and the way to recover, non-zero.
  writeFileSync(path.join(dataDir, "pglite", "global", "pg_control"), Buffer.alloc(8192, 0x5a));
  await expectRefusal(
    "a damaged database directory",
    npmScript.start,
    quickStartEnv({ PORT: String(port) }),
    /embedded database in .*pglite could not be opened.*mv .*pglite .*\.broken/,
  );
} catch (error) {
  check("newcomer walk-through", false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (server) await stopGroup(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nnewcomer check: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
