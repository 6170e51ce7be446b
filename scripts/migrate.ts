import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";

try {
  await migrateDatabase();
  console.log("Migrations applied.");
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
