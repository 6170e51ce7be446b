// npm run build: the SDK's generated types first (npm run sdk:generate, from the registry's OpenAPI document; the
// storefront's hooks are typed by them), then `next build` with its output relayed through relayNextOutput
// (scripts/support/next-output.mjs); exits with the first failing step's code.
import { spawn, spawnSync } from "node:child_process";
import { relayNextOutput } from "./next-output.mjs";

const generate = spawnSync(
  process.execPath,
  ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/sdk-generate.ts", "--if-changed"],
  {
    stdio: "inherit",
  },
);
if (generate.status !== 0) process.exit(generate.status ?? 1);

const build = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: ["inherit", "pipe", "pipe"] });
relayNextOutput(build);
build.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
