// Shared by the heavier runs (npm run soak, npm run faults): a throw-away Postgres cluster, the built app on a
// free loopback port, an SMTP catcher, and a few helpers. Traffic stays on 127.0.0.1; every loop is bounded.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
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

/** Finds the Postgres server binaries (Debian's layout, or whatever pg_config names). */
function pgBin(name: string): string | undefined {
  const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const dirs = [config.status === 0 ? config.stdout.trim() : "", ...["17", "16", "15", "14", "13"].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of dirs) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

export type Cluster = {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is cut, new ones are refused. */
  stop(): void;
  start(): void;
  /** SIGSTOP on every server process: connections stay open but nothing answers (a hung host). */
  freeze(): void;
  thaw(): void;
  destroy(): void;
};

/** A private Postgres cluster in a temp directory on its own port, run as the postgres user; never the shared one. */
export async function createCluster(): Promise<Cluster> {
  const initdb = pgBin("initdb");
  const pgCtl = pgBin("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("Postgres server binaries (initdb, pg_ctl) are not installed: apt-get install postgresql");
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-faults-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pgUser = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  if (asRoot && pgUser.status === 0) {
    const uid = Number(pgUser.stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const as = (cmd: string, args: string[]) =>
    asRoot ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" }) : spawnSync(cmd, args, { encoding: "utf8" });
  const must = (label: string, r: { status: number | null; stdout: string; stderr: string }) => {
    if (r.status !== 0) throw new Error(`${label} failed: ${r.stderr || r.stdout}`);
  };
  must("initdb", as(initdb, ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]));
  writeFileSync(
    path.join(data, "postgresql.auto.conf"),
    `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = on\nmax_connections = 60\n`,
  );
  const log = path.join(dir, "server.log");
  const start = () => must("pg_ctl start", as(pgCtl, ["-D", data, "-l", log, "-w", "-t", "30", "start"]));
  const stop = () => must("pg_ctl stop", as(pgCtl, ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]));
  const pids = () => {
    const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean).map(Number);
    return [pid, ...children];
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    freeze: () => pids().forEach((p) => process.kill(p, "SIGSTOP")),
    thaw: () => pids().forEach((p) => process.kill(p, "SIGCONT")),
    destroy: () => {
      try {
        if (existsSync(path.join(data, "postmaster.pid"))) {
          try {
            pids().forEach((p) => process.kill(p, "SIGCONT"));
          } catch {
            // The process is gone already: nothing to resume.
          }
          stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Migrates and seeds the demo store into the database the env names; returns its API token and tenant id. */
export function seed(env: NodeJS.ProcessEnv): { tenantId: string; apiToken: string; customers: { email: string; password: string }[] } {
  const r = spawnSync(node, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json"], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as ReturnType<typeof seed>;
}

export type App = { baseUrl: string; pid: number; stop(): Promise<void>; log(): string };

/** The built app (next start) on a free loopback port; resolves once /api/health answers 200. */
export async function startApp(env: NodeJS.ProcessEnv, logFile: string): Promise<App> {
  ensureBuild();
  const port = await freePort();
  const child: ChildProcess = spawn(node, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: Buffer[] = [];
  child.stdout!.on("data", (d: Buffer) => chunks.push(d));
  child.stderr!.on("data", (d: Buffer) => chunks.push(d));
  const baseUrl = `http://127.0.0.1:${port}`;
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
  return {
    baseUrl,
    pid: child.pid!,
    log: () => Buffer.concat(chunks).toString(),
    stop: async () => {
      writeFileSync(logFile, Buffer.concat(chunks));
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
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
    child = spawn(node, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("SMTP catcher did not start")), 10_000);
      child!.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && (clearTimeout(timer), resolve()));
      child!.once("exit", (c) => reject(new Error(`SMTP catcher exited ${c}`)));
    });
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child!.once("exit", r));
    child.kill("SIGKILL"); // the mail server dies: open connections are cut, new ones refused
    await exited;
  };
  await start();
  return { port, inbox, start, stop };
}

export function readInbox(file: string): { rejected: boolean; to: string[]; subject?: string }[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { rejected: boolean; to: string[]; subject?: string });
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
  return { query: async (sql, values) => (await client.query<Record<string, unknown>>(sql, values as unknown[])).rows, close: () => client.end() };
}

/** The same for the embedded database, once the app has stopped (its directory belongs to one process). */
export async function connectPglite(dataDir: string): Promise<{ query: Query; close(): Promise<void> }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  return { query: async (sql, values) => (await db.query<Record<string, unknown>>(sql, values as unknown[])).rows, close: () => db.close() };
}
