// npm run sdk:generate [-- --check]: writes the SDK's generated files (sdk/src/generated/) from the registry's OpenAPI
// document; with --check, writes nothing and exits 1 naming the files that differ. `npm run build` runs it first.
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
console.log(stale.length ? `sdk:generate wrote ${stale.join(", ")}` : "sdk:generate: up to date");
// The registry's modules keep handles open (database pools, timers); nothing else is left to do.
process.exit(0);
