/**
 * `npm run cli`'s command line: its usage, the parser into a command object (the one the running server takes) and the
 * printer of a command's result. Pure: scripts/cli.ts runs the command, the tests' helper (tests/support/cli.ts)
 * sends it to the server under test.
 */
import type { CliCommand, CliResult } from "./schemas";

export const cliUsage = `Usage:
  npm run cli -- tenant create --name "Acme" --country DE [--currency EUR] [--json]
                                     (a store that sells at once: a primary market for the country in its currency, its
                                      standard tax rate, one delivery rate, an API token)
  npm run cli -- tenant create --name "Acme" --demo [--extra-customers N] [--json]
                                                                    (a store loaded with the demo data, as db:seed loads it)
  npm run cli -- tenant list [--json]                               (the stores: id, name, slug, primary market, created)
  npm run cli -- token create --tenant <tenant id> [--private] [--json]
                                     (--private: for a server-side storefront; it may send X-Buyer-IP; keep it off browsers)
  npm run cli -- token show [--tenant <tenant id>] [--json]            (the stable token npm start prints; demo store by default)
  npm run cli -- token list --tenant <tenant id> [--json]             (the store's API tokens: public or private, revoked)
  npm run cli -- tenant set-rewards --tenant <tenant id> --enabled true|false [--json]
  npm run cli -- tenant set-cors --tenant <tenant id> --origins "https://shop.example.com,https://*.example.dev" [--json]
                                     (browser origins allowed with this store's tokens, beside CORS_ORIGINS; --origins "" clears)
  npm run cli -- tenant set-domains --tenant <tenant id> --domains "shop.example.com,www.shop.example.com" [--json]
                                     (host names whose requests show this store's storefront and back office; "" clears)
  npm run cli -- operator-token create --tenant <tenant id> [--json]   (extension: edits content for an hour)
  npm run cli -- staff create --tenant <tenant id> --email <e-mail> --password <password> --role owner|staff [--name <name>] [--json]
                                     (a back-office login at /admin; owners also change settings, staff and refunds)
  npm run cli -- billing run [--now ISO] [--tenant <tenant id>] [--json]  (one billing pass; --now needs BILLING_CLOCK_OVERRIDE=true)
  npm run cli -- payments check --tenant <tenant id> [--email <guest e-mail>] [--json]
                                     (the sandbox gateway's ledger against the store's orders: charges without an order,
                                     authorisations left open, refunds the store does not show; all zero when sound)
  npm run cli -- mail outbox --tenant <tenant id> [--to <e-mail>] [--subject <text>] [--json]
                                     (the store's last 100 mails, or those to one address or with that in the subject:
                                     sent, waiting for a retry or given up, with the attempts and the last error)
  npm run cli -- --help

npm start prints the demo store's tenant id and API token. On the embedded database these commands work whether
the server runs or not: a running server (npm start) runs them for you, on this machine only. With DATABASE_URL
naming a database server, use the server's AUTH_SECRET (keep both in .env.storefront, which the commands read).`;

/** A command line that is not a command: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** The flags each command takes (all take --json); anything else is refused rather than ignored. */
const commandFlags: Record<string, string[]> = {
  "tenant create": ["--name", "--country", "--currency", "--demo", "--extra-customers"],
  "tenant list": [],
  "token create": ["--tenant", "--private"],
  "token show": ["--tenant"],
  "token list": ["--tenant"],
  "tenant set-rewards": ["--tenant", "--enabled"],
  "tenant set-cors": ["--tenant", "--origins"],
  "tenant set-domains": ["--tenant", "--domains"],
  "operator-token create": ["--tenant"],
  "billing run": ["--now", "--tenant"],
  "staff create": ["--tenant", "--email", "--password", "--role", "--name"],
  "payments check": ["--tenant", "--email"],
  "mail outbox": ["--tenant", "--to", "--subject"],
};

function checkArgs(args: string[]): string {
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
    if (a === "--json" || ((a === "--private" || a === "--demo") && allowed.includes(a))) continue; // flags without a value
    if (a.startsWith("-")) {
      if (!allowed.includes(a))
        throw new UsageError(`Unknown option ${a} for "${command}" (it takes ${[...allowed, "--json"].join(", ")}).`);
      i++; // its value (checked by option())
      continue;
    }
    positional.push(a);
  }
  if (positional.length > 2) throw new UsageError(`Unexpected argument "${positional[2]}" for "${command}".`);
  return command;
}

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value.`);
  return value;
}

/** A comma-separated list ("" is the empty list). */
function listOption(args: string[], flag: string): string[] | undefined {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value ("" for none).`);
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantOption(args: string[], command: string, required: true): string;
function tenantOption(args: string[], command: string, required: false): string | undefined;
function tenantOption(args: string[], command: string, required: boolean): string | undefined {
  const tenantId = option(args, "--tenant");
  if (tenantId === undefined) {
    if (required) throw new UsageError(`${command} needs --tenant <tenant id>.`);
    return undefined;
  }
  if (!uuidPattern.test(tenantId)) throw new UsageError(`--tenant must be a tenant id (a UUID), got "${tenantId}".`);
  return tenantId;
}

