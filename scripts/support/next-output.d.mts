import type { ChildProcess } from "node:child_process";
export function relayNextOutput(child: ChildProcess): void;
