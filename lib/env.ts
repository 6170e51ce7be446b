import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { allowedPrivateAddresses } from "./http/private-address";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString,
  DATABASE_DRIVER: z.enum(["pglite", "pg", "neon"]).optional(),
  DATA_DIR: z.string().default(".data"),
  AUTH_SECRET: optionalString,
  /** Public origin; unset, it follows PORT (http://localhost:PORT), so links and images match the port served. */
  APP_URL: optionalString.pipe(z.string().url().optional()),
  PORT: optionalString,
  ALLOWED_RETURN_ORIGINS: optionalString,
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: booleanFlag,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Storefront <no-reply@storefront.local>"),
  REDIS_URL: optionalString,
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** Overrides of the default limits: `login.address=50/60,search.address=120/60` (points/seconds). */
  RATE_LIMIT_RULES: optionalString,
  /** Client addresses never limited (comma-separated), e.g. a health checker; the test harness lists loopback. */
  RATE_LIMIT_EXEMPT: optionalString,
  /**
   * A request still unanswered after this long gets 503 with Retry-After (the database hangs, for example). The
   * promise is "within 5 s" as the client sees it; the timer starts in the handler, so 4 s leaves a second for
   * getting there and back on a busy machine (at 4.5 s, fault runs on a loaded 2-core box saw 4.75 s answers).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  OUTBOX_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  /** Polling interval of the outbox worker. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /** First retry delay of a failed delivery; doubles with each attempt (capped at an hour). */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Deliveries tried this many times are marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Keeps mail readable at /dev/mailbox when SMTP_URL is unset (the embedded quick start sets it). */
  DEV_MAILBOX: booleanFlag,
  STOREFRONT_TENANT: z.string().default("demo"),
  STOREFRONT_API_TOKEN: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Diagnostics: count SQL queries per request into an `x-query-count` response header (tests, N+1 checks). */
  QUERY_COUNT_HEADER: booleanFlag,
  /**
   * Tests and `npm run faults` only: honour `X-Fault: abandon-after-charge | kill-after-charge` on checkout, which
   * stops a checkout between the charge and the transaction that marks the order paid (as a crash would). A
   * production server (NODE_ENV=production, as `next start` runs) ignores it unless FAULT_INJECTION_IN_PRODUCTION
   * says a test harness started it (see faultInjectionSetting).
   */
  FAULT_INJECTION: booleanFlag,
  /** The test harness's explicit consent to FAULT_INJECTION on a production build: exactly `test-harness`. */
  FAULT_INJECTION_IN_PRODUCTION: z
    .enum(["test-harness", ""], { message: 'the only accepted value is "test-harness" (set by a test harness, never in a deployment)' })
    .optional()
    .transform((v) => v === "test-harness"),
  /**
   * Whether the sandbox payment provider (test cards, no real money) may take payments. Unset: yes on the embedded
   * database (the quick start, tests), no with a database server, where checkout and payment setups answer 503
   * `payments_not_configured` until a real provider is configured or this is `true` (see sandboxPaymentsAllowed).
   */
  PAYMENTS_SANDBOX: z.enum(["true", "false", "1", "0", ""]).optional(),
  /** How long seats put in a cart are held for the shopper (default 15 minutes). With FAULT_INJECTION, tests may
   *  shorten one hold with `X-Hold-Seconds`. */
  TICKET_HOLD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How long seats offered to the first in a waitlist's line are kept for them (default 24 hours). */
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * Reconciliation settles `pending_payment` orders and pending refunds older than this, whoever asks (a younger one
   * may still be mid-charge). A payment step is never sent later than REQUEST_TIMEOUT_MS after its record was
   * written, so this must exceed that deadline by a second at least (checked below).
   */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** How often the server reconciles by itself (0: never; `POST /operator/payments/reconcile` still does). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Tests and demos only: `POST /operator/billing/run {now}` and `npm run cli -- billing run --now` may bill as if it
   * were another moment. Off, a pass given `now` is refused with 422.
   */
  BILLING_CLOCK_OVERRIDE: booleanFlag,
  /**
   * The server's CLI endpoint (POST /api/cli: `npm run cli` commands run by the server, for this machine only):
   * `auto` (the default) on the embedded database, where the server holds the data directory; `on` with a database
   * server too (the test harness: its fixtures are made without starting a process per command); `off` never.
   */
  CLI_ENDPOINT: z.enum(["auto", "on", "off"]).default("auto"),
  /** Who runs billing passes and jobs by itself: this server (`in-process`, the default), or nobody (`off`: `npm run worker`). */
  BILLING_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  /** How often the worker runs a billing pass (due renewals, retries, reminders) and drains the job queue. */
  BILLING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Done jobs are deleted this many days after they finished (failed and dead ones after 30 days, or this if longer). */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Webhooks (lib/webhooks): deliver to private, loopback, link-local and unique-local addresses too (tests, local set-ups). */
  WEBHOOK_ALLOW_PRIVATE: booleanFlag,
  /** Who sends webhook deliveries: this server (`in-process`, the default), or nobody here (`off`: `npm run worker`). */
  WEBHOOK_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  /** How often the webhook worker looks for due deliveries (it is also nudged when an event is recorded). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** First retry delay of a failed delivery; doubles with each attempt (capped at an hour). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Deliveries tried this many times are marked failed. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** How long one delivery may take (connect, send, answer). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Product CSV imports (lib/media/fetch-image.ts): the private addresses an Image Src may be fetched from anyway.
   * Empty (the default): none, "true": any (local set-ups), or a comma-separated list of addresses and networks
   * ("127.0.0.1", "10.0.0.0/8"). Separate from WEBHOOK_ALLOW_PRIVATE: letting webhooks reach a local receiver should
   * not let anyone with a CSV make the server read the network it runs in.
   */
  IMAGE_FETCH_ALLOW_PRIVATE: z
    .string()
    .optional()
    .refine((v) => allowedPrivateAddresses(v) !== null, "a comma-separated list of IP addresses and networks, true or empty"),
  /** How long fetching one imported image may take, from connecting to its last byte. */
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Uploaded media in an S3-compatible bucket instead of the database: the service's address (path-style requests,
   * `{endpoint}/{bucket}/{key}`, as MinIO, Ceph, Garage, R2 and S3 take them) and the bucket; both or neither.
   */
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The benchmark's floor and diagnostic routes (/api/bench/*), off unless `npm run bench` starts the server. */
  BENCH_ROUTES: booleanFlag,
  /**
   * Measurement only (docs/PERFORMANCE.md, "Which cache layers earn their place"): a comma-separated list of the
   * server's cache layers to bypass (`tenant`: the tenant cache's data entries; `response`: the serialized answers;
   * `priced-cart`: the priced carts), so one build can be benched with each layer on and off. Unset in deployments.
   */
  BENCH_CACHE_LAYERS_OFF: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ACCOUNT_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 7),
});

