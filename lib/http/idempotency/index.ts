import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb, schema } from "@/db/client";
import { readBodyBytes } from "../body";
import { describeError, log } from "../../log";
import { InvalidInputError, StillRunningError } from "../../errors/domain";
import { fingerprint, isSealed, seal, unseal, type Sealed } from "./sealed";

const ttlHours = 24;
/** A key whose first request has run longer than this is taken as abandoned (its process died). */
const abandonedAfterMs = 60_000;
const purgeEveryMs = 10 * 60_000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;
const t = schema.idempotencyKeys;

type StoredResponse = { text: string; headers: Record<string, string> };

let lastPurge = 0;

/**
 * Keys this process must release but could not (the database was down when the request failed). They are
 * retried every second, and a retry of the same key releases it at once, so a client retrying after a 503
 * is not kept waiting for the abandonment window.
 */
const pendingReleases = new Map<string, { tenantId: string; scope: string; key: string }>();
let releaseTimer: NodeJS.Timeout | undefined;
const releaseId = (k: { tenantId: string; scope: string; key: string }) => `${k.tenantId}\n${k.scope}\n${k.key}`;

async function release(k: { tenantId: string; scope: string; key: string }): Promise<void> {
  const db = await getDb();
  await db.delete(t).where(and(eq(t.tenantId, k.tenantId), eq(t.scope, k.scope), eq(t.key, k.key), isNull(t.responseStatus)));
  pendingReleases.delete(releaseId(k));
}

function releaseLater(k: { tenantId: string; scope: string; key: string }): void {
  if (pendingReleases.size < 10_000) pendingReleases.set(releaseId(k), k);
  releaseTimer ??= setInterval(() => {
    for (const pending of pendingReleases.values()) void release(pending).catch(() => {});
    if (pendingReleases.size === 0 && releaseTimer) {
      clearInterval(releaseTimer);
      releaseTimer = undefined;
    }
  }, 1_000);
  releaseTimer.unref?.();
}

/** Deletes expired keys at most once every ten minutes per process, off the request's path. */
function purgeExpired(): void {
  if (Date.now() - lastPurge < purgeEveryMs) return;
  lastPurge = Date.now();
  void getDb()
    .then((db) => db.delete(t).where(lt(t.expiresAt, sql`now()`)))
    .catch((error: unknown) => log.warn("idempotency_purge_failed", describeError(error)));
}

/** First answers worth replaying: successes and the caller's own mistakes; not 401/408/409/429 or 5xx. */
function storable(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status));
}

function replay(saved: StoredResponse | Sealed, status: number): Response {
  // Responses are stored sealed (a login answer holds a live token); rows from before sealing are plain.
  const stored: StoredResponse = isSealed(saved) ? (JSON.parse(unseal(saved)) as StoredResponse) : saved;
  const headers = new Headers(stored.headers);
  headers.set("idempotent-replayed", "true");
  return new Response(stored.text, { status, headers });
}

/**
 * What a request's fingerprint covers: a JSON body's text; an upload's (multipart/form-data) bytes one for one
 * (latin1, so two files never read alike) without its boundary, which a client draws afresh for each attempt.
 */
function requestContent(contentType: string | null, bytes: Buffer): string {
  const boundary = /^multipart\/[^;]*;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
  return boundary ? bytes.toString("latin1").replaceAll(boundary, "") : bytes.toString("utf8");
}

/**
 * Runs a POST at most once per Idempotency-Key (the way Stripe's API does). The key belongs to the caller
 * (`scope`); the first answer is stored with a hash of method, path and body. A retry with the same key and
 * body gets that answer again, byte for byte, with `Idempotent-Replayed: true`; the same key with another
 * body is refused with 422; a retry while the first is still running gets 409. Keys live 24 hours.
 * Without the header the request simply runs; an empty header is refused with 422 (nothing runs).
 */
