// The server cache's hit path, old against new, in one process: the cache before it was bounded by bytes (read from
// git, default the commit before that change) and the one in the working tree, each filled with the same entries and
// read the same way (a catalogue answer's key, 1,000 distinct keys of one tenant in rotation, a second tenant beside
// it). Rounds alternate old/new so machine load moves both alike; prints ns per hit (median of the rounds).
//   npx tsx scripts/bench/cache-hit.ts [--before 85336a7] [--rounds 15] [--hits 200000]
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const opt = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const before = opt("--before", "85336a7");
const rounds = Number(opt("--rounds", "15"));
const hits = Number(opt("--hits", "200000"));

type CacheModule = {
  cachedWithStatus: <T>(
    options: { tenantId: string; key: string[]; tags: string[]; policy: { fresh: number; stale: number } },
    loader: () => Promise<T>,
  ) => Promise<{ value: T; status: string }>;
};

/** The old module, written next to the new one so its relative imports resolve to the same files. */
async function load(which: "old" | "new"): Promise<CacheModule> {
  const root = path.resolve(import.meta.dirname, "../..");
  if (which === "new") return (await import(pathToFileURL(path.join(root, "lib/cache/tenant-cache.ts")).href)) as CacheModule;
  const source = execFileSync("git", ["show", `${before}:lib/cache/tenant-cache.ts`], { cwd: root, encoding: "utf8" })
    // Its own state, not the new module's (both keep theirs on globalThis).
    .replace('Symbol.for("storefront.tenant-cache")', 'Symbol.for("storefront.tenant-cache.bench-old")');
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-cache-hit-"));
  const file = path.join(dir, "tenant-cache-old.ts");
  writeFileSync(file, source.replaceAll('from "./', `from "${path.join(root, "lib/cache")}/`));
  return (await import(pathToFileURL(file).href)) as CacheModule;
}

const tenants = ["0b4f5a3e-0000-4000-8000-00000000000a", "0b4f5a3e-0000-4000-8000-00000000000b"];
const keys = Array.from({ length: 1_000 }, (_, i) => [
  "answer",
  "GET",
  "/products",
  "{}",
  JSON.stringify({ collection: `c${i}`, sort: "featured", page: 1, perPage: 24 }),
]);
const value = {
  data: Array.from({ length: 24 }, (_, i) => ({ id: i, title: `Product ${i}` })),
  meta: { currentPage: 1, lastPage: 3, perPage: 24, total: 60 },
};
const policy = { fresh: 3_600, stale: 0 };

async function fill(cache: CacheModule): Promise<void> {
  for (const tenantId of tenants)
    for (const key of keys) await cache.cachedWithStatus({ tenantId, key, tags: ["catalog"], policy }, () => Promise.resolve(value));
}

async function round(cache: CacheModule): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < hits; i++) {
    const { status } = await cache.cachedWithStatus(
      { tenantId: tenants[i & 1]!, key: keys[i % keys.length]!, tags: ["catalog"], policy },
      () => Promise.resolve(value),
    );
    if (status !== "hit") throw new Error(`expected a hit, got ${status}`);
  }
  return Number(process.hrtime.bigint() - started) / hits;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const oldCache = await load("old");
const newCache = await load("new");
await fill(oldCache);
await fill(newCache);
await round(oldCache); // warm both
await round(newCache);
const times = { old: [] as number[], new: [] as number[] };
for (let r = 0; r < rounds; r++) {
  times.old.push(await round(oldCache));
  times.new.push(await round(newCache));
}
const o = median(times.old);
const n = median(times.new);
process.stdout.write(
  `hit path, ns per hit (median of ${rounds} rounds of ${hits.toLocaleString("en")}): before (${before}) ${o.toFixed(0)}, after ${n.toFixed(0)}, difference ${(n - o).toFixed(0)} ns\n`,
);
process.exit(0);
