import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { checkDatabaseServer, oneLine } from "./support/database-check";

try {
  await checkDatabaseServer();
  await migrateDatabase();
  console.log("Migrations applied.");
} catch (error) {
  console.error(`Migration failed: ${oneLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}
