import { readFileSync } from "node:fs";

export type StoreFixture = {
  tenantId: string;
  apiToken: string;
  customers: { email: string; password: string }[];
};

export type Fixtures = {
  baseUrl: string;
  authSecret: string;
  databaseMode: "pglite" | "postgres";
  demo: StoreFixture;
  other: StoreFixture;
  /** A store whose rewards programme is switched off (tenants.rewards_enabled = false). */
  norewards: StoreFixture;
  mail?: { inboxFile?: string; smtpPort?: number };
  /** The settings of the test server that every process a test starts on its database gets too (scripts/test.mjs). */
  serverSettings: Record<string, string>;
  /** The server under test: its process id (RSS measurements) and DATA_DIR (file modes of the embedded database). */
  serverPid?: number;
  dataDir?: string;
};

let cached: Fixtures | undefined;

/** What scripts/test.mjs seeded and where the app under test listens. */
export function fixtures(): Fixtures {
  if (cached) return cached;
  const file = process.env.TEST_FIXTURES;
  if (!file) throw new Error("TEST_FIXTURES is not set: run the suite with `npm test`.");
  cached = JSON.parse(readFileSync(file, "utf8")) as Fixtures;
  return cached;
}

/**
 * Seeded customers reserved per test file so files running in parallel never change each other's records.
 * alice and bob (0, 1) are read-only fixtures; customerN are handed out by name.
 */
const reserved: Record<string, number> = {
  auth: 2,
  addresses: 3,
  "cancel-subscription": 4,
  "buy-again": 5,
  "buy-again-concurrency": 6,
  payments: 7,
  "payment-methods": 8,
  "points-history": 9,
  password: 10,
  "password-reset": 11,
  isolation: 12,
  idempotency: 13,
  "account-extensions": 14,
  "token-attacks": 15,
  fuzz: 16,
  concurrency: 17,
  e2e1: 18,
  e2e2: 19,
  e2e3: 20,
  e2e4: 21,
  e2e5: 22,
  e2e6: 23,
  spare: 24,
  carts: 25,
  checkout: 26,
  "checkout-decline": 27,
  "race-0": 28,
  "race-1": 29,
  "race-2": 30,
  "race-3": 31,
  "race-4": 32,
  "race-5": 33,
  "race-6": 34,
  "race-7": 35,
  "race-8": 36,
  "race-9": 37,
  e2e7: 38,
  e2e8: 39,
  "login-race": 40,
  "storefront-session": 41,
  "secrets-at-rest": 42,
  "reset-ceiling": 43,
  layout: 44,
  "subs-1": 45,
  "subs-2": 46,
  "subs-3": 47,
  "subs-4": 48,
  "card-race": 49,
  "subs-6": 50,
  "subs-7": 51,
  "subs-8": 52,
  "account-1": 53,
  "account-2": 54,
  "account-3": 55,
  "account-4": 56,
  "account-5": 57,
  "account-6": 58,
  "account-7": 59,
  "account-8": 60,
  "pages-1": 61,
  "pages-2": 62,
  "perf-1": 63,
  "perf-2": 64,
  "perf-3": 65,
  "perf-4": 66,
  pricing: 67,
  "orders-1": 68,
  "orders-2": 69,
  "orders-3": 70,
  "orders-4": 71,
  "orders-5": 72,
  "orders-6": 73,
  "orders-7": 74,
  "orders-8": 75,
  discounts: 76,
  "billing-1": 77,
  "billing-2": 78,
  "billing-3": 79,
  "billing-e2e": 80,
  "points-1": 81,
  "points-2": 82,
  "points-e2e": 83,
  tickets: 84,
  "tickets-2": 85,
  "tickets-e2e": 86,
  waitlist: 87,
  webhooks: 88,
  "checkout-e2e": 89,
};

/** The seeded customer reserved for `purpose`. */
export function customerFor(purpose: keyof typeof reserved, store: "demo" | "other" | "norewards" = "demo") {
  const index = reserved[purpose];
  const customer = index === undefined ? undefined : fixtures()[store].customers[index];
  if (!customer) throw new Error(`No seeded customer for ${purpose} in ${store}`);
  return customer;
}
