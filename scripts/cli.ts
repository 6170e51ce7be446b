import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { createApiToken, stableApiToken } from "../lib/auth/api-tokens";
import { issueOperatorToken } from "../lib/auth/operator-tokens";
import { createTenant } from "../lib/tenants/create-tenant";
import { getDb, schema } from "../db/client";
import { eq, sql } from "drizzle-orm";

const usage = `Usage:
  npm run cli -- tenant create --name "Acme" [--json]
  npm run cli -- token create --tenant <tenant id> [--json]
  npm run cli -- token show [--tenant <tenant id>] [--json]            (the stable token npm start prints; demo store by default)
  npm run cli -- tenant set-rewards --tenant <tenant id> --enabled true|false [--json]
  npm run cli -- operator-token create --tenant <tenant id> [--json]   (extension: edits content for an hour)
  npm run cli -- billing run [--now ISO] [--tenant <tenant id>] [--json]  (one billing pass; --now needs BILLING_CLOCK_OVERRIDE=true)
  npm run cli -- --help

With the embedded database, run these while the server is stopped (the database has one owner at a time).
With DATABASE_URL naming a database server, set the server's AUTH_SECRET too.`;

class UsageError extends Error {}

/** The flags each command takes (all take --json); anything else is refused rather than ignored. */
const commandFlags: Record<string, string[]> = {
  "tenant create": ["--name"],
  "token create": ["--tenant"],
  "token show": ["--tenant"],
  "tenant set-rewards": ["--tenant", "--enabled"],
  "operator-token create": ["--tenant"],
  "billing run": ["--now", "--tenant"],
};

