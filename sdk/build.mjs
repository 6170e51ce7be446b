// The package's build: sdk/src to dist/ (ES modules with declarations; `require()` loads the same files on Node
// 20.19 and later). dist/ is committed, so the package installs straight from this folder (npm install <path>/sdk) as
// well as from `npm pack`; `npm run sdk:generate` in the repository rebuilds it, and tests/unit/sdk-built.test.ts
// fails when it differs from what the sources build. `node build.mjs --out <dir>` builds elsewhere.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const here = import.meta.dirname;
const outAt = process.argv.indexOf("--out");
const out = outAt > 0 ? path.resolve(process.argv[outAt + 1]) : path.join(here, "dist");
const tsc = createRequire(path.join(here, "..", "package.json")).resolve("typescript/bin/tsc");
rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, "-p", path.join(here, "tsconfig.json"), "--outDir", out], { stdio: "inherit" });
