import { spawn } from "node:child_process";
import path from "node:path";
import { fixtures } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run cli -- …` against the database of the server under test, while it runs (on the embedded database the
 * running server executes the command; on Postgres the CLI connects itself, with the server's AUTH_SECRET).
 */
export function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // PAYMENTS_SANDBOX as the test server has it: a billing pass run here charges the sandbox's test cards on Postgres too.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STOREFRONT_ENV_FILE: "off",
    LOG_LEVEL: "warn",
    AUTH_SECRET: fixtures().authSecret,
    PAYMENTS_SANDBOX: "true",
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_DRIVER;
  if (fixtures().databaseMode === "pglite") env.DATA_DIR = fixtures().dataDir;
  else env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/cli.ts", ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The last line of a `--json` command's output, parsed. */
export function lastJson<T = Record<string, unknown>>(out: string): T {
  return JSON.parse(out.trim().split("\n").pop()!) as T;
}

/** A new private API token of the store, as `npm run cli -- token create --private` issues it. */
export async function privateApiToken(tenantId: string): Promise<string> {
  const { code, stdout, stderr } = await runCli(["token", "create", "--tenant", tenantId, "--private", "--json"]);
  if (code !== 0) throw new Error(`token create --private failed (${code}): ${stderr}`);
  return lastJson<{ apiToken: string }>(stdout).apiToken;
}
