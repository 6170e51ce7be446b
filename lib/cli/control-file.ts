import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * How `npm run cli` reaches the server that holds the embedded database: its loopback URL and a secret drawn at
 * its start, in DATA_DIR/cli-control.json (600 in a 700 directory: only this user on this machine can read it).
 */
export type ControlFile = { pid: number; url: string; secret: string };

export function controlFilePath(dataDir: string): string {
  return path.join(dataDir, "cli-control.json");
}

/** The control file's contents, or undefined when there is none (no server, or one with the CLI endpoint off). */
export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(controlFilePath(dataDir), "utf8")) as Partial<ControlFile>;
    if (typeof parsed.pid !== "number" || typeof parsed.url !== "string" || typeof parsed.secret !== "string") return undefined;
    return { pid: parsed.pid, url: parsed.url, secret: parsed.secret };
  } catch {
    return undefined;
  }
}
