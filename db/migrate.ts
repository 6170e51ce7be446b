import path from "node:path";
import { getDb, getDriver } from "./client";

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/** Applies the committed drizzle-kit migrations through the same client factory the app uses. */
export async function migrateDatabase(): Promise<void> {
  const db = await getDb();
  const driver = await getDriver();
  if (driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder });
  } else if (driver === "neon") {
    const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
    await migrate(db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db, { migrationsFolder });
  }
}
