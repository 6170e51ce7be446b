import type { NextRequest } from "next/server";
import { getEnv } from "../../env";
import { rateLimitAddress } from "../client-address";
import { readBodyText } from "../body";
import { log } from "../../log";
import { groupAddress } from "./group-address";
import { createRateLimiter, type RateLimitKey, type RateLimiter, type RateLimitSubject } from "./limiter";
import { resolvePolicies, type RateLimitName } from "./policies";
import { RateLimitedError } from "../../errors/domain";

export type { RateLimitName } from "./policies";

const globalKey = Symbol.for("storefront.ratelimiter");
type GlobalWithLimiter = typeof globalThis & { [globalKey]?: Promise<RateLimiter> };

let lastStoreWarning = 0;

/** The process's limiter: Redis-backed when REDIS_URL is set, in memory otherwise. */
export function getRateLimiter(): Promise<RateLimiter> {
  const g = globalThis as GlobalWithLimiter;
  g[globalKey] ??= createRateLimiter({
    policies: resolvePolicies(getEnv().RATE_LIMIT_RULES),
    redisUrl: getEnv().REDIS_URL,
    onStoreError: (error) => {
      // At most one line a minute while Redis is down; the in-memory insurance limiter keeps limiting.
      if (Date.now() - lastStoreWarning < 60_000) return;
      lastStoreWarning = Date.now();
      log.warn("rate_limit_store_unavailable", { error: error instanceof Error ? error.message : String(error) });
    },
  });
  return g[globalKey];
}

let resolved: { rules: string | undefined; policies: ReturnType<typeof resolvePolicies> } | undefined;
function policiesFor(rules: string | undefined) {
  if (!resolved || resolved.rules !== rules) resolved = { rules, policies: resolvePolicies(rules) };
  return resolved.policies;
}

/** The e-mail a login, registration or reset request is about, read from the JSON body (if any). */
async function emailOf(req: NextRequest): Promise<string | undefined> {
  try {
    const text = await readBodyText(req);
    const body: unknown = text.trim() ? JSON.parse(text) : undefined;
    const email = body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
    return typeof email === "string" && email.length <= 320 ? email : undefined;
  } catch {
    return undefined; // a malformed or oversized body gets its 400/413 from the handler
  }
}

/**
 * Counts this request against the named limits; throws 429 {message} with Retry-After when one is spent.
 * Returns a function to call with the final status, which clears the failure counters after a success.
 */
export async function enforceRateLimit({
  names,
  req,
  tenantId,
  customerId,
}: {
  names: RateLimitName[];
  req: NextRequest;
  tenantId: string;
  /** The signed-in customer (account token): the "caller" rules count per customer, else per address. */
  customerId?: string;
}): Promise<(status: number) => Promise<void>> {
  const env = getEnv();
  const address = rateLimitAddress(req);
  if (env.RATE_LIMITS === "off" || names.length === 0 || env.rateLimitExempt.includes(address)) return async () => {};
  const limiter = await getRateLimiter();
  const subject: RateLimitSubject = { tenantId, address, customerId };
  const check = async (keys: RateLimitKey[]) => {
    for (const name of names) {
      const decision = await limiter.consume(name, subject, keys);
      if (!decision.allowed) {
        log.info("rate_limited", { rule: decision.rule, tenantId, retryAfter: decision.retryAfterSeconds });
        throw new RateLimitedError(decision.retryAfterSeconds);
      }
    }
  };
  // The address rules are counted before any byte of the body is read, so an oversized or slow body is
  // counted too; only then is the (size-limited) body read for the e-mail rules.
  await check(["address", "caller"]);
  const policies = policiesFor(env.RATE_LIMIT_RULES);
  if (names.some((name) => policies[name].some((rule) => rule.key === "email" || rule.key === "address+email"))) {
    subject.email = await emailOf(req);
    if (subject.email) await check(["email", "address+email"]);
  }
  return async (status) => {
    if (status >= 200 && status < 300) for (const name of names) await limiter.reward(name, subject);
  };
}

/** The subject an operation's own limit counts (with the cart it is about); null when limits are off or the address exempt. */
function operationSubject({ req, tenantId, cartId }: { req: NextRequest; tenantId: string; cartId: string }): RateLimitSubject | null {
  const env = getEnv();
  const address = rateLimitAddress(req);
  if (env.RATE_LIMITS === "off" || env.rateLimitExempt.includes(address)) return null;
  return { tenantId, address, cartId };
}

