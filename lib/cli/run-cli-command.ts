import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { createApiToken, stableApiToken } from "../auth/api-tokens";
import { issueOperatorToken } from "../auth/operator-tokens";
import { createTenant } from "../tenants/create-tenant";
import { CliInputError, type CliCommand, type CliResult } from "./schemas";

async function existingTenant(tenantId: string): Promise<void> {
  const db = await getDb();
  const [tenant] = await db.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, tenantId));
  if (!tenant) throw new CliInputError(`No tenant has the id ${tenantId}.`);
}

/**
 * Runs one operator command against the database this process holds: `npm run cli` itself when it may open the
 * database, or the running server on its behalf (the embedded database has one owner at a time).
 */
export async function runCliCommand(command: CliCommand): Promise<CliResult> {
  switch (command.command) {
    case "tenant create": {
      const { tenantId, apiToken, slug } = await createTenant({ name: command.name });
      return { command: command.command, tenantId, slug, name: command.name, apiToken };
    }
    case "tenant set-rewards": {
      const db = await getDb();
      const [tenant] = await db
        .update(schema.tenants)
        .set({ rewardsEnabled: command.enabled, updatedAt: sql`now()` })
        .where(eq(schema.tenants.id, command.tenantId))
        .returning({ id: schema.tenants.id, rewardsEnabled: schema.tenants.rewardsEnabled });
      if (!tenant) throw new CliInputError(`No tenant has the id ${command.tenantId}.`);
      return { command: command.command, tenantId: tenant.id, rewardsEnabled: tenant.rewardsEnabled };
    }
    case "token create": {
      await existingTenant(command.tenantId);
      return { command: command.command, apiToken: await createApiToken({ tenantId: command.tenantId }) };
    }
    case "token show": {
      const db = await getDb();
      const t = schema.tenants;
      const [tenant] = await db
        .select({ id: t.id, slug: t.slug, name: t.name })
        .from(t)
        .where(command.tenantId ? eq(t.id, command.tenantId) : eq(t.slug, "demo"))
        .limit(1);
      if (!tenant)
        throw new CliInputError(
          command.tenantId ? `No tenant has the id ${command.tenantId}.` : "There is no demo store; give --tenant <tenant id>.",
        );
      const apiToken = await stableApiToken({ tenantId: tenant.id, name: tenant.slug === "demo" ? "demo" : "cli" });
      return { command: command.command, tenantId: tenant.id, name: tenant.name, apiToken };
    }
    case "operator-token create": {
      await existingTenant(command.tenantId);
      const { token, expiresAt } = await issueOperatorToken({ tenantId: command.tenantId });
      return { command: command.command, operatorToken: token, expiresAt };
    }
    case "billing run": {
      if (command.tenantId) await existingTenant(command.tenantId);
      // Loaded only for this command: the billing modules are server-only.
      const { runBillingClock } = await import("../billing/run-billing-clock");
      const report = await runBillingClock({ tenantId: command.tenantId, now: command.now });
      return { command: command.command, report };
    }
    case "db migrate": {
      await migrateDatabase();
      return { command: command.command };
    }
  }
}
