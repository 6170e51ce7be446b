/**
 * A brief per-process memory of tokens already checked against the database, so a burst of requests
 * with one token costs one look-up. Revocations in this process clear it at once; other instances
 * notice within the TTL.
 */
const ttlMs = 5_000;
const maxEntries = 10_000;
// One map per process (route chunks may each hold a copy of this module; a revocation must clear them all).
const globalKey = Symbol.for("storefront.token-cache");
type Entries = Map<string, { value: unknown; expires: number }>;
const g = globalThis as typeof globalThis & { [globalKey]?: Entries };
const entries: Entries = (g[globalKey] ??= new Map<string, { value: unknown; expires: number }>());

export function cachedToken<T>(key: string): T | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.expires < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return hit.value as T;
}

export function rememberToken(key: string, value: unknown): void {
  if (entries.size >= maxEntries) entries.clear();
  entries.set(key, { value, expires: Date.now() + ttlMs });
}

const generationKey = Symbol.for("storefront.token-cache.generation");
const gen = globalThis as typeof globalThis & { [generationKey]?: number };

/** Whose tokens a revocation ends: a customer's account tokens, a staff member's sessions, or one session. */
export type RevokedHolder = { tenantId: string } & ({ customerId: string } | { staffId: string } | { sessionId: string });

type CachedCaller = { tenantId?: string; customerId?: string; staff?: { id: string; sessionId: string } | null };

function heldBy(value: unknown, holder: RevokedHolder): boolean {
  const caller = value as CachedCaller;
  if (caller.tenantId !== holder.tenantId) return false;
  if ("customerId" in holder) return caller.customerId === holder.customerId;
  if ("staffId" in holder) return caller.staff?.id === holder.staffId;
  return caller.staff?.sessionId === holder.sessionId;
}

/**
 * Forgets the checked tokens of the holder whose tokens were just revoked (all of them without one), so their next
 * use is looked up again; other callers' entries stay. Also moves the generation on (a revocation in this process).
 */
export function forgetCachedTokens(holder?: RevokedHolder): void {
  if (!holder) entries.clear();
  else for (const [key, entry] of entries) if (heldBy(entry.value, holder)) entries.delete(key);
  gen[generationKey] = (gen[generationKey] ?? 0) + 1;
}

/** Raised by every forgetCachedTokens (a revocation in this process): caches built on token checks compare it. */
export function tokenCacheGeneration(): number {
  return gen[generationKey] ?? 0;
}
