// Checks npm start makes before it touches anything (no build, no database file opened): each problem is one line
// naming the setting and what to do, and a non-zero exit. Plain JavaScript so it runs before tsx or Next load.
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export class PreflightError extends Error {}

/** PORT: a whole number from 1 to 65535 (default 3000). */
export function checkPort(value) {
  if (value === undefined || value === "") return 3000;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > 65535)
    throw new PreflightError(`PORT must be a whole number from 1 to 65535 (got "${value}"), e.g. PORT=3001 npm start.`);
  return Number(value);
}

export function isServerDatabase(env) {
  return Boolean(env.DATABASE_URL && env.DATABASE_URL.trim()) && env.DATABASE_DRIVER !== "pglite";
}

/** The environment settings that cannot work, checked before anything starts. */
export function checkEnv(env) {
  if (isServerDatabase(env)) {
    let url;
    try {
      url = new URL(env.DATABASE_URL);
    } catch {
      throw new PreflightError(`DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database.`);
    }
    if (env.DATABASE_DRIVER !== "neon" && !/^postgres(ql)?:$/.test(url.protocol))
      throw new PreflightError(`DATABASE_URL must start with postgres:// (got ${url.protocol}//…).`);
    if (!env.AUTH_SECRET?.trim())
      throw new PreflightError(
        "AUTH_SECRET must be set when DATABASE_URL names a database server (at least 32 characters, the same for every instance): export AUTH_SECRET=$(openssl rand -base64 32)",
      );
  }
  const faultInjection = checkFaultInjection(env);
  if (faultInjection) throw new PreflightError(faultInjection);
  if (env.AUTH_SECRET?.trim() && env.AUTH_SECRET.trim().length < 32)
    throw new PreflightError("AUTH_SECRET must be at least 32 characters long.");
  if (env.APP_URL?.trim()) {
    try {
      new URL(env.APP_URL);
    } catch {
      throw new PreflightError(`APP_URL is not a valid URL (got "${env.APP_URL}"), e.g. APP_URL=https://shop.example.com.`);
    }
  }
}

/**
 * Why `npm start` refuses FAULT_INJECTION, or undefined: it serves a production build (`next start`), where the
 * checkout's test hooks (X-Fault can stop a checkout after the charge) are for test harnesses only, which say so with
 * FAULT_INJECTION_IN_PRODUCTION=test-harness. (The server itself ignores FAULT_INJECTION without it: lib/env.ts.)
 */
export function checkFaultInjection(env) {
  const value = env.FAULT_INJECTION?.trim();
  if (value !== "true" && value !== "1") return undefined;
  if (env.FAULT_INJECTION_IN_PRODUCTION?.trim() === "test-harness") return undefined;
  return "FAULT_INJECTION is set: npm start serves a production build, and the checkout's test hooks (X-Fault) are for test harnesses only. Remove FAULT_INJECTION, or, on a test server, also set FAULT_INJECTION_IN_PRODUCTION=test-harness.";
}

/** Resolves when host:port can be listened on; throws a one-line explanation when it is taken. */
export function checkPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => {
      if (error.code === "EADDRINUSE")
        reject(
          new PreflightError(
            `Port ${port} on ${host} is already in use (is Storefront already running?). Stop that process, or choose another port: PORT=${port === 65535 ? port - 1 : port + 1} npm start.`,
          ),
        );
      else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND")
        reject(
          new PreflightError(
            `HOSTNAME=${host} is not an address of this machine; use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).`,
          ),
        );
      else if (error.code === "EACCES")
        reject(new PreflightError(`Port ${port} needs privileges this user lacks; choose a port above 1023: PORT=3000 npm start.`));
      else reject(error);
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}

function processStartTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** The live process holding the embedded database's lock (lib/data-dir.ts), or undefined. Reads only. */
export function embeddedDatabaseOwner(dataDir) {
  let holder;
  try {
    holder = JSON.parse(readFileSync(path.join(dataDir, "owner.lock"), "utf8"));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return undefined;
  try {
    // A zombie (killed, not yet reaped) answers kill(pid, 0) but holds nothing.
    const stat = readFileSync(`/proc/${holder.pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return undefined;
  } catch {
    // no /proc (not Linux): the signal check below decides
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return undefined;
  }
  const start = processStartTime(holder.pid);
  if (holder.startTime && start && holder.startTime !== start) return undefined;
  return holder;
}

export function checkEmbeddedDatabaseFree(dataDir) {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner)
    throw new PreflightError(
      `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}): Storefront is already running. Stop it first (Ctrl+C in its terminal, or kill ${owner.pid}).`,
    );
}
