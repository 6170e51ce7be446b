// npm run sdk:generate [-- --check]: writes the SDK's generated files (sdk/src/generated/) from the registry's OpenAPI
// document and rebuilds the committed package (sdk/dist/, sdk/build.mjs); with --check, writes nothing and exits 1
// naming the files that differ. `npm run build` runs it first (with --if-changed).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sdkFiles } from "./support/sdk-files";

const check = process.argv.includes("--check");
const stale: string[] = [];
for (const [file, contents] of Object.entries(await sdkFiles())) {
  const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (current === contents) continue;
  stale.push(file);
  if (!check) writeFileSync(file, contents);
}
if (check && stale.length) {
  console.error(`Out of date (run npm run sdk:generate): ${stale.join(", ")}`);
  process.exit(1);
}
// `npm run build` passes --if-changed: the package is rebuilt only when the generated files changed (or it is missing).
const rebuild = !check && (stale.length > 0 || !process.argv.includes("--if-changed") || !existsSync("sdk/dist/index.js"));
if (rebuild) execFileSync(process.execPath, ["sdk/build.mjs"], { stdio: "inherit" });
console.log(
  `${stale.length ? `sdk:generate wrote ${stale.join(", ")}` : "sdk:generate: up to date"}${rebuild ? "; sdk/dist rebuilt" : ""}`,
);
// The registry's modules keep handles open (database pools, timers); nothing else is left to do.
process.exit(0);
