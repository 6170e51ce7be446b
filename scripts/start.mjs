import { spawn, spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

// npm start: build if needed, migrate, load the demo store when empty, then serve on PORT (3000).
ensureBuild();
// The embedded quick start (no SMTP server, no database server): keep mail readable at /dev/mailbox.
const env = { ...process.env };
if (!env.SMTP_URL && !env.DATABASE_URL && env.DEV_MAILBOX === undefined) env.DEV_MAILBOX = "true";
const prepared = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/prepare-database.ts"], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const port = env.PORT ?? "3000";
if (env.DEV_MAILBOX === "true") console.log(`No SMTP_URL: e-mail is kept in the dev mailbox, http://localhost:${port}/dev/mailbox`);
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