export async function withIdempotency({
  req,
  tenantId,
  scope,
  execute,
}: {
  req: NextRequest;
  tenantId: string;
  scope: string;
  execute: () => Promise<Response>;
}): Promise<Response> {
  const key = req.headers.get("idempotency-key");
  if (key === null || req.method !== "POST") return execute();
  // An empty header is a key that went missing (e.g. `$(uuidgen)` on a machine without uuidgen), not an absent one:
  // running the request unprotected would break the promise the caller meant to make.
  if (key.trim() === "") {
    throw new InvalidInputError({
      idempotency_key: ["The Idempotency-Key header is empty: send a unique value (e.g. a UUID), or leave the header out."],
    });
  }
  if (!keyPattern.test(key)) {
    throw new InvalidInputError({ idempotency_key: ["The Idempotency-Key header must be 1 to 255 visible ASCII characters."] });
  }
  const body = requestContent(req.headers.get("content-type"), await readBodyBytes(req));
  // An HMAC with a key derived from AUTH_SECRET: the body may hold a password.
  const requestHash = fingerprint("request", `${req.method}\n${req.nextUrl.pathname}${req.nextUrl.search}\n${body}`);
  const db = await getDb();
  purgeExpired();
  const where = and(eq(t.tenantId, tenantId), eq(t.scope, scope), eq(t.key, key));

  for (let attempt = 0; attempt < 3; attempt++) {
    const [claimed] = await db
      .insert(t)
      .values({ tenantId, scope, key, requestHash, expiresAt: sql`now() + interval '${sql.raw(String(ttlHours))} hours'` })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (claimed) return runFirst({ req, id: { tenantId, scope, key }, where, execute });

    const [row] = await db
      .select({
        requestHash: t.requestHash,
        responseStatus: t.responseStatus,
        responseBody: t.responseBody,
        expired: sql<boolean>`${t.expiresAt} < now()`,
        abandoned: sql<boolean>`${t.createdAt} < now() - make_interval(secs => ${abandonedAfterMs / 1000})`,
      })
      .from(t)
      .where(where)
      .limit(1);
    if (!row) continue; // removed in between: claim it again
    if (row.expired) {
      await db.delete(t).where(and(where, lt(t.expiresAt, sql`now()`)));
      continue;
    }
    if (row.requestHash !== requestHash) {
      throw new InvalidInputError({
        idempotency_key: ["This Idempotency-Key was already used with a different request; use a new key for a new request."],
      }).withCode("idempotency_key_reused");
    }
    if (row.responseStatus === null) {
      if (pendingReleases.has(releaseId({ tenantId, scope, key }))) {
        await release({ tenantId, scope, key });
        continue;
      }
      if (row.abandoned) {
        await db.delete(t).where(and(where, isNull(t.responseStatus)));
        continue;
      }
      throw new StillRunningError("A request with this Idempotency-Key is still being processed. Retry shortly.", 1);
    }
    return replay(row.responseBody as StoredResponse | Sealed, row.responseStatus);
  }
  throw new StillRunningError("A request with this Idempotency-Key is still being processed. Retry shortly.", 1);
}

async function runFirst({
  req,
  id,
  where,
  execute,
}: {
  req: NextRequest;
  id: { tenantId: string; scope: string; key: string };
  where: ReturnType<typeof and>;
  execute: () => Promise<Response>;
}): Promise<Response> {
  const db = await getDb();
  let response: Response;
  try {
    response = await execute();
  } catch (error) {
    // Nothing to replay: free the key so a retry runs the request again.
    await release(id).catch(() => releaseLater(id));
    throw error;
  }
  try {
    if (storable(response.status)) {
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") headers[name] = value;
      });
      const stored: StoredResponse = { text: await response.clone().text(), headers };
      await db
        .update(t)
        .set({ responseStatus: response.status, responseBody: seal(JSON.stringify(stored)) })
        .where(where);
    } else {
      await release(id).catch(() => releaseLater(id));
    }
  } catch (error) {
    // The effect happened and the caller gets its answer; a retry meets 409 until the key counts as abandoned.
    log.warn("idempotency_store_failed", { path: req.nextUrl.pathname, ...describeError(error) });
  }
  return response;
}

/**
 * The idempotency scope of an API-token caller: the token and the client's address, as an HMAC, so two
 * shoppers behind one storefront token neither see nor collide with each other's keys (and the stored
 * scope names no address). Account-token callers are scoped per customer instead.
 */
export function apiCallerScope(tokenId: string, address: string): string {
  return `api:${fingerprint("scope", `${tokenId}\n${address}`).slice(0, 32)}`;
}
