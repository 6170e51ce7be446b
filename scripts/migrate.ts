import path from "node:path";
import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { forwardCliCommand, runningServer } from "../lib/cli/forward-cli-command";
import { getEnv } from "../lib/env";
import { checkDatabaseServer, oneLine } from "./support/database-check";
import { loadEnvFile } from "./support/env-file.mjs";

try {
  loadEnvFile();
  const env = getEnv();
  // On the embedded database a running server holds it: the server applies them (it did at its start too).
  const server = env.databaseDriver === "pglite" ? runningServer(path.dirname(env.pgliteDir)) : undefined;
  if (server) {
    await forwardCliCommand(server, { command: "db migrate" });
    console.log(`Migrations applied (by the running server, process ${server.pid}).`);
  } else {
    await checkDatabaseServer();
    await migrateDatabase();
    console.log("Migrations applied.");
  }
} catch (error) {
  console.error(`Migration failed: ${oneLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}
