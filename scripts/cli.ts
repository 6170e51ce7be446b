import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { createApiToken } from "../lib/auth/api-tokens";
import { issueOperatorToken } from "../lib/auth/operator-tokens";
import { createTenant } from "../lib/tenants/create-tenant";
import { getDb, schema } from "../db/client";
import { eq, sql } from "drizzle-orm";

const usage = `Usage:
  npm run cli -- tenant create --name "Acme" [--json]
  npm run cli -- token create --tenant <tenant id> [--json]
  npm run cli -- tenant set-rewards --tenant <tenant id> --enabled true|false [--json]
  npm run cli -- operator-token create --tenant <tenant id> [--json]   (extension: edits content for an hour)`;

class UsageError extends Error {}

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
  const [resource, action] = args;
  const asJson = args.includes("--json");
  if (resource === "tenant" && action === "create") {
    const name = option(args, "--name")?.trim();
    if (!name) throw new UsageError("tenant create needs --name.");
    if (name.length > 200) throw new UsageError("--name must be at most 200 characters.");
    await migrateDatabase();
    const { tenantId, apiToken, slug } = await createTenant({ name });
    console.log(asJson ? JSON.stringify({ tenantId, apiToken }) : `Created tenant "${name}" (${slug})\nTenant id: ${tenantId}\nAPI token: ${apiToken}`);
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
  if (resource === "operator-token" && action === "create") {
    const tenantId = await existingTenantId(args, "operator-token create");
    const { token, expiresAt } = await issueOperatorToken({ tenantId });
    console.log(asJson ? JSON.stringify({ operatorToken: token, expiresAt }) : `Operator token (valid until ${expiresAt}): ${token}`);
    return;
  }
  throw new UsageError(resource ? `Unknown command: ${args.filter((a) => !a.startsWith("--")).slice(0, 2).join(" ")}` : "No command given.");
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
  await closeDb();
}
