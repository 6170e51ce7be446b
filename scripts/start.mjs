import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { loadEnvFile } from "./support/env-file.mjs";
import { relayNextOutput } from "./support/next-output.mjs";
import { withProductionNodeOptions } from "./support/server-memory.mjs";
import { PreflightError, checkEmbeddedDatabaseFree, checkEnv, checkPort, checkPortFree, isServerDatabase } from "./support/preflight.mjs";

// npm start: check the settings, the port and the embedded database's owner (before touching anything), build if
// needed, check the database and migrate, load the demo store when empty, then serve on HOSTNAME:PORT
// (127.0.0.1:3000 unless told otherwise).
let env;
let port;
let host;
try {
  // .env.storefront (or STOREFRONT_ENV_FILE): settings every npm command reads, under what the environment sets.
  const envFile = loadEnvFile();
  env = { ...process.env };
  if (envFile) console.log(`Settings from ${envFile} (under the environment's).`);
  port = checkPort(env.PORT);
  env.PORT = String(port);
  host = env.HOSTNAME?.trim() || "127.0.0.1";
  env.HOSTNAME = host;
  env.APP_URL ||= `http://localhost:${port}`; // links in mail, images and the card engine follow the port served
  checkEnv(env);
  await checkPortFree(host, port);
  if (!isServerDatabase(env)) checkEmbeddedDatabaseFree(path.resolve(env.DATA_DIR || ".data"));
} catch (error) {
  if (!(error instanceof PreflightError) && !/settings file/.test(String(error?.message))) throw error;
  console.error(`Error: ${error.message}`);
  process.exit(1);
}

ensureBuild();
// The embedded quick start (no SMTP server, no database server): keep mail readable at /dev/mailbox (this machine only).
if (!env.SMTP_URL && !env.DATABASE_URL && env.DEV_MAILBOX === undefined) env.DEV_MAILBOX = "true";
const prepared = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/prepare-database.ts"], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status || 1);
if (env.DEV_MAILBOX === "true")
  console.log(`No SMTP_URL: e-mail is kept in the dev mailbox, http://localhost:${port}/dev/mailbox (this machine only)`);
if (host === "127.0.0.1") console.log("Listening on this machine only; set HOSTNAME=0.0.0.0 to serve the network.");
// Heap settings (old-space cap, semi-space size: scripts/support/server-memory.mjs); a NODE_OPTIONS that sets either wins.
env.NODE_OPTIONS = withProductionNodeOptions(env.NODE_OPTIONS);
const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", host], {
  stdio: ["inherit", "pipe", "pipe"],
  env,
});
relayNextOutput(server);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
