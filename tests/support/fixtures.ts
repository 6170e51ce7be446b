import { readFileSync } from "node:fs";

export type StoreFixture = {
  tenantId: string;
  apiToken: string;
  customers: { email: string; password: string }[];
  /** The store's slug: the namespace of its seeded records' ids (db/seed/ids.ts). The seeded demo store's is "demo". */
  slug?: string;
};

export type Fixtures = {
  baseUrl: string;
  authSecret: string;
  databaseMode: "pglite" | "postgres";
  /** In an API test file: the file's own store, loaded with the demo data (tests/support/own-store.ts). */
  demo: StoreFixture;
  /** The demo store scripts/test.mjs seeded: the browser flows' store, and the one the host name 127.0.0.1 serves. */
  seededDemo: StoreFixture;
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

let seeded: Fixtures | undefined;
let current: Fixtures | undefined;

/** What scripts/test.mjs seeded and where the app under test listens; in an API test file, `demo` is the file's own store. */
export function fixtures(): Fixtures {
  if (current) return current;
  const file = process.env.TEST_FIXTURES;
  if (!file) throw new Error("TEST_FIXTURES is not set: run the suite with `npm test`.");
  const read = JSON.parse(readFileSync(file, "utf8")) as Omit<Fixtures, "seededDemo">;
  const seededDemo = { ...read.demo, slug: "demo" };
  seeded = {
    ...read,
    demo: seededDemo,
    seededDemo,
    other: { ...read.other, slug: "other" },
    norewards: { ...read.norewards, slug: "norewards" },
  };
  current = seeded;
  return current;
}

/** The slug (the seed's id namespace) of one of the test's stores: for "demo", the file's own store. */
export function slugOf(store: "demo" | "other" | "norewards"): string {
  return fixtures()[store].slug ?? store;
}

/** The e-mail domain of a store's seeded people (customers and staff): example.com for the seeded demo store. */
export function mailDomain(store: "demo" | "other" | "norewards" = "demo"): string {
  return fixtures()[store].customers[0]!.email.split("@")[1]!;
}

const assigned = new Map<string, number>();
let keepParity = false;

/**
 * Makes `store` the `demo` of the test file (or browser flow) about to run, with none of its customers handed out yet.
 * `keepParity`: each browser flow's purpose gets a customer of the kind it expects (`flowParity` below).
 */
export function useStoreForFile(store: StoreFixture, options: { keepParity?: boolean } = {}): void {
  const base = seeded ?? fixtures();
  current = { ...base, demo: store };
  assigned.clear();
  keepParity = options.keepParity ?? false;
}

/** Makes the seeded demo store `demo` again (after a browser flow that had a store of its own). */
export function useSeededStore(): void {
  current = seeded ?? fixtures();
  assigned.clear();
}

/**
 * The seeded demo store's one customer reserved for what still uses that store: the API file that signs in through the
 * storefront's pages at the server's own address, which serves that store. alice and bob (0, 1) are read-only
 * fixtures; scripts/test.mjs seeds customer1 (index 2).
 */
const reserved: Record<string, number> = { "storefront-session": 2 };

/**
 * The kind of seeded customer each browser flow expects in its store of its own: the seed gives odd and even
 * customers different subscription boxes (db/seed/seed-store.ts), and each flow was written against one of them.
 */
const flowParity: Record<string, 0 | 1> = {
  e2e1: 0,
  e2e2: 1,
  e2e3: 0,
  e2e4: 1,
  e2e5: 0,
  e2e6: 1,
  spare: 0,
  e2e7: 0,
  e2e8: 1,
  "subs-7": 1,
  "account-7": 1,
  "account-8": 0,
  "orders-3": 0,
  "orders-6": 1,
  "billing-e2e": 0,
  "points-e2e": 1,
  "tickets-e2e": 0,
  "checkout-e2e": 1,
};

/**
 * A seeded customer for `purpose`. In a file with a store of its own, each purpose gets the next of its store's sample
 * customers (customer1, customer2…), the same one for the whole file; in the seeded demo store, the one reserved above.
 */
export function customerFor(purpose: string, store: "demo" | "seededDemo" | "other" | "norewards" = "demo") {
  const own = store === "demo" && current !== seeded;
  if (own && !assigned.has(purpose)) {
    const parity = keepParity ? flowParity[purpose] : undefined;
    const taken = new Set(assigned.values());
    let index = 2;
    while (taken.has(index) || (parity !== undefined && index % 2 !== parity)) index++;
    assigned.set(purpose, index);
  }
  const index = own ? assigned.get(purpose) : reserved[purpose];
  const customer = index === undefined ? undefined : fixtures()[store].customers[index];
  if (!customer) throw new Error(`No seeded customer for ${purpose} in ${store}`);
  return customer;
}
