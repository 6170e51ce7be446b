import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { groupAddress } from "./group-address";

/**
 * What a rule counts by: the client address (an IPv6 address by its /64, ./group-address.ts), the e-mail in the
 * body, both together, the caller (the signed-in customer, or the address of a guest), the cart a request is about, or
 * the whole store.
 */
export type RateLimitKey = "address" | "email" | "address+email" | "caller" | "cart" | "store";
export type RateLimitRule = { id: string; key: RateLimitKey; points: number; durationSeconds: number; resetOnSuccess?: boolean };
export type RateLimitPolicy = RateLimitRule[];

/** Who a request counts against: the store, the client's address, the e-mail in its body, the signed-in customer, the cart. */
export type RateLimitSubject = { tenantId: string; address: string; email?: string; customerId?: string; cartId?: string };
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string };

export type RateLimiterConfig = {
  policies: Record<string, RateLimitPolicy>;
  /** Redis URL: counters shared by every instance. Without it counters live in this process. */
  redisUrl?: string;
  /** Key namespace, so separate deployments (or tests) sharing one Redis never mix counters. */
  prefix?: string;
  onStoreError?: (error: unknown) => void;
};

export type RateLimiter = {
  /**
   * Counts one attempt against every rule of the policy (or only the rules whose key is in `keys`);
   * the first rule over its limit decides.
   */
  consume(policy: string, subject: RateLimitSubject, keys?: RateLimitKey[]): Promise<RateLimitDecision>;
  /** Whether a rule of the policy is already spent, without counting anything (a store-wide ceiling checked up front). */
  peek(policy: string, subject: RateLimitSubject, keys?: RateLimitKey[]): Promise<RateLimitDecision>;
  /** Takes back one point counted by `consume` (an attempt that turned out not to count, e.g. a code that applied). */
  giveBack(policy: string, subject: RateLimitSubject, keys?: RateLimitKey[]): Promise<void>;
  /** Forgets the counters of the rules marked resetOnSuccess (a successful login clears its failures). */
  reward(policy: string, subject: RateLimitSubject): Promise<void>;
  backend: "memory" | "redis";
  close(): Promise<void>;
};

function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

function keyFor(rule: RateLimitRule, subject: RateLimitSubject): string | undefined {
  const email = subject.email?.trim().toLowerCase();
  const address = groupAddress(subject.address);
  // E-mails are hashed so Redis never holds them; tenants are separate, so one store's abuse never locks another's.
  switch (rule.key) {
    case "address":
      return `${subject.tenantId}:${address}`;
    case "email":
      return email ? `${subject.tenantId}:${digest(email)}` : undefined;
    case "address+email":
      return email ? `${subject.tenantId}:${address}:${digest(email)}` : undefined;
    case "caller":
      return subject.customerId ? `${subject.tenantId}:customer:${subject.customerId}` : `${subject.tenantId}:${address}`;
    case "cart":
      return subject.cartId ? `${subject.tenantId}:cart:${digest(subject.cartId)}` : undefined;
    case "store":
      return subject.tenantId;
  }
}

export async function createRateLimiter(config: RateLimiterConfig): Promise<RateLimiter> {
  const prefix = config.prefix ?? "sf-rl";
  let redis: import("ioredis").Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import("ioredis");
    // No offline queue: while Redis is down a call fails at once and the in-memory insurance limiter answers.
    redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    redis.on("error", (error) => config.onStoreError?.(error));
  }
  const limiters = new Map<string, RateLimiterAbstract>();
  function limiterFor(policy: string, rule: RateLimitRule): RateLimiterAbstract {
    const name = `${policy}.${rule.id}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: `${prefix}:${name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return {
    backend: redis ? "redis" : "memory",
    async consume(policy, subject, keys) {
      const rules = config.policies[policy];
      if (!rules) throw new Error(`Unknown rate limit policy: ${policy}`);
      for (const rule of rules) {
        if (keys && !keys.includes(rule.key)) continue;
        const key = keyFor(rule, subject);
        if (!key) continue;
        try {
          await limiterFor(policy, rule).consume(key, 1);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            return {
              allowed: false,
              retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
              rule: `${policy}.${rule.id}`,
            };
          // The store failed and no insurance could answer: let the request through rather than fail it.
          config.onStoreError?.(rejection);
        }
      }
      return { allowed: true };
    },
    async peek(policy, subject, keys) {
      for (const rule of config.policies[policy] ?? []) {
        if (keys && !keys.includes(rule.key)) continue;
        const key = keyFor(rule, subject);
        if (!key) continue;
        const state = await limiterFor(policy, rule)
          .get(key)
          .catch((error: unknown) => void config.onStoreError?.(error));
        if (state && state.consumedPoints >= rule.points)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)), rule: `${policy}.${rule.id}` };
      }
      return { allowed: true };
    },
    async giveBack(policy, subject, keys) {
      for (const rule of config.policies[policy] ?? []) {
        if (keys && !keys.includes(rule.key)) continue;
        const key = keyFor(rule, subject);
        if (key)
          await limiterFor(policy, rule)
            .reward(key, 1)
            .catch((error: unknown) => config.onStoreError?.(error));
      }
    },
    async reward(policy, subject) {
      for (const rule of config.policies[policy] ?? []) {
        if (!rule.resetOnSuccess) continue;
        const key = keyFor(rule, subject);
        if (key)
          await limiterFor(policy, rule)
            .delete(key)
            .catch((error: unknown) => config.onStoreError?.(error));
      }
    },
    close() {
      redis?.disconnect();
      return Promise.resolve();
    },
  };
}