function refuse(decision: { rule: string; retryAfterSeconds: number }, tenantId: string): never {
  log.info("rate_limited", { rule: decision.rule, tenantId, retryAfter: decision.retryAfterSeconds });
  throw new RateLimitedError(decision.retryAfterSeconds);
}

/**
 * Counts this request against the named policy's per-cart rule (the address and caller rules are counted by the
 * route, before the body is read): 429 with Retry-After once the cart's budget is spent, whatever the address.
 */
export async function enforceCartLimit({
  name,
  req,
  tenantId,
  cartId,
}: {
  name: RateLimitName;
  req: NextRequest;
  tenantId: string;
  cartId: string;
}): Promise<void> {
  const subject = operationSubject({ req, tenantId, cartId });
  if (!subject) return;
  const decision = await (await getRateLimiter()).consume(name, subject, ["cart"]);
  if (!decision.allowed) refuse(decision, tenantId);
}

/**
 * Limits failures rather than requests (wrong discount codes): each try counts against the policy's address and cart
 * rules before `work` runs (so concurrent tries cannot outrun the limit), 429 with Retry-After once one is spent, and
 * a try that succeeds (any outcome `failed` does not accept) is given back.
 */
export async function limitFailures<T>(
  {
    name,
    req,
    tenantId,
    cartId,
    failed,
  }: { name: RateLimitName; req: NextRequest; tenantId: string; cartId: string; failed: (error: unknown) => boolean },
  work: () => Promise<T>,
): Promise<T> {
  const subject = operationSubject({ req, tenantId, cartId });
  if (!subject) return work();
  const limiter = await getRateLimiter();
  const decision = await limiter.consume(name, subject, ["address", "cart"]);
  if (!decision.allowed) refuse(decision, tenantId);
  try {
    const result = await work();
    await limiter.giveBack(name, subject, ["address", "cart"]);
    return result;
  } catch (error) {
    if (!failed(error)) await limiter.giveBack(name, subject, ["address", "cart"]);
    throw error;
  }
}

/**
 * The client address as the rate limits count it (an IPv6 address by its /64), for limits kept in the database
 * (seats held per address); null for an address exempt from rate limits (the storefront's own server, monitoring).
 */
export function countedAddress(req: NextRequest): string | null {
  const address = rateLimitAddress(req);
  if (getEnv().rateLimitExempt.includes(address)) return null;
  return groupAddress(address).slice(0, 64);
}

/**
 * A quiet quota (no 429): true while `email` is within the named policy's ceiling, counting this call.
 * Used where refusing would let a stranger block someone else (password reset mail).
 */
export async function withinQuota({
  name,
  tenantId,
  email,
  req,
}: {
  name: RateLimitName;
  tenantId: string;
  email: string;
  req?: NextRequest;
}): Promise<boolean> {
  const env = getEnv();
  if (env.RATE_LIMITS === "off" || (req && env.rateLimitExempt.includes(rateLimitAddress(req)))) return true;
  const limiter = await getRateLimiter();
  const decision = await limiter.consume(name, { tenantId, address: "", email });
  return decision.allowed;
}

/**
 * A store-wide ceiling counted by outcomes rather than requests (the policy's "store" rule): `refuseWhenSpent`
 * answers 429 to every request of the store while the ceiling is spent, before anything is decided, and
 * `countAgainst` counts one outcome (a registration answered "already taken"). Requests from exempt addresses
 * neither count nor are refused.
 */
export async function refuseWhenSpent({
  name,
  tenantId,
  req,
}: {
  name: RateLimitName;
  tenantId: string;
  req?: NextRequest;
}): Promise<void> {
  const env = getEnv();
  if (env.RATE_LIMITS === "off" || (req && env.rateLimitExempt.includes(rateLimitAddress(req)))) return;
  const decision = await (await getRateLimiter()).peek(name, { tenantId, address: "" }, ["store"]);
  if (!decision.allowed) {
    log.info("rate_limited", { rule: decision.rule, tenantId, retryAfter: decision.retryAfterSeconds });
    throw new RateLimitedError(decision.retryAfterSeconds);
  }
}

/** Counts one outcome against a store-wide ceiling (see refuseWhenSpent). */
export async function countAgainst({ name, tenantId, req }: { name: RateLimitName; tenantId: string; req?: NextRequest }): Promise<void> {
  const env = getEnv();
  if (env.RATE_LIMITS === "off" || (req && env.rateLimitExempt.includes(rateLimitAddress(req)))) return;
  await (await getRateLimiter()).consume(name, { tenantId, address: "" }, ["store"]);
}
