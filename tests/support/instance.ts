import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fixtures, type StoreFixture } from "./fixtures";

/**
 * A second instance of the built app with settings of its own (the quick start's DEV_MAILBOX, a tight rate limit
 * rule), for behaviour the shared test server cannot show without disturbing the other suites. On Postgres it
 * shares the suite's database (and so its stores); on PGlite, whose directory belongs to the main server, it gets
 * a fresh embedded database with the demo store and a second one seeded into it. The suite's AUTH_SECRET in both
 * cases, so operator tokens made by tests/support/operator-tokens.ts verify.
 */
export type Instance = { baseUrl: string; demo: StoreFixture; other: StoreFixture; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function seedEmbedded(env: NodeJS.ProcessEnv, args: string[]): StoreFixture {
  const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--json", ...args], {
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`seeding the second instance failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop()!) as StoreFixture;
}

export async function startInstance(settings: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-instance-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...fixtures().serverSettings,
    NODE_ENV: "production",
    AUTH_SECRET: fixtures().authSecret,
    DATA_DIR: dir,
    APP_URL: baseUrl,
    OUTBOX_WORKER: "off",
    TRUST_PROXY: "true",
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
    LOG_LEVEL: "silent",
    SMTP_URL: "",
    ...settings,
  };
  delete env.DATABASE_DRIVER;
  let demo = fixtures().demo;
  let other = fixtures().other;
  if (fixtures().databaseMode === "postgres" && process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else {
    delete env.DATABASE_URL;
    demo = seedEmbedded(env, []);
    other = seedEmbedded(env, ["--tenant-slug", "other", "--tenant-name", "Other Store"]);
  }
  const child: ChildProcess = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true, // its own process group, stopped as one below
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(6_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { baseUrl, demo, other, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the second instance did not start (exit code ${child.exitCode})`);
}
