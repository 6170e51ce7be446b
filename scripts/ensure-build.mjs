import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sourceDirs = ["app", "lib", "db", "components", "hooks", "public"];
const sourceFiles = ["next.config.mjs", "package-lock.json", "tsconfig.json", "instrumentation.ts", "instrumentation-node.ts", "proxy.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the app unless .next already holds a build newer than every source file. */
export function ensureBuild({ force = false } = {}) {
  const stamp = ".next/BUILD_ID";
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...sourceDirs.map(newestMtime), ...sourceFiles.map(newestMtime));
  if (!force && built > newest) return;
  console.log("Building the app (next build)...");
  const result = spawnSync(process.execPath, ["scripts/support/next-build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild({ force: process.argv.includes("--force") });
