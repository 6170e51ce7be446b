import { z } from "zod";
import type { BillingPassReport } from "../billing/run-billing-pass";
import { InvalidInputError } from "../errors/domain";
import type { SandboxLedgerCheck } from "../payments/gateways/check-sandbox-ledger";
import type { OutboxMailRow } from "../mail/list-outbox";
import type { TenantRow } from "../tenants/list-tenants";

/** One operator command, as `npm run cli` parsed it; the running server runs the same object (lib/cli/serve-cli-request.ts). */
export const cliCommand = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("tenant create"),
    name: z.string().trim().min(1).max(200),
    country: z.string().max(10).optional(),
    currency: z.string().max(10).optional(),
    demo: z.boolean().optional(),
    extraCustomers: z.number().int().min(0).max(100).optional(),
  }),
  z.object({ command: z.literal("tenant list") }),
  z.object({ command: z.literal("tenant set-rewards"), tenantId: z.uuid(), enabled: z.boolean() }),
  z.object({ command: z.literal("tenant set-cors"), tenantId: z.uuid(), origins: z.array(z.string().max(2000)).max(200) }),
  z.object({ command: z.literal("tenant set-domains"), tenantId: z.uuid(), domains: z.array(z.string().max(300)).max(200) }),
  z.object({ command: z.literal("token create"), tenantId: z.uuid(), private: z.boolean().optional() }),
  z.object({ command: z.literal("token show"), tenantId: z.uuid().optional() }),
  z.object({ command: z.literal("token list"), tenantId: z.uuid() }),
  z.object({ command: z.literal("operator-token create"), tenantId: z.uuid() }),
  z.object({
    command: z.literal("staff create"),
    tenantId: z.uuid(),
    email: z.string().max(1000),
    password: z.string().max(1000),
    role: z.string().max(20),
    name: z.string().max(200).optional(),
  }),
  z.object({ command: z.literal("billing run"), tenantId: z.uuid().optional(), now: z.iso.datetime().optional() }),
  z.object({ command: z.literal("db migrate") }),
  z.object({ command: z.literal("payments check"), tenantId: z.uuid(), email: z.email().optional() }),
  z.object({
    command: z.literal("mail outbox"),
    tenantId: z.uuid(),
    to: z.string().trim().min(1).max(1000).optional(),
    subject: z.string().min(1).max(1000).optional(),
  }),
]);
export type CliCommand = z.infer<typeof cliCommand>;

/** What a command answers; the CLI prints it as text, or as JSON with --json. */
export type CliResult =
  | {
      command: "tenant create";
      tenantId: string;
      slug: string;
      name: string;
      apiToken: string;
      marketId: string | null;
      currencyCode: string;
      customers?: string[];
    }
  | { command: "tenant list"; tenants: TenantRow[] }
  | { command: "tenant set-rewards"; tenantId: string; rewardsEnabled: boolean }
  | { command: "tenant set-cors"; tenantId: string; origins: string[] }
  | { command: "tenant set-domains"; tenantId: string; domains: string[] }
  | { command: "token create"; apiToken: string; private: boolean }
  | { command: "token show"; tenantId: string; name: string; apiToken: string; private: boolean }
  | { command: "token list"; tenantId: string; tokens: CliTokenRow[] }
  | { command: "operator-token create"; operatorToken: string; expiresAt: string }
  | { command: "staff create"; tenantId: string; staffId: string; email: string; role: string }
  | { command: "billing run"; report: BillingPassReport }
  | { command: "db migrate" }
  | { command: "payments check"; tenantId: string; check: SandboxLedgerCheck }
  | { command: "mail outbox"; tenantId: string; mails: OutboxMailRow[] };

/** One API token of a store, as `token list` shows it (never the token itself: only its hash is kept). */
export type CliTokenRow = { id: string; name: string; private: boolean; createdAt: string; revokedAt: string | null };

/** A command that names something that is not there (a tenant id): 422 from the server; the CLI prints it with its usage, exit 2. */
export class CliInputError extends InvalidInputError {
  constructor(message: string) {
    super({ command: [message] });
  }
}
