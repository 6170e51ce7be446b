// Shared by the heavier runs (npm run soak, npm run faults): a throw-away Postgres cluster, the built app on a
// free loopback port, an SMTP catcher, and a few helpers. Traffic stays on 127.0.0.1; every loop is bounded.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { readInboxFile } from "../../tests/support/smtp-catcher.mjs";
import { ensureBuild } from "../ensure-build.mjs";

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
export const node = process.execPath;
export const authSecret = "faults-and-soak-secret-3f9a1c7e5b2d8f6a4c1e9b7d";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export function runDir(kind: string): string {
  const dir = path.resolve(".test-runs", `${kind}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Finds the Postgres server binaries: pg_config's bindir, else the newest /usr/lib/postgresql/<version>/bin (Debian). */
function pgBin(name: string): string | undefined {
  const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const debian = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const dirs = [config.status === 0 ? config.stdout.trim() : "", ...debian];
  for (const dir of dirs) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** Signals a whole process group (a child spawned detached leads its own); false when it is already gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Cleanups run once, on normal exit and on SIGINT/SIGTERM/SIGHUP (a CI timeout), so no server outlives the run. */
const cleanups: (() => void | Promise<void>)[] = [];
let exiting = false;
export function onCleanup(fn: () => void | Promise<void>): void {
  cleanups.push(fn);
}
/** Runs a fault or soak script's main: its cleanups always run; the exit code is 0 when it answered true. */
export function runScript(main: () => Promise<boolean>): void {
  main()
    .then(async (ok) => {
      await runCleanups();
      process.exit(ok ? 0 : 1);
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await runCleanups();
      process.exit(1);
    });
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
// `on`, not `once`: a second signal (timeout signals the whole group and tsx relays it too) must not cut the cleanup short.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    console.error(`${signal}: stopping every server this run started`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** The processes whose parent is `pid`, read from /proc (no dependency on procps being installed). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export type Cluster = {
  url: string;
  port: number;
  /** The private cluster's data directory (in a temp directory of its own). */
  dataDir: string;
  /** pg_ctl stop -m fast: every connection is cut, new ones are refused. */
  stop(): void;
  start(): void;
  /** SIGSTOP on every server process of this cluster (its postmaster and children): connections stay open but nothing answers (a hung host). */
  freeze(): void;
  thaw(): void;
  destroy(): void;
};

/**
 * A private Postgres cluster: initdb in a temp directory, its own free port (the OS hands out an ephemeral one,
 * never the shared cluster's 5432), its socket in that directory, run as the postgres user. stop/start use
 * pg_ctl -D on that directory only; freeze/thaw signal the postmaster whose pid is in that directory's
 * postmaster.pid and its children. The shared cluster at 127.0.0.1:5432 is never addressed.
 */
export async function createCluster(): Promise<Cluster> {
  const initdb = pgBin("initdb");
  const pgCtl = pgBin("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("Postgres server binaries (initdb, pg_ctl) are not installed: apt-get install postgresql");
  const port = await freePort();
  if (port === 5432) throw new Error("refusing port 5432 (the shared cluster's)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-faults-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pgUser = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  if (asRoot && pgUser.status !== 0) throw new Error("running as root without a postgres user: initdb refuses to run as root");
  if (asRoot) {
    const uid = Number(pgUser.stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  // No PG* variable of the caller's environment (PGHOST, PGPORT, PGDATA…) may point pg_ctl elsewhere.
  const pgEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("PG"))) as NodeJS.ProcessEnv;
  const as = (cmd: string, args: string[]) =>
    asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8", env: pgEnv })
      : spawnSync(cmd, args, { encoding: "utf8", env: pgEnv });
  const must = (label: string, r: ReturnType<typeof spawnSync>) => {
    if (r.status !== 0) throw new Error(`${label} failed: ${String(r.stderr || r.stdout)}`);
  };
  must("initdb", as(initdb, ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]));
  writeFileSync(
    path.join(data, "postgresql.auto.conf"),
    `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = on\nmax_connections = 60\n`,
  );
  const log = path.join(dir, "server.log");
  const postmaster = () => {
    const file = path.join(data, "postmaster.pid");
    return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined;
  };
  const start = () => must("pg_ctl start", as(pgCtl, ["-D", data, "-l", log, "-w", "-t", "30", "start"]));
  const stop = () => must("pg_ctl stop", as(pgCtl, ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]));
  /**
   * Signals this cluster's server processes: the postmaster named in this data directory's postmaster.pid and its
   * children (each backend calls setsid, so a process-group signal would miss them; and no other process is hit).
   */
  const signal = (sig: NodeJS.Signals) => {
    const pid = postmaster();
    if (!pid) throw new Error("the private cluster is not running");
    for (const p of [pid, ...childrenOf(pid)]) process.kill(p, sig);
  };
  start();
  let destroyed = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: data,
    stop,
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      try {
        const pid = postmaster();
        if (pid) {
          try {
            signal("SIGCONT");
          } catch {
            // The processes are gone already: nothing to resume.
          }
          try {
            stop();
          } catch {
            // pg_ctl could not stop it: immediate shutdown of this postmaster (it ends its own children).
            try {
              process.kill(pid, "SIGQUIT");
            } catch {
              // Gone meanwhile.
            }
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  onCleanup(() => cluster.destroy());
  return cluster;
}

/** Migrates and seeds the demo store into the database the env names; returns its API token and tenant id. */
export function seed(env: NodeJS.ProcessEnv): { tenantId: string; apiToken: string; customers: { email: string; password: string }[] } {
  const r = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json"], {
    env: { ...env, STOREFRONT_ENV_FILE: "off" }, // the run's own database, never a developer's .env.storefront
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as ReturnType<typeof seed>;
}

export type App = { baseUrl: string; pid: number; stop(): Promise<void>; log(): string };

/** The built app (scripts/server.mjs) on a free loopback port; resolves once /api/health answers 200. */
export async function startApp(env: NodeJS.ProcessEnv, logFile: string): Promise<App> {
  ensureBuild();
  const port = await freePort();
  const child: ChildProcess = spawn(node, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, stopped as a whole
  });
  const chunks: Buffer[] = [];
  child.stdout!.on("data", (d: Buffer) => chunks.push(d));
  child.stderr!.on("data", (d: Buffer) => chunks.push(d));
  const baseUrl = `http://127.0.0.1:${port}`;
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) signalGroup(child.pid!, "SIGKILL"); // it never became healthy
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited early: ${Buffer.concat(chunks).toString()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the app did not become healthy in time");
    await sleep(250);
  }
  let stopped = false;
  const app: App = {
    baseUrl,
    pid: child.pid!,
    log: () => Buffer.concat(chunks).toString(),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      writeFileSync(logFile, Buffer.concat(chunks));
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
      signalGroup(child.pid!, "SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      signalGroup(child.pid!, "SIGKILL"); // whatever of the group is left
    },
  };
  onCleanup(() => app.stop());
  return app;
}

