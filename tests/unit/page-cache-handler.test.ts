import { describe, expect, it, vi } from "vitest";
import pageCacheHandler, { expirePageTags } from "@/lib/cache/page-cache-handler.mjs";

type Entry = Parameters<typeof pageCacheHandler.set>[1] extends Promise<infer E> ? E : never;

function entryOf(body: string, tags: string[], revalidate = 60): Entry {
  return {
    value: new Response(body).body!,
    tags,
    stale: 0,
    timestamp: Date.now() - 5,
    expire: revalidate * 10,
    revalidate,
  };
}

async function bodyOf(key: string): Promise<string | undefined> {
  const entry = await pageCacheHandler.get(key, []);
  return entry ? await new Response(entry.value).text() : undefined;
}

describe("the page cache handler", () => {
  it("serves a stored body, as often as asked, until one of its tags expires", async () => {
    await pageCacheHandler.set("home", Promise.resolve(entryOf("<h1>Home</h1>", ["t1:catalog", "t1:*"])));
    expect(await bodyOf("home")).toBe("<h1>Home</h1>");
    expect(await bodyOf("home")).toBe("<h1>Home</h1>");
    await expirePageTags(["t2:catalog"], { expire: 0 });
    expect(await bodyOf("home")).toBe("<h1>Home</h1>");
    await expirePageTags(["t1:catalog"], { expire: 0 });
    expect(await bodyOf("home")).toBeUndefined();
    expect(await pageCacheHandler.getExpiration(["t1:catalog", "t1:other"])).toBeGreaterThan(0);
    expect(await pageCacheHandler.getExpiration(["t9:nothing"])).toBe(0);
  });

  it("keeps a body stored after its tag expired, and marks one stale when the tag expires later", async () => {
    await expirePageTags(["t3:posts"], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await pageCacheHandler.set("blog", Promise.resolve({ ...entryOf("<h1>Journal</h1>", ["t3:posts"]), timestamp: Date.now() }));
    expect(await bodyOf("blog")).toBe("<h1>Journal</h1>");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await pageCacheHandler.updateTags(["t3:posts"], { expire: 3600 });
    expect((await pageCacheHandler.get("blog", []))?.revalidate).toBe(-1);
  });

  it("drops a body past its revalidate time and never keeps one that expires at once", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      await pageCacheHandler.set("page", Promise.resolve(entryOf("<p>About</p>", [], 1)));
      expect(await bodyOf("page")).toBe("<p>About</p>");
      vi.advanceTimersByTime(1_500);
      expect(await bodyOf("page")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    await pageCacheHandler.set("dynamic", Promise.resolve({ ...entryOf("<p>Now</p>", []), expire: 0 }));
    expect(await bodyOf("dynamic")).toBeUndefined();
  });

  it("answers a read made while the body is being stored with that body", async () => {
    let finish!: (entry: Entry) => void;
    const storing = pageCacheHandler.set("slow", new Promise<Entry>((resolve) => (finish = resolve)));
    const reading = bodyOf("slow");
    finish(entryOf("<p>Slow</p>", []));
    await storing;
    expect(await reading).toBe("<p>Slow</p>");
  });
});
