import { count } from "drizzle-orm";
import { closeDb, getDb, schema } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedStore } from "../db/seed/seed-store";

/** npm start: apply migrations, and load the demo store when the database has no tenant yet. */
try {
  await migrateDatabase();
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.tenants);
  if (!row || row.n === 0) {
    const store = await seedStore();
    console.log(`Loaded the demo store. API token: ${store.apiToken}`);
    for (const c of store.customers) console.log(`Demo login: ${c.email} / ${c.password}`);
  }
} catch (error) {
  console.error(`Database preparation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
