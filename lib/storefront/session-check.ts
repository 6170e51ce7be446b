import "server-only";
import { tokenCacheGeneration } from "@/lib/auth/token-cache";
import { verifyAccountToken } from "@/lib/auth/verify-token";
import { ApiError } from "@/lib/http/errors";

/**
 * Whether a storefront session's account token still works (not signed out elsewhere, not revoked by a password
 * reset, not expired), remembered for 30 seconds per token. A revocation in this process clears the memory at once
 * (token-cache's generation); other instances notice within 30 s. A database outage does not sign anyone out.
 */
const ttlMs = 30_000;
const maxEntries = 10_000;
const globalKey = Symbol.for("storefront.session-checks");
type Entry = { ok: boolean; until: number; generation: number };
const g = globalThis as typeof globalThis & { [globalKey]?: Map<string, Entry> };
const checks: Map<string, Entry> = (g[globalKey] ??= new Map<string, Entry>());

export async function accountTokenWorks(token: string): Promise<boolean> {
  const generation = tokenCacheGeneration();
  const hit = checks.get(token);
  if (hit && hit.until > Date.now() && hit.generation === generation) return hit.ok;
  let ok: boolean;
  try {
    await verifyAccountToken(token);
    ok = true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) ok = false;
    else return true; // the database is unavailable: keep the session, check again next time
  }
  if (checks.size >= maxEntries) checks.clear();
  checks.set(token, { ok, until: Date.now() + ttlMs, generation });
  return ok;
}

export class SessionEndedError extends Error {
  constructor() {
    super("The account token of this session no longer works (signed out elsewhere or password reset).");
    this.name = "SessionEndedError";
  }
}