type RawEnv = z.infer<typeof envSchema>;
export type Env = Omit<RawEnv, "APP_URL" | "PAYMENTS_SANDBOX"> & {
  APP_URL: string;
  /** FAULT_INJECTION as set, before faultInjectionSetting decided whether it is honoured (FAULT_INJECTION). */
  faultInjectionRequested: boolean;
  /** The sandbox payment provider may take payments here (sandboxPaymentsAllowed). */
  paymentsSandbox: boolean;
  databaseDriver: "pglite" | "pg" | "neon";
  pgliteDir: string;
  authSecret: string;
  allowedReturnOrigins: string[];
  corsOrigins: string[];
  rateLimitExempt: string[];
};

let cached: Env | undefined;

/**
 * Whether the checkout's test hooks (`X-Fault`, `X-Hold-Seconds`) are honoured. Outside production FAULT_INJECTION
 * decides; in production (every `next start`) only with FAULT_INJECTION_IN_PRODUCTION=test-harness beside it, which
 * the test harnesses set: a stray FAULT_INJECTION=true in a deployment turns nothing on (the server warns at start,
 * and `npm start` refuses it). Pure.
 */
export function faultInjectionSetting(input: {
  nodeEnv: string;
  requested: boolean;
  harnessConsent: boolean;
}): "off" | "on" | "ignored_in_production" {
  if (!input.requested) return "off";
  if (input.nodeEnv !== "production" || input.harnessConsent) return "on";
  return "ignored_in_production";
}

/**
 * Whether the sandbox payment provider may take payments: PAYMENTS_SANDBOX when set; unset, only on the embedded
 * database (the quick start and the tests), never by default with a database server, where a hand-made sandbox token
 * would otherwise pay for real goods. Pure.
 */
export function sandboxPaymentsAllowed(input: { databaseDriver: "pglite" | "pg" | "neon"; paymentsSandbox: string | undefined }): boolean {
  if (input.paymentsSandbox === "true" || input.paymentsSandbox === "1") return true;
  if (input.paymentsSandbox === "false" || input.paymentsSandbox === "0") return false;
  return input.databaseDriver === "pglite";
}

