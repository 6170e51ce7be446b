import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's data directory (DATA_DIR, .data by default): the auth secret and PGlite's files.
 * Kept private to the user (directories 700, files 600), and owned by one process at a time (a lock file).
 */

/** New files of this process are private; PGlite's own initial files are made private by secureDataDir. */
export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the directory's 700 still keeps others out.
  }
}

/** Creates the directory if needed and makes it and everything in it private: directories 700, files 600. */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (d: string) => {
    chmodSync(d, 0o700);
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) chmodSync(p, 0o600);
    }
  };
  walk(dir);
}

export type LockHolder = { pid: number; startTime: string | null; command: string; since: string };

export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        `Only one process may open it at a time: wait for that one to finish, or stop it (Ctrl+C in its terminal, or ` +
        `kill ${holder.pid}). While npm start runs, npm run cli and npm run db:migrate go through it.`,
    );
    this.name = "DataDirBusyError";
  }
}

/** The process's start time (clock ticks since boot, /proc/<pid>/stat field 22), so a reused pid is not taken for the holder. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  // A zombie (killed, not yet reaped by its parent) answers kill(pid, 0) but holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return false;
  } catch {
    // No /proc entry (not Linux, or the process is gone): kill(pid, 0) below decides.
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFile(dir: string): string {
  return path.join(dir, "owner.lock");
}

/** The live holder of the data directory's lock, or undefined when it is free or its holder is gone (a stale lock). */
export function lockHolder(dir: string): LockHolder | undefined {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockFile(dir), "utf8")) as LockHolder;
  } catch {
    return undefined; // no lock, or a half-written one from a process killed while writing it
  }
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !alive(holder.pid)) return undefined;
  if (holder.pid === process.pid) return undefined;
  const start = processStartTime(holder.pid);
  if (holder.startTime && start && holder.startTime !== start) return undefined; // the pid was reused
  return holder;
}

const heldKey = Symbol.for("storefront.data-dir-lock");
type Held = typeof globalThis & { [heldKey]?: Set<string> };

/**
 * Takes the data directory's lock (O_EXCL create of owner.lock holding pid, start time and command), replacing a
 * stale one (its process is gone, e.g. after kill -9). Throws DataDirBusyError, touching nothing, when another
 * live process holds it. Released by releaseDataDir and when this process exits.
 */
export function acquireDataDir(
  dir: string,
  command = process.argv
    .slice(1)
    .map((a) => path.basename(a))
    .join(" "),
): void {
  const g = globalThis as Held;
  const held = (g[heldKey] ??= new Set());
  if (held.has(dir)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dir);
      if (holder) throw new DataDirBusyError(dir, holder);
      try {
        unlinkSync(file); // stale: its process is gone
      } catch {
        // Removed by another process meanwhile.
      }
      continue;
    }
    const me: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid), command, since: new Date().toISOString() };
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    held.add(dir);
    process.once("exit", () => releaseDataDir(dir));
    return;
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Storefront process is running.`);
}

export function releaseDataDir(dir: string): void {
  const held = (globalThis as Held)[heldKey];
  if (!held?.has(dir)) return;
  held.delete(dir);
  try {
    const holder = JSON.parse(readFileSync(lockFile(dir), "utf8")) as LockHolder;
    if (holder.pid === process.pid) unlinkSync(lockFile(dir));
  } catch {
    // No lock, or not ours: nothing to release.
  }
}

/** A message for a PGlite directory that cannot be opened: which one, and how to recover. */
export function damagedDirMessage(dir: string, cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return (
    `The embedded database in ${dir} could not be opened (${reason}). It may be damaged. ` +
    `To recover, stop every Storefront process, move it aside (mv ${dir} ${dir}.broken) and run npm start again: ` +
    `a fresh database with the demo store is created.`
  );
}
