import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createPageCache } from "@/lib/cache/page-cache-handler.mjs";
import { redisReachable, testRedisUrl } from "../../support/redis";

// The page cache's shared layer (REDIS_URL set): two caches over one Redis behave as two instances of the storefront.
// Runs against REDIS_URL or 127.0.0.1:6379; skipped (and said so) on a machine without Redis.
const redisUrl = testRedisUrl;

const hasRedis = await redisReachable(redisUrl);
if (!hasRedis) console.warn(`shared-page-cache: no Redis at ${redisUrl}; the shared layer is not tested on this machine`);

type Cache = ReturnType<typeof createPageCache>;
type Entry = Parameters<Cache["handler"]["set"]>[1] extends Promise<infer E> ? E : never;

const opened: Cache[] = [];
afterAll(async () => {
  for (const cache of opened) await cache.close();
});

/** Two instances of one deployment (one Redis prefix), each with a process-local layer of its own. */
async function twoInstances(): Promise<[Cache, Cache]> {
  const prefix = `test-page-cache-${randomUUID()}`;
  const pair: [Cache, Cache] = [createPageCache({ redisUrl, prefix }), createPageCache({ redisUrl, prefix })];
  opened.push(...pair);
  expect(await Promise.all(pair.map((cache) => cache.ready()))).toEqual([true, true]);
  return pair;
}

const entryOf = (body: string, tags: string[]): Entry => ({
  value: new Response(body).body!,
  tags,
  stale: 0,
  timestamp: Date.now() - 5,
  expire: 600,
  revalidate: 60,
});

async function bodyOf(cache: Cache, key: string): Promise<string | undefined> {
  const entry = await cache.handler.get(key, []);
  return entry ? await new Response(entry.value).text() : undefined;
}

describe.skipIf(!hasRedis)("the page cache shared through Redis", () => {
  it("serves a body one instance rendered from the other", async () => {
    const [a, b] = await twoInstances();
    await a.handler.set("home", Promise.resolve(entryOf("<h1>Home</h1>", ["t1:catalog"])));
    expect(await bodyOf(b, "home")).toBe("<h1>Home</h1>");
    expect(await bodyOf(b, "nothing-here")).toBeUndefined();
  });

  it("expires a tag for every instance, though only one was told", async () => {
    const [a, b] = await twoInstances();
    await a.handler.set("shop", Promise.resolve(entryOf("<h1>Shop</h1>", ["t1:catalog", "t1:*"])));
    expect(await bodyOf(a, "shop")).toBe("<h1>Shop</h1>");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.expireTags(["t1:catalog"], { expire: 0 });
    expect(await bodyOf(a, "shop")).toBeUndefined();
    expect(await a.handler.getExpiration(["t1:catalog"])).toBeGreaterThan(0);
    expect(await a.handler.getExpiration(["t2:catalog"])).toBe(0);
  });

  it("marks a body stale for every instance when its tag expires later", async () => {
    const [a, b] = await twoInstances();
    await a.handler.set("journal", Promise.resolve(entryOf("<h1>Journal</h1>", ["t3:posts"])));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.handler.updateTags(["t3:posts"], { expire: 3600 });
    expect((await a.handler.get("journal", []))?.revalidate).toBe(-1);
  });

  it("keeps answering from the process while Redis is unreachable", async () => {
    const cache = createPageCache({ redisUrl: "redis://127.0.0.1:1", prefix: `test-page-cache-${randomUUID()}` });
    opened.push(cache);
    expect(await cache.ready()).toBe(false);
    await cache.handler.set("about", Promise.resolve(entryOf("<p>About</p>", ["t4:pages"])));
    expect(await bodyOf(cache, "about")).toBe("<p>About</p>");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.expireTags(["t4:pages"]);
    expect(await bodyOf(cache, "about")).toBeUndefined();
  });
});
