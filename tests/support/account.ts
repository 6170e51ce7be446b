import { expect } from "vitest";
import { seedId } from "../../db/seed/ids";
import { fixtures, type StoreFixture } from "./fixtures";
import { api } from "./http";

/** The seed's deterministic ids (db/seed/ids.ts) in the file's own demo store, so tests can name seeded records exactly. */
export const demoId = (...parts: string[]) => seedId(fixtures().demo.slug ?? "demo", ...parts);
export const otherId = (...parts: string[]) => seedId("other", ...parts);

/** The seed key of a customer fixture: alice, bob, customerN. */
export function seedKey(customer: { email: string }): string {
  return customer.email.split("@")[0]!;
}

/** Index of a customer in its store's seed order (alice 0, bob 1, customerN N+1): orders are SF-(1001 + 10 * index). */
export function seedIndex(customer: { email: string }, store: StoreFixture = fixtures().demo): number {
  const i = store.customers.findIndex((c) => c.email === customer.email);
  if (i < 0) throw new Error(`${customer.email} is not a seeded customer`);
  return i;
}

export function orderNumbers(customer: { email: string }, store: StoreFixture = fixtures().demo): [string, string, string] {
  const i = seedIndex(customer, store);
  return [`SF-${1001 + 10 * i}`, `SF-${1002 + 10 * i}`, `SF-${1003 + 10 * i}`];
}

export const isoSecondsPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
export const isoMicrosPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Missing token and an API token (the wrong kind) both get 401 {message: "Unauthenticated."}. */
export async function expectAccountAuth(method: string, path: string, body?: unknown): Promise<void> {
  for (const token of [null, fixtures().demo.apiToken, fixtures().other.apiToken, "not-a-jwt"]) {
    const res = await api(method, path, { token, body });
    expect({ token: token?.slice(0, 12) ?? null, status: res.status, body: res.body }).toEqual({
      token: token?.slice(0, 12) ?? null,
      status: 401,
      body: { message: "Unauthenticated.", code: "unauthenticated" },
    });
  }
}

type PgClient = {
  query: <R = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: R[] }>;
  end: () => Promise<void>;
};

/**
 * A direct connection to the database under test, only when it is Postgres (PGlite belongs to the server
 * process). Used for checks no API shows, e.g. how many cancellation records exist.
 */
export async function withPostgres<T>(fn: (client: PgClient) => Promise<T>): Promise<T | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (fixtures().databaseMode !== "postgres" || !url) return undefined;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
