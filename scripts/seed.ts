import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedLargeStore } from "../db/seed/large-store";
import { seedStore } from "../db/seed/seed-store";
import path from "node:path";
import { runningServer } from "../lib/cli/forward-cli-command";
import { getEnv } from "../lib/env";
import { checkDatabaseServer, oneLine } from "./support/database-check";
import { loadEnvFile } from "./support/env-file.mjs";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const valueOf = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

type Summary = { tenantId: string; apiToken: string; customers: { email: string; password: string }[]; changed: string[] };

function print(summary: Summary, heading: string): void {
  if (asJson) {
    const { changed: _changed, ...rest } = summary;
    console.log(JSON.stringify(rest));
    return;
  }
  console.log(heading);
  console.log(`Tenant id:  ${summary.tenantId}`);
  console.log(`API token:  ${summary.apiToken}`);
  for (const c of summary.customers) console.log(`Login:      ${c.email} / ${c.password}`);
  if (summary.changed.length) console.log(`Not shown:  ${summary.changed.join(", ")} (password changed since seeding)`);
}

type Store = { tenantId: string; apiToken: string; customers: { email: string; password: string; passwordWorks?: boolean }[] };
const summarise = (store: Store): Summary => ({
  tenantId: store.tenantId,
  apiToken: store.apiToken,
  customers: store.customers.filter((c) => c.passwordWorks !== false).map(({ email, password }) => ({ email, password })),
  changed: store.customers.filter((c) => c.passwordWorks === false).map((c) => c.email),
});

async function seedDemo(): Promise<void> {
  const slug = valueOf("--tenant-slug") ?? "demo";
  const name = valueOf("--tenant-name") ?? (slug === "demo" ? "Northwind Roasters" : slug);
  const extraCustomers = Number(valueOf("--extra-customers") ?? "0");
  if (!Number.isInteger(extraCustomers) || extraCustomers < 0 || extraCustomers > 500)
    throw new Error("--extra-customers must be a whole number from 0 to 500");
  const rewardsEnabled = !args.includes("--rewards-disabled");
  const store = await seedStore({ slug, name, extraCustomers, rewardsEnabled });
  print(summarise(store), `Demo store "${name}" is ready.`);
}

/** `--size large`: the large benchmark store (docs/PERFORMANCE.md), generated once and reused afterwards. */
async function seedLarge(): Promise<void> {
  const started = Date.now();
  const store = await seedLargeStore({ progress: !args.includes("--no-progress") });
  const how = store.created ? `generated in ${((Date.now() - started) / 1000).toFixed(1)} s` : "already present, left unchanged";
  print(summarise(store), `Large store "Large Benchmark Store" ${how}.`);
}

try {
  loadEnvFile();
  const env = getEnv();
  const server = env.databaseDriver === "pglite" ? runningServer(path.dirname(env.pgliteDir)) : undefined;
  if (server)
    throw new Error(
      `the embedded database is held by the running server (process ${server.pid}, since ${server.since}), which loaded the ` +
        `demo store when it first started: npm run cli -- token show prints its tenant id and API token. ` +
        `To seed, stop the server (Ctrl+C in its terminal) and run npm run db:seed again.`,
    );
  await checkDatabaseServer();
  await migrateDatabase();
  const size = valueOf("--size") ?? "demo";
  if (size !== "demo" && size !== "large") throw new Error("--size must be demo or large");
  await (size === "large" ? seedLarge() : seedDemo());
} catch (error) {
  console.error(`Seeding failed: ${oneLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => {});
}
