import { asc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { createApiToken, stableApiToken } from "../auth/api-tokens";
import { issueOperatorToken } from "../auth/operator-tokens";
import { normaliseOriginList, originLimits, parseOriginPattern } from "../tenants/origin-patterns";
import { createStaff } from "../staff/create-staff";
import { createStaffInput } from "../staff/schemas";
import { InvalidInputError } from "../errors/domain";
import { listOutbox } from "../mail/list-outbox";
import { createTenant } from "../tenants/create-tenant";
import { listTenants } from "../tenants/list-tenants";
import { setStoreDomains } from "../tenants/store-domains";
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
      const created = await createTenant({
        name: command.name,
        country: command.country,
        currency: command.currency,
        demo: command.demo,
        extraCustomers: command.extraCustomers,
      }).catch((error: unknown) => {
        // A bad --country or --currency is the command's input error (exit 2, with the usage).
        if (error instanceof InvalidInputError) throw new CliInputError(Object.values(error.errors).flat().join("\n"));
        throw error;
      });
      return { command: command.command, name: command.name, ...created };
    }
    case "tenant list":
      return { command: command.command, tenants: await listTenants() };
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
    case "tenant set-cors": {
      await existingTenant(command.tenantId);
      const refused = command.origins.flatMap((entry) => {
        const parsed = parseOriginPattern(entry);
        return parsed.ok ? [] : [`--origins: "${entry}" ${parsed.reason}.`];
      });
      if (refused.length) throw new CliInputError(refused.join("\n"));
      const checked = normaliseOriginList(command.origins);
      if (!checked.ok) throw new CliInputError(`--origins: at most ${originLimits.entries} origins per store.`);
      // Loaded only for this command: it drops the server's cached lists (when the server runs it, at once).
      const { setTenantCorsOrigins } = await import("../tenants/cors-origins");
      const origins = await setTenantCorsOrigins({ tenantId: command.tenantId, origins: checked.origins });
      return { command: command.command, tenantId: command.tenantId, origins };
    }
    case "tenant set-domains": {
      await existingTenant(command.tenantId);
      const domains = await setStoreDomains({ tenantId: command.tenantId, domains: command.domains }).catch((error: unknown) => {
        if (error instanceof InvalidInputError) throw new CliInputError(Object.values(error.errors).flat().join("\n"));
        throw error;
      });
      return { command: command.command, tenantId: command.tenantId, domains };
    }
    case "token create": {
      await existingTenant(command.tenantId);
      const isPrivate = command.private === true;
      const apiToken = await createApiToken({ tenantId: command.tenantId, name: isPrivate ? "private" : "default", isPrivate });
      return { command: command.command, apiToken, private: isPrivate };
    }
    case "token list": {
      await existingTenant(command.tenantId);
      const db = await getDb();
      const a = schema.apiTokens;
      const rows = await db
        .select({ id: a.id, name: a.name, private: a.private, createdAt: a.createdAt, revokedAt: a.revokedAt })
        .from(a)
        .where(eq(a.tenantId, command.tenantId))
        .orderBy(asc(a.createdAt), asc(a.id));
      return { command: command.command, tenantId: command.tenantId, tokens: rows };
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
      return { command: command.command, tenantId: tenant.id, name: tenant.name, apiToken, private: false };
    }
    case "operator-token create": {
      await existingTenant(command.tenantId);
      const { token, expiresAt } = await issueOperatorToken({ tenantId: command.tenantId });
      return { command: command.command, operatorToken: token, expiresAt };
    }
    case "staff create": {
      await existingTenant(command.tenantId);
      const parsed = createStaffInput.safeParse({
        email: command.email,
        password: command.password,
        role: command.role,
        name: command.name ?? command.email.split("@")[0],
      });
      if (!parsed.success)
        throw new CliInputError(parsed.error.issues.map((issue) => `--${String(issue.path[0] ?? "input")}: ${issue.message}`).join("\n"));
      const staff = await createStaff({ tenantId: command.tenantId, input: parsed.data });
      return { command: command.command, tenantId: command.tenantId, staffId: staff.id, email: staff.email, role: staff.role };
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
    case "payments check": {
      await existingTenant(command.tenantId);
      const { checkSandboxLedger } = await import("../payments/gateways/check-sandbox-ledger");
      return { command: command.command, tenantId: command.tenantId, check: await checkSandboxLedger(command) };
    }
    case "mail outbox": {
      await existingTenant(command.tenantId);
      return { command: command.command, tenantId: command.tenantId, mails: await listOutbox(command) };
    }
  }
}