function checkArgs(args: string[]): void {
  const positional: string[] = [];
  const command = args
    .filter((a) => !a.startsWith("-"))
    .slice(0, 2)
    .join(" ");
  const allowed = commandFlags[command];
  if (!allowed) {
    throw new UsageError(command ? `Unknown command: ${command}` : "No command given.");
  }
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--json") continue;
    if (a.startsWith("-")) {
      if (!allowed.includes(a))
        throw new UsageError(`Unknown option ${a} for "${command}" (it takes ${[...allowed, "--json"].join(", ")}).`);
      i++; // its value (checked by option())
      continue;
    }
    positional.push(a);
  }
  if (positional.length > 2) throw new UsageError(`Unexpected argument "${positional[2]}" for "${command}".`);
}

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value.`);
  return value;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads --tenant, checks it is a UUID, applies migrations and checks that the tenant exists. */
async function existingTenantId(args: string[], command: string): Promise<string> {
  const tenantId = option(args, "--tenant");
  if (!tenantId) throw new UsageError(`${command} needs --tenant <tenant id>.`);
  if (!uuidPattern.test(tenantId)) throw new UsageError(`--tenant must be a tenant id (a UUID), got "${tenantId}".`);
  await migrateDatabase();
  const db = await getDb();
  const [tenant] = await db.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, tenantId));
  if (!tenant) throw new UsageError(`No tenant has the id ${tenantId}.`);
  return tenantId;
}

async function main(args: string[]): Promise<void> {
  if (args.length === 0 || args.some((a) => a === "--help" || a === "-h" || a === "help")) {
    console.log(usage);
    return;
  }
  checkArgs(args);
  const [resource, action] = args.filter((a) => !a.startsWith("-"));
  const asJson = args.includes("--json");
  if (resource === "tenant" && action === "create") {
    const name = option(args, "--name")?.trim();
    if (!name) throw new UsageError("tenant create needs --name.");
    if (name.length > 200) throw new UsageError("--name must be at most 200 characters.");
    await migrateDatabase();
    const { tenantId, apiToken, slug } = await createTenant({ name });
    console.log(
      asJson
        ? JSON.stringify({ tenantId, apiToken })
        : `Created tenant "${name}" (${slug})\nTenant id: ${tenantId}\nAPI token: ${apiToken}`,
    );
    return;
  }
  if (resource === "tenant" && action === "set-rewards") {
    const tenantId = option(args, "--tenant");
    const enabled = option(args, "--enabled");
    if (!tenantId) throw new UsageError("tenant set-rewards needs --tenant <tenant id>.");
    if (!uuidPattern.test(tenantId)) throw new UsageError(`--tenant must be a tenant id (a UUID), got "${tenantId}".`);
    if (enabled !== "true" && enabled !== "false") throw new UsageError("tenant set-rewards needs --enabled true or --enabled false.");
    await migrateDatabase();
    const db = await getDb();
    const [tenant] = await db
      .update(schema.tenants)
      .set({ rewardsEnabled: enabled === "true", updatedAt: sql`now()` })
      .where(eq(schema.tenants.id, tenantId))
      .returning({ id: schema.tenants.id, rewardsEnabled: schema.tenants.rewardsEnabled });
    if (!tenant) throw new UsageError(`No tenant has the id ${tenantId}.`);
    console.log(
      asJson
        ? JSON.stringify({ tenantId: tenant.id, rewardsEnabled: tenant.rewardsEnabled })
        : `Rewards programme ${tenant.rewardsEnabled ? "enabled" : "disabled"} for tenant ${tenant.id}.`,
    );
    return;
  }
  if (resource === "token" && action === "create") {
    const tenantId = await existingTenantId(args, "token create");
    const apiToken = await createApiToken({ tenantId });
    console.log(asJson ? JSON.stringify({ apiToken }) : `API token: ${apiToken}`);
    return;
  }
  if (resource === "token" && action === "show") {
    const given = option(args, "--tenant");
    if (given !== undefined && !uuidPattern.test(given)) throw new UsageError(`--tenant must be a tenant id (a UUID), got "${given}".`);
    await migrateDatabase();
    const db = await getDb();
    const t = schema.tenants;
    const [tenant] = await db
      .select({ id: t.id, slug: t.slug, name: t.name })
      .from(t)
      .where(given ? eq(t.id, given) : eq(t.slug, "demo"))
      .limit(1);
    if (!tenant) throw new UsageError(given ? `No tenant has the id ${given}.` : "There is no demo store; give --tenant <tenant id>.");
    const apiToken = await stableApiToken({ tenantId: tenant.id, name: tenant.slug === "demo" ? "demo" : "cli" });
    console.log(asJson ? JSON.stringify({ tenantId: tenant.id, apiToken }) : `API token (${tenant.name}): ${apiToken}`);
    return;
  }
  if (resource === "operator-token" && action === "create") {
    const tenantId = await existingTenantId(args, "operator-token create");
    const { token, expiresAt } = await issueOperatorToken({ tenantId });
    console.log(asJson ? JSON.stringify({ operatorToken: token, expiresAt }) : `Operator token (valid until ${expiresAt}): ${token}`);
    return;
  }
  if (resource === "billing" && action === "run") {
    const tenantId = option(args, "--tenant") === undefined ? undefined : await existingTenantId(args, "billing run");
    const now = option(args, "--now");
    if (now !== undefined && Number.isNaN(Date.parse(now))) throw new UsageError(`--now must be an ISO 8601 date and time, got "${now}".`);
    await migrateDatabase();
    const { runBillingClock } = await import("../lib/billing/run-billing-clock");
    const report = await runBillingClock({ tenantId, now: now === undefined ? undefined : new Date(now).toISOString() });
    console.log(
      asJson
        ? JSON.stringify(report)
        : `Billing pass: ${report.renewed} renewed, ${report.failed} failed, ${report.retried} retried, ${report.skipped} skipped.`,
    );
    return;
  }
  throw new UsageError(
    resource
      ? `Unknown command: ${args
          .filter((a) => !a.startsWith("--"))
          .slice(0, 2)
          .join(" ")}`
      : "No command given.",
  );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`Error: ${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await closeDb().catch(() => {});
}
