import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRateLimiter, type RateLimiter } from "@/lib/http/ratelimit/limiter";
import { redisReachable, testRedisUrl } from "../../support/redis";

// The Redis path of lib/http/ratelimit (REDIS_URL set): counters shared by every instance, and an in-memory
// insurance limiter while Redis is unreachable. Runs against REDIS_URL or 127.0.0.1:6379; skipped (and
// said so) on a machine without Redis.
const redisUrl = testRedisUrl;

const hasRedis = await redisReachable(redisUrl);
if (!hasRedis) console.warn(`rate-limits-redis: no Redis at ${redisUrl}; the Redis path is not tested on this machine`);

const policies = { probe: [{ id: "address", key: "address" as const, points: 3, durationSeconds: 60 }] };
const opened: RateLimiter[] = [];
afterAll(async () => {
  for (const l of opened) await l.close();
});

async function waitReady(limiter: RateLimiter) {
  // ioredis connects in the background; the first calls may be answered by the insurance limiter.
  const client = new Redis(redisUrl);
  await client.ping();
  client.disconnect();
  await new Promise((r) => setTimeout(r, 200));
  return limiter;
}

describe.skipIf(!hasRedis)("rate limits on Redis", () => {
  it("shares one counter between two instances (two app processes)", async () => {
    const prefix = `sf-test-${randomUUID()}`;
    const a = await waitReady(await createRateLimiter({ policies, redisUrl, prefix }));
    const b = await waitReady(await createRateLimiter({ policies, redisUrl, prefix }));
    opened.push(a, b);
    expect(a.backend).toBe("redis");
    const subject = { tenantId: "t1", address: "203.0.113.7" };
    expect(await a.consume("probe", subject)).toEqual({ allowed: true });
    expect(await b.consume("probe", subject)).toEqual({ allowed: true });
    expect(await a.consume("probe", subject)).toEqual({ allowed: true });
    const refused = await b.consume("probe", subject);
    expect(refused).toMatchObject({ allowed: false, rule: "probe.address" });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    // Another tenant's counter is separate.
    expect(await b.consume("probe", { ...subject, tenantId: "t2" })).toEqual({ allowed: true });
    // The counter lives in Redis with its expiry.
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}:*`);
    expect(keys.length).toBe(2);
    const ttl = await client.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(50_000);
    await client.del(...keys);
    client.disconnect();
  });

  it("never keeps an e-mail in Redis keys", async () => {
    const prefix = `sf-test-${randomUUID()}`;
    const limiter = await waitReady(
      await createRateLimiter({
        policies: { login: [{ id: "ae", key: "address+email", points: 5, durationSeconds: 60 }] },
        redisUrl,
        prefix,
      }),
    );
    opened.push(limiter);
    await limiter.consume("login", { tenantId: "t1", address: "203.0.113.8", email: "Secret.Person@example.com" });
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}:*`);
    expect(keys.length).toBe(1);
    expect(keys[0]).not.toMatch(/secret|example/i);
    await client.del(...keys);
    client.disconnect();
  });
});

describe("rate limits while the store is unreachable", () => {
  it("fall back to the in-memory insurance limiter instead of failing or letting everything through", async () => {
    const errors: unknown[] = [];
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const limiter = await createRateLimiter({
      policies,
      redisUrl: "redis://127.0.0.1:1",
      prefix: "sf-test-down",
      onStoreError: (e) => errors.push(e),
    });
    opened.push(limiter);
    const subject = { tenantId: "t1", address: "203.0.113.9" };
    for (let i = 0; i < 3; i++) expect(await limiter.consume("probe", subject)).toEqual({ allowed: true });
    expect(await limiter.consume("probe", subject)).toMatchObject({ allowed: false });
    // The answers did not wait for the store (a limiter that waits for Redis outlasts the test); its failure is reported.
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000 });
  });
});
