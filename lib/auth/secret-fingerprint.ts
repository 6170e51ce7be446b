import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";

const rowId = "auth_secret";
const t = schema.serverSecretChecks;

/** An HMAC of a fixed text keyed by AUTH_SECRET: equal for equal secrets, and says nothing about the secret. */
function fingerprint(): string {
  return createHmac("sha256", getEnv().authSecret).update("storefront:auth-secret-check").digest("hex");
}

/** This is the AUTH_SECRET tokens must be signed with. */
async function recordOnce(): Promise<void> {
  const db = await getDb();
  const value = fingerprint();
  await db
    .insert(t)
    .values({ id: rowId, fingerprint: value, recordedAt: sql`now()` })
    .onConflictDoUpdate({ target: t.id, set: { fingerprint: value, recordedAt: sql`now()` } });
}

/**
 * Called by each server at start, in the background. A server starting on a busy machine can miss the pool's connect
 * timeout (CI saw it): the record is tried again after 1, 2, 4, 8 and 16 s, since without it the CLI stays silent
 * about a mismatched secret. Resolves once recorded; rejects with the last error when every try failed.
 */
export async function recordSecretFingerprint({
  delaysMs = [1_000, 2_000, 4_000, 8_000, 16_000],
  onRetry,
}: { delaysMs?: number[]; onRetry?: (error: unknown, attempt: number) => void } = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce();
    } catch (error) {
      const delay = delaysMs[attempt - 1];
      if (delay === undefined) throw error;
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A warning when this process's AUTH_SECRET is not the one the server last started with (its tokens would be
 * answered 401), or undefined when it is, when no server has recorded one yet, or when the table is not there yet.
 */
export async function checkSecretFingerprint(): Promise<string | undefined> {
  let row: { fingerprint: string; recordedAt: string } | undefined;
  try {
    const db = await getDb();
    [row] = await db.select({ fingerprint: t.fingerprint, recordedAt: t.recordedAt }).from(t).where(eq(t.id, rowId)).limit(1);
  } catch {
    return undefined; // migrations not applied yet: nothing to compare with
  }
  if (!row || row.fingerprint === fingerprint()) return undefined;
  return (
    `this AUTH_SECRET is not the one the server started with (at ${row.recordedAt.slice(0, 19).replace("T", " ")} UTC), ` +
    `so the server will answer the token below with 401. Use the server's AUTH_SECRET: keep it in .env.storefront, ` +
    `which npm start, npm run cli, db:seed and db:migrate read (docs/running.md, "Using Postgres or Neon").`
  );
}
