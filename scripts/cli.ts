import path from "node:path";
import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { checkSecretFingerprint } from "../lib/auth/secret-fingerprint";
import { forwardCliCommand, runningServer } from "../lib/cli/forward-cli-command";
import { runCliCommand } from "../lib/cli/run-cli-command";
import { cliUsage, describeCliResult, parseCliArgs, UsageError } from "../lib/cli/cli-args";
import { CliInputError, type CliResult } from "../lib/cli/schemas";
import { getEnv } from "../lib/env";
import { loadEnvFile } from "./support/env-file.mjs";

async function main(args: string[]): Promise<void> {
  if (args.length === 0 || args.some((a) => a === "--help" || a === "-h" || a === "help")) {
    console.log(cliUsage);
    return;
  }
  const command = parseCliArgs(args);
  const env = getEnv();
  let result: CliResult;
  const server = env.databaseDriver === "pglite" ? runningServer(path.dirname(env.pgliteDir)) : undefined;
  if (server) {
    result = await forwardCliCommand(server, command);
  } else {
    await migrateDatabase();
    // With a database server, a shell whose AUTH_SECRET is not the server's prints tokens the server refuses.
    const warning = env.databaseDriver === "pglite" ? undefined : await checkSecretFingerprint();
    if (warning) console.error(`Warning: ${warning}`);
    result = await runCliCommand(command);
  }
  const text = describeCliResult(result, args.includes("--json"));
  if (text) console.log(text);
}

try {
  loadEnvFile();
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof CliInputError) {
    console.error(`Error: ${error.message}\n\n${cliUsage}`);
    process.exitCode = 2;
  } else {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  // A command that sent or ran jobs (a billing pass) started pg-boss (lib/jobs/boss.ts keeps it under this symbol): its
  // pool would keep the process open. Loaded only then, as that module is server-only.
  if ((globalThis as Record<symbol, unknown>)[Symbol.for("storefront.pg-boss")]) {
    const { stopBoss } = await import("../lib/jobs/boss");
    await stopBoss().catch(() => {});
  }
  await closeDb().catch(() => {});
}