/** The command line as a command object (the same the running server takes), or a UsageError. */
export function parseCliArgs(args: string[]): CliCommand {
  const command = checkArgs(args);
  switch (command) {
    case "tenant create": {
      const name = option(args, "--name")?.trim();
      if (!name) throw new UsageError("tenant create needs --name.");
      if (name.length > 200) throw new UsageError("--name must be at most 200 characters.");
      const demo = args.includes("--demo");
      const country = option(args, "--country")?.trim();
      const currency = option(args, "--currency")?.trim();
      if (!demo && !country) throw new UsageError("tenant create needs --country <ISO country code> (or --demo for the demo store).");
      if (demo && (country || currency))
        throw new UsageError("--demo loads the demo store's own markets: leave out --country and --currency.");
      if (country !== undefined && !/^[A-Za-z]{2}$/.test(country))
        throw new UsageError(`--country must be a two-letter country code, got "${country}".`);
      if (currency !== undefined && !/^[A-Za-z]{3}$/.test(currency))
        throw new UsageError(`--currency must be a three-letter currency code, got "${currency}".`);
      const extra = option(args, "--extra-customers");
      if (extra !== undefined && !demo) throw new UsageError("--extra-customers adds sample customers to a --demo store only.");
      if (extra !== undefined && !(/^\d{1,3}$/.test(extra) && Number(extra) <= 100))
        throw new UsageError(`--extra-customers must be a whole number from 0 to 100, got "${extra}".`);
      const extraCustomers = extra === undefined ? undefined : Number(extra);
      return { command, name, ...(demo ? { demo, extraCustomers } : { country, currency }) };
    }
    case "tenant list":
      return { command };
    case "tenant set-rewards": {
      const tenantId = tenantOption(args, command, true);
      const enabled = option(args, "--enabled");
      if (enabled !== "true" && enabled !== "false") throw new UsageError("tenant set-rewards needs --enabled true or --enabled false.");
      return { command, tenantId, enabled: enabled === "true" };
    }
    case "tenant set-cors": {
      const tenantId = tenantOption(args, command, true);
      const origins = listOption(args, "--origins");
      if (origins === undefined) throw new UsageError('tenant set-cors needs --origins <origin,origin…> (--origins "" clears the list).');
      return { command, tenantId, origins };
    }
    case "tenant set-domains": {
      const tenantId = tenantOption(args, command, true);
      const domains = listOption(args, "--domains");
      if (domains === undefined) throw new UsageError('tenant set-domains needs --domains <host,host…> (--domains "" clears them).');
      return { command, tenantId, domains };
    }
    case "token create":
      return { command, tenantId: tenantOption(args, command, true), private: args.includes("--private") };
    case "token list":
    case "operator-token create":
      return { command, tenantId: tenantOption(args, command, true) };
    case "token show":
      return { command, tenantId: tenantOption(args, command, false) };
    case "staff create": {
      const tenantId = tenantOption(args, command, true);
      const email = option(args, "--email");
      const password = option(args, "--password");
      const role = option(args, "--role");
      if (!email || !password || !role) throw new UsageError("staff create needs --email, --password and --role owner|staff.");
      if (role !== "owner" && role !== "staff") throw new UsageError(`--role must be owner or staff, got "${role}".`);
      return { command, tenantId, email, password, role, name: option(args, "--name") };
    }
    case "billing run": {
      const now = option(args, "--now");
      if (now !== undefined && Number.isNaN(Date.parse(now)))
        throw new UsageError(`--now must be an ISO 8601 date and time, got "${now}".`);
      return { command, tenantId: tenantOption(args, command, false), now: now === undefined ? undefined : new Date(now).toISOString() };
    }
    case "payments check": {
      const email = option(args, "--email");
      if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email))
        throw new UsageError(`--email must be an e-mail address, got "${email}".`);
      return { command, tenantId: tenantOption(args, command, true), email };
    }
    case "mail outbox": {
      const to = option(args, "--to");
      if (to !== undefined && !/^[^\s@]+@[^\s@]+$/.test(to)) throw new UsageError(`--to must be an e-mail address, got "${to}".`);
      const subject = option(args, "--subject");
      if (subject === "") throw new UsageError("--subject needs a text to look for.");
      return { command, tenantId: tenantOption(args, command, true), to, subject };
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

export function describeCliResult(result: CliResult, asJson: boolean): string | undefined {
  switch (result.command) {
    case "tenant create":
      return asJson
        ? JSON.stringify({
            tenantId: result.tenantId,
            apiToken: result.apiToken,
            slug: result.slug,
            marketId: result.marketId,
            currencyCode: result.currencyCode,
            ...(result.customers ? { customers: result.customers } : {}),
          })
        : `Created tenant "${result.name}" (${result.slug}), selling in ${result.currencyCode}\nTenant id: ${result.tenantId}\nAPI token: ${result.apiToken}`;
    case "tenant list":
      return asJson
        ? JSON.stringify({ tenants: result.tenants })
        : result.tenants
            .map(
              (t) =>
                `${t.id}  ${t.name} (${t.slug})  ${t.market ?? "no market"}${t.currencyCode ? ` ${t.currencyCode}` : ""}  created ${t.createdAt}` +
                (t.domains.length ? `  on ${t.domains.join(", ")}` : ""),
            )
            .join("\n") || "No stores.";
    case "tenant set-rewards":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, rewardsEnabled: result.rewardsEnabled })
        : `Rewards programme ${result.rewardsEnabled ? "enabled" : "disabled"} for tenant ${result.tenantId}.`;
    case "tenant set-cors":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, origins: result.origins })
        : result.origins.length
          ? `CORS origins of tenant ${result.tenantId}: ${result.origins.join(", ")}`
          : `CORS origins of tenant ${result.tenantId} cleared (CORS_ORIGINS still applies).`;
    case "tenant set-domains":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, domains: result.domains })
        : result.domains.length
          ? `Host names of tenant ${result.tenantId}: ${result.domains.join(", ")}`
          : `Host names of tenant ${result.tenantId} cleared (it is shown only where STOREFRONT_TENANT names it).`;
    case "token create":
      return asJson
        ? JSON.stringify({ apiToken: result.apiToken, private: result.private })
        : result.private
          ? `Private API token (keep it on your server; it may send X-Buyer-IP): ${result.apiToken}`
          : `API token (public): ${result.apiToken}`;
    case "token show":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, apiToken: result.apiToken, private: result.private })
        : `Tenant id (${result.name}): ${result.tenantId}\nAPI token (${result.name}, public): ${result.apiToken}`;
    case "token list":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, tokens: result.tokens })
        : result.tokens
            .map(
              (t) =>
                `${t.id}  ${t.private ? "private" : "public "}  ${t.name}  created ${t.createdAt}${t.revokedAt ? `  revoked ${t.revokedAt}` : ""}`,
            )
            .join("\n") || "No API tokens.";
    case "operator-token create":
      return asJson
        ? JSON.stringify({ operatorToken: result.operatorToken, expiresAt: result.expiresAt })
        : `Operator token (valid until ${result.expiresAt}): ${result.operatorToken}`;
    case "staff create":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, staffId: result.staffId, email: result.email, role: result.role })
        : `Staff member ${result.email} (${result.role}) can sign in at /admin/login.`;
    case "billing run":
      return asJson
        ? JSON.stringify(result.report)
        : `Billing pass: ${result.report.renewed} renewed, ${result.report.failed} failed, ${result.report.retried} retried, ${result.report.skipped} skipped.`;
    case "payments check": {
      const c = result.check;
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, ...c })
        : `Sandbox ledger of tenant ${result.tenantId}: ${c.orders} orders, ${c.captures} captures; ${c.chargedWithoutOrder} charged without an order, ${c.capturedTwice} captured twice, ${c.openAuthorisations} authorisations neither captured nor voided, ${c.refundsNotRecorded} refunds not recorded.`;
    }
    case "mail outbox":
      return asJson
        ? JSON.stringify({ tenantId: result.tenantId, mails: result.mails })
        : result.mails
            .map(
              (m) =>
                `${m.createdAt}  ${m.status.padEnd(7)}  ${m.attempts} ${m.attempts === 1 ? "attempt " : "attempts"}  ${m.to}  ${m.subject}` +
                (m.status === "pending" ? `  (next attempt ${m.nextAttemptAt})` : "") +
                (m.lastError ? `\n    last error: ${m.lastError}` : ""),
            )
            .join("\n") || "No mail.";
    case "db migrate":
      return undefined;
  }
}
