import { spawn } from "node:child_process";
import path from "node:path";
import { cliUsage, describeCliResult, parseCliArgs, UsageError } from "../../lib/cli/cli-args";
import { readControlFile } from "../../lib/cli/control-file";
import { forwardCliCommand } from "../../lib/cli/forward-cli-command";
import { CliInputError } from "../../lib/cli/schemas";
import { fixtures } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run cli -- …` against the database of the server under test, as the command line prints it: the arguments are
 * parsed by the CLI's own parser and the command is run by the server's CLI endpoint (the harness starts it with
 * CLI_ENDPOINT=on on either database), so a store per test costs a request, not a process. tests/api/platform/cli.test.ts
 * runs the real `npm run cli` process; `runCliProcess` is that process for any other test that needs it.
 */
export async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  if (args.length === 0 || args.some((a) => a === "--help" || a === "-h" || a === "help")) return runCliProcess(args);
  const dataDir = fixtures().dataDir;
  const server = dataDir ? readControlFile(dataDir) : undefined;
  if (!server) throw new Error(`the server under test wrote no CLI control file in ${dataDir}`);
  try {
    const text = describeCliResult(await forwardCliCommand(server, parseCliArgs(args)), args.includes("--json"));
    return { code: 0, stdout: text ? `${text}\n` : "", stderr: "" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError || error instanceof CliInputError)
      return { code: 2, stdout: "", stderr: `Error: ${message}\n\n${cliUsage}\n` };
    return { code: 1, stdout: "", stderr: `Error: ${message}\n` };
  }
}

/** The `npm run cli` process itself (tsx), on the server's database: a few seconds each. */
export function runCliProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // The test server's settings: a billing pass run here charges the sandbox's test cards on Postgres too, and the
  // queues it readies keep the server's options.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...fixtures().serverSettings,
    LOG_LEVEL: "warn",
    AUTH_SECRET: fixtures().authSecret,
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
