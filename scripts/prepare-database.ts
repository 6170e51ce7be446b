import { count, eq } from "drizzle-orm";
import { closeDb, getDb, schema } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedStore } from "../db/seed/seed-store";
import { stableApiToken } from "../lib/auth/api-tokens";
import { getEnv } from "../lib/env";
import { checkDatabaseServer, oneLine } from "./support/database-check";

/**
 * npm start: check the database (a server is connected to first, so its real problem is named), apply migrations,
 * load the demo store when the database has no tenant yet, and print the demo store's API token on every start.
 */
try {
  getEnv();
  await checkDatabaseServer();
  await migrateDatabase();
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.tenants);
  if (!row || row.n === 0) {
    const store = await seedStore();
    console.log("Loaded the demo store.");
    for (const c of store.customers) console.log(`Demo login: ${c.email} / ${c.password}`);
    for (const s of store.staff) console.log(`Back office (/admin, ${s.role}): ${s.email} / ${s.password}`);
  }
  const [demo] = await db
    .select({ id: schema.tenants.id, name: schema.tenants.name })
    .from(schema.tenants)
    .where(eq(schema.tenants.slug, "demo"))
    .limit(1);
  // The demo token is derived from AUTH_SECRET, so it is the same on every start (npm run cli -- token show too);
  // the tenant id is what the CLI's --tenant takes (e.g. operator-token create).
  if (demo) {
    console.log(`Tenant id (${demo.name}): ${demo.id}`);
    console.log(`API token (${demo.name}): ${await stableApiToken({ tenantId: demo.id, name: "demo" })}`);
    console.log(`Operator token (content edits, an hour): npm run cli -- operator-token create --tenant ${demo.id}`);
  }
} catch (error) {
  console.error(`Error: ${oneLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}