/** What the server says when it starts with these settings: test hooks on or ignored, payments not configured. */
export function startupWarnings(env: Env): { event: string; message: string }[] {
  const warnings: { event: string; message: string }[] = [];
  if (env.FAULT_INJECTION)
    warnings.push({
      event: "fault_injection_on",
      message:
        "FAULT_INJECTION is on: checkout honours X-Fault (it can stop a checkout after the charge) and X-Hold-Seconds. For test harnesses only; never in a deployment.",
    });
  else if (env.faultInjectionRequested)
    warnings.push({
      event: "fault_injection_ignored",
      message:
        "FAULT_INJECTION=true is ignored: this is a production server and FAULT_INJECTION_IN_PRODUCTION=test-harness is not set. Remove FAULT_INJECTION from the deployment's settings.",
    });
  if (!env.paymentsSandbox)
    warnings.push({
      event: "payments_not_configured",
      message:
        env.databaseDriver === "pglite"
          ? "Payments are off (PAYMENTS_SANDBOX=false): checkout and payment setups answer 503 payments_not_configured."
          : "No payment provider is configured: the sandbox (test cards, no real money) is off with a database server, so checkout and payment setups answer 503 payments_not_configured. Set PAYMENTS_SANDBOX=true only for a test or demo store.",
    });
  return warnings;
}

function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Embedded and development set-ups get a random secret kept in the data directory, so the quick start needs no configuration. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const raw = parsed.data;
  const databaseDriver = raw.DATABASE_DRIVER ?? (raw.DATABASE_URL ? "pg" : "pglite");
  if (databaseDriver !== "pglite" && !raw.DATABASE_URL) {
    throw new Error(`Invalid environment: DATABASE_URL is required when DATABASE_DRIVER=${databaseDriver}`);
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  let authSecret = raw.AUTH_SECRET;
  if (!authSecret) {
    // The generated secret in DATA_DIR belongs to the embedded database next to it. With a database server, tokens
    // signed with a local file would be rejected by the server's instances (and the CLI would print such tokens).
    if (databaseDriver !== "pglite") {
      throw new Error(
        "Invalid environment: AUTH_SECRET must be set when DATABASE_URL names a database server (the same value as the server's; e.g. export AUTH_SECRET=$(openssl rand -base64 32))",
      );
    }
    authSecret = readOrCreateLocalSecret(dataDir);
  }
  if (authSecret.length < 32) throw new Error("Invalid environment: AUTH_SECRET must be at least 32 characters");
  if (raw.RECONCILE_AFTER_SECONDS * 1000 < raw.REQUEST_TIMEOUT_MS + 1000)
    throw new Error(
      `Invalid environment: RECONCILE_AFTER_SECONDS (${raw.RECONCILE_AFTER_SECONDS}) must be at least REQUEST_TIMEOUT_MS + 1 s (${Math.ceil((raw.REQUEST_TIMEOUT_MS + 1000) / 1000)}): reconciliation must never settle a payment step that may still be in flight`,
    );
  if (Boolean(raw.S3_ENDPOINT) !== Boolean(raw.S3_BUCKET))
    throw new Error("Invalid environment: S3_ENDPOINT and S3_BUCKET go together (set both to keep media in a bucket, or neither)");
  if (raw.S3_ENDPOINT && (!raw.S3_ACCESS_KEY_ID || !raw.S3_SECRET_ACCESS_KEY))
    throw new Error("Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT");
  const port = raw.PORT && /^\d+$/.test(raw.PORT) && Number(raw.PORT) >= 1 && Number(raw.PORT) <= 65535 ? raw.PORT : "3000";
  const appUrl = raw.APP_URL ?? `http://localhost:${port}`;
  const faultInjection = faultInjectionSetting({
    nodeEnv: raw.NODE_ENV,
    requested: raw.FAULT_INJECTION,
    harnessConsent: raw.FAULT_INJECTION_IN_PRODUCTION,
  });
  const { PAYMENTS_SANDBOX, ...rest } = raw;
  cached = {
    ...rest,
    FAULT_INJECTION: faultInjection === "on",
    faultInjectionRequested: raw.FAULT_INJECTION,
    paymentsSandbox: sandboxPaymentsAllowed({ databaseDriver, paymentsSandbox: PAYMENTS_SANDBOX }),
    APP_URL: appUrl,
    databaseDriver,
    pgliteDir: path.join(dataDir, "pglite"),
    authSecret,
    allowedReturnOrigins: [originOf(appUrl), ...splitList(raw.ALLOWED_RETURN_ORIGINS).map(originOf)],
    corsOrigins: splitList(raw.CORS_ORIGINS),
    rateLimitExempt: splitList(raw.RATE_LIMIT_EXEMPT).map((a) => a.toLowerCase()),
  };
  return cached;
}

/** Forgets the parsed environment (unit tests that change process.env). */
export function resetEnvForTests(): void {
  cached = undefined;
}