export type Catcher = { port: number; inbox: string; stop(): Promise<void>; start(): Promise<void> };

/** The SMTP catcher of the test suite in a child process on a fixed port, so it can be killed and brought back. */
export async function startCatcher(inbox: string): Promise<Catcher> {
  const port = await freePort();
  if (!existsSync(inbox)) writeFileSync(inbox, "");
  let child: ChildProcess | undefined;
  const start = async () => {
    const code = `const m = await import(${JSON.stringify(path.resolve("tests/support/smtp-catcher.mjs"))});
      await m.startSmtpCatcher({ file: ${JSON.stringify(inbox)}, port: ${port} }); console.log("ready");`;
    child = spawn(node, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"], detached: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("SMTP catcher did not start")), 10_000);
      child!.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && (clearTimeout(timer), resolve()));
      child!.once("exit", (c) => reject(new Error(`SMTP catcher exited ${c}`)));
    });
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child!.once("exit", r));
    signalGroup(child.pid!, "SIGKILL"); // the mail server dies: open connections are cut, new ones refused
    await exited;
  };
  onCleanup(stop);
  await start();
  return { port, inbox, start, stop };
}

export function readInbox(file: string): { rejected: boolean; to: string[]; subject?: string }[] {
  return readInboxFile(file) as { rejected: boolean; to: string[]; subject?: string }[];
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export type Query = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A direct connection for the checks (Postgres URL), closed by the caller. */
export async function connect(url: string): Promise<{ query: Query; close(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a fault run stops the server under it; the next check reconnects
  await client.connect();
  return {
    query: async (sql, values) => (await client.query<Record<string, unknown>>(sql, values as unknown[])).rows,
    close: () => client.end(),
  };
}

/** The same for the embedded database, once the app has stopped (its directory belongs to one process). */
export async function connectPglite(dataDir: string): Promise<{ query: Query; close(): Promise<void> }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  return {
    query: async (sql, values) => (await db.query<Record<string, unknown>>(sql, values as unknown[])).rows,
    close: () => db.close(),
  };
}
