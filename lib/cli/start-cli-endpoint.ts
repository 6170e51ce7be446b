import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "../env";
import { isLoopback } from "../http/loopback";
import { controlFilePath } from "./control-file";

const secretKey = Symbol.for("storefront.cli-endpoint-secret");
type WithSecret = typeof globalThis & { [secretKey]?: string };

/** The secret of this server's CLI endpoint, or undefined when the endpoint is off. */
export function cliEndpointSecret(): string | undefined {
  return (globalThis as WithSecret)[secretKey];
}

/** CLI_ENDPOINT: `auto` serves the CLI on the embedded database only, `on` with any database, `off` never. */
export function cliEndpointOn(setting: "auto" | "on" | "off", databaseDriver: "pglite" | "pg" | "neon"): boolean {
  return setting === "on" || (setting === "auto" && databaseDriver === "pglite");
}

/**
 * On the embedded database, the server holds the data directory, so `npm run cli` cannot open it: the server serves
 * the CLI's commands instead, at POST /api/cli, to this machine only, for whoever can read the secret drawn here and
 * written to DATA_DIR/cli-control.json (mode 600 in a 700 directory). Off with a database server (the CLI connects to
 * it itself) unless CLI_ENDPOINT=on, and when the server listens on a single address that is not this machine's loopback.
 */
export function startCliEndpoint(): void {
  const env = getEnv();
  const port = process.env.PORT; // set by scripts/server.mjs (and `next start`) before the app starts
  const host = (process.env.HOSTNAME ?? "").trim();
  if (!cliEndpointOn(env.CLI_ENDPOINT, env.databaseDriver) || !port) return;
  if (host && !["0.0.0.0", "::", "localhost"].includes(host) && !isLoopback(host)) return;
  const g = globalThis as WithSecret;
  if (g[secretKey]) return;
  const secret = randomBytes(32).toString("base64url");
  const urlHost = host === "::1" ? "[::1]" : host.startsWith("127.") ? host : "127.0.0.1";
  const dataDir = path.dirname(env.pgliteDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = controlFilePath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ pid: process.pid, url: `http://${urlHost}:${port}`, secret }), { mode: 0o600 });
  renameSync(temporary, file);
  g[secretKey] = secret;
  process.once("exit", () => {
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as { pid?: number }).pid === process.pid) unlinkSync(file);
    } catch {
      // Gone already, or another server's.
    }
  });
}
