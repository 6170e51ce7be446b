// `next build` with its output relayed through relayNextOutput (scripts/support/next-output.mjs); exits with its code.
import { spawn } from "node:child_process";
import { relayNextOutput } from "./next-output.mjs";

const build = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: ["inherit", "pipe", "pipe"] });
relayNextOutput(build);
build.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
