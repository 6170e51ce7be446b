import { spawn, spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

// npm start: build if needed, migrate, load the demo store when empty, then serve on PORT (3000).
ensureBuild();
const prepared = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/prepare-database.ts"], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const port = process.env.PORT ?? "3000";
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
