import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedStore } from "../db/seed/seed-store";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const valueOf = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

try {
  await migrateDatabase();
  const slug = valueOf("--tenant-slug") ?? "demo";
  const name = valueOf("--tenant-name") ?? (slug === "demo" ? "Northwind Roasters" : slug);
  const extraCustomers = Number(valueOf("--extra-customers") ?? "0");
  if (!Number.isInteger(extraCustomers) || extraCustomers < 0 || extraCustomers > 500) throw new Error("--extra-customers must be a whole number from 0 to 500");
  const rewardsEnabled = !args.includes("--rewards-disabled");
  const store = await seedStore({ slug, name, extraCustomers, rewardsEnabled });
  const summary = { tenantId: store.tenantId, apiToken: store.apiToken, customers: store.customers.map(({ email, password }) => ({ email, password })) };
  if (asJson) {
    console.log(JSON.stringify(summary));
  } else {
    console.log(`Demo store "${name}" is ready.`);
    console.log(`Tenant id:  ${summary.tenantId}`);
    console.log(`API token:  ${summary.apiToken}`);
    for (const c of summary.customers) console.log(`Login:      ${c.email} / ${c.password}`);
  }
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
